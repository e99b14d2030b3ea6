import { canViewTransactions, formatCurrency, formatDateTime, MESSAGES } from '@shangwe/domain';
import { Link } from '../../../lib/app-link';
import { Button, EmptyState, Skeleton } from '../../../components/ui';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { useBalanceRefresh } from '../../../shared/balance';
import { useTransactions, type TransactionItem } from '../api/transactions';
import { statementText } from './statement-label';
import '../wallet.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** Shown instead of the list when KYC blocks it (spec 01 §6, spec 02 §5). */
export const TRANSACTIONS_BLOCKED_MESSAGE = msg(
  'Your transactions are not available until your identity is verified.',
);

/** /profile/transactions (requires auth; blocked when KYC is required and kyc.status is '3'). */
export function TransactionsScreen() {
  const config = useCountryConfig();
  const user = useSessionStore((s) => s.user);
  useBalanceRefresh();
  const allowed = !!user && canViewTransactions(user, config);
  const list = useTransactions(allowed);

  if (!user) return null;
  if (!allowed) {
    return (
      <main className="wallet-screen" data-testid="transactions-screen">
        <h1>{t('Transactions')}</h1>
        <section className="wallet-card wallet-card--notice" role="status">
          <p>{tAny(TRANSACTIONS_BLOCKED_MESSAGE)}</p>
          {String(user.kyc?.status ?? '') === '3' ? null : (
            <Link className="btn btn-primary" to="/kyc?next=/profile/transactions">
              {tAny(MESSAGES.kycBannerAction)}
            </Link>
          )}
        </section>
      </main>
    );
  }

  const rows: TransactionItem[] = list.data?.pages.flatMap((p) => p.data) ?? [];
  const money = (n: number) => formatCurrency(Math.abs(n), config);

  return (
    <main className="wallet-screen" data-testid="transactions-screen">
      <h1>{t('Transactions')}</h1>
      {list.isPending ? (
        <Skeleton rows={6} />
      ) : list.isError && rows.length === 0 ? (
        <EmptyState
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState message={t('You have no transactions yet.')} />
      ) : (
        <ul className="tx-list" data-testid="transactions-list">
          {rows.map((tx) => (
            <li key={tx.id} className="tx-row">
              <span className="tx-row__kind">{statementText(tx)}</span>
              <span className={`tx-row__amount${tx.amount > 0 ? ' tx-row__amount--in' : ''}`}>
                {tx.amount > 0 ? '+' : '−'}
                {tx.account === 'points'
                  ? t('{count} points', { count: Math.abs(tx.amount) })
                  : money(tx.amount)}
              </span>
              <span className="tx-row__meta">
                {/* The reference is for support: the description names the bet or receipt. */}
                {formatDateTime(new Date(tx.created_at), config.timezone)}
                {tx.account === 'cash' ? '' : ` · ${tAny(tx.account)}`}
              </span>
              <span className="tx-row__meta tx-row__meta--right">
                {tx.account === 'points'
                  ? ''
                  : t('Balance {amount}', { amount: money(tx.balance) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('Load more')}
        </Button>
      ) : null}
    </main>
  );
}
