import { casinoGame } from '@shangwe/domain';
import type { TransactionItem } from '../api/transactions';
import { msg, tAny } from '../../../lib/i18n';

/** Display names of the ledger movement kinds, when the server sent no description. */
const KIND_LABELS: Record<string, string> = {
  deposit: msg('Deposit'),
  withdrawal: msg('Withdrawal'),
  withdrawal_release: msg('Withdrawal returned'),
  stake: msg('Bet stake'),
  payout: msg('Winnings'),
  refund: msg('Bet refund'),
  cashout: msg('Cash-out'),
  bonus: msg('Bonus'),
  adjustment: msg('Adjustment'),
};

/** Wording of a casino game's movement, by the ledger kind the bet pipeline books. */
const CASINO_MOVEMENTS: Record<string, string> = {
  stake: 'stake',
  payout: 'win',
  win: 'win',
  refund: 'refund',
  void: 'refund',
};

/** Casino wagers are named by product CASINO_<GAME> (CASINO_CRASH, CASINO_DICE, ...). */
const CASINO_PRODUCT = /^CASINO_(\w+)$/;

/**
 * What a statement line is called: the server's description, which names the product and the
 * bet's code from the ledger's own data ('Shikisha stake · bet ABC123', wallet/README.md).
 * Without one, a casino movement names its game and any other the kind's display name.
 */
export function statementLabel(
  tx: Pick<TransactionItem, 'type' | 'description' | 'product'>,
): string {
  if (tx.description) return tx.description;
  const casino = tx.product ? CASINO_PRODUCT.exec(tx.product) : null;
  if (casino) {
    const game = casinoGame(casino[1]!.toLowerCase())?.name ?? 'Casino';
    const movement = CASINO_MOVEMENTS[tx.type];
    return movement ? `Casino · ${game} ${movement}` : `Casino · ${game}`;
  }
  return (
    KIND_LABELS[tx.type] || tx.type.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
  );
}

/**
 * The statement line in the bettor's language: the server words it in English
 * ('Shikisha stake · bet ABC123'); each ' · ' part is translated on its own (the catalog's
 * patterns know 'bet {code}', 'receipt {code}' and '{product} stake'), codes and names stay.
 */
export function statementText(
  tx: Pick<TransactionItem, 'type' | 'description' | 'product'>,
): string {
  return statementLabel(tx)
    .split(' · ')
    .map((part) => tAny(part))
    .join(' · ');
}
