import type { TransactionItem } from '@shangwe/contract';
import { toMajor, type Cents, type CountryConfig } from '@shangwe/domain';
import { statementDescription } from './statement-wording';
import type { StatementRow } from './wallet-repository';

/**
 * A statement line for the browser (amounts in major units). `description` is the bettor's
 * words; `reference` stays for support and API clients, and the app does not print it.
 */
export function presentTransaction(row: StatementRow, config: CountryConfig): TransactionItem {
  return {
    id: row.id,
    type: row.kind,
    description: statementDescription(
      {
        kind: row.kind,
        product: row.product,
        betCode: row.bet_code,
        betType: row.bet_type,
        receipt: row.receipt,
        approval: row.approval ?? null,
        approvalReason: row.approval_reason ?? null,
      },
      config,
    ),
    amount: toMajor(row.amount as Cents),
    balance: toMajor(row.balance_after as Cents),
    account: row.account,
    reference: row.reference,
    product: row.product,
    bet_code: row.bet_code,
    created_at: new Date(row.created_at).toISOString(),
  };
}
