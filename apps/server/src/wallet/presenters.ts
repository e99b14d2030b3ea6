import type { TransactionItem } from '@shangwe/contract';
import { toMajor, type Cents } from '@shangwe/domain';
import type { StatementRow } from './wallet-repository';

/** Statement wording of each movement kind (ours). */
const DESCRIPTIONS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_release: 'Withdrawal failed: amount returned',
  stake: 'Bet stake',
  payout: 'Bet winnings',
  win: 'Bet winnings',
  refund: 'Bet refund',
  void: 'Bet refund',
  cashout: 'Cash-out',
  bonus: 'Bonus',
  acca_bonus: 'Multibet bonus',
  points: 'Loyalty points',
  freebet: 'Free bet',
  promo_award: 'Promotion award',
  adjustment: 'Adjustment',
};

/** A statement line for the browser (amounts in major units). */
export function presentTransaction(row: StatementRow): TransactionItem {
  return {
    id: row.id,
    type: row.kind,
    description:
      DESCRIPTIONS[row.kind] ?? row.kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    amount: toMajor(row.amount as Cents),
    balance: toMajor(row.balance_after as Cents),
    account: row.account,
    reference: row.reference,
    product: row.product,
    created_at: new Date(row.created_at).toISOString(),
  };
}
