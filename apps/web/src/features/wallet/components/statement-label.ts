import { casinoGame } from '@shangwe/domain';
import type { TransactionItem } from '../api/transactions';

/** Display names of the ledger movement kinds, when the server sent no description. */
const KIND_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_release: 'Withdrawal returned',
  stake: 'Bet stake',
  payout: 'Winnings',
  refund: 'Bet refund',
  cashout: 'Cash-out',
  bonus: 'Bonus',
  adjustment: 'Adjustment',
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
 * What a statement line is called: a casino wager's movement names its game ('Casino · Dice
 * stake'); every other line keeps the server's description (or the kind's display name).
 */
export function statementLabel(
  tx: Pick<TransactionItem, 'type' | 'description' | 'product'>,
): string {
  const casino = tx.product ? CASINO_PRODUCT.exec(tx.product) : null;
  if (casino) {
    const game = casinoGame(casino[1]!.toLowerCase())?.name ?? 'Casino';
    const movement = CASINO_MOVEMENTS[tx.type];
    return movement ? `Casino · ${game} ${movement}` : `Casino · ${game}`;
  }
  return (
    tx.description ||
    KIND_LABELS[tx.type] ||
    tx.type.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
  );
}
