import { boEndpoints } from '@shangwe/contract/backoffice';
import { boRequest } from '../lib/api';
import { useQuery } from '@tanstack/react-query';

const KIND_LABEL = {
  bettor_edge: 'Bettor edge',
  selection_burst: 'Crowd on one selection',
  bet_before_event: 'Bet before an event',
  product_over_return: 'Product above its return',
} as const;

/** The alerts of the last week, newest first, refreshed every half minute. */
export function AlertsList() {
  const alerts = useQuery({
    queryKey: ['bo', 'trading', 'alerts'],
    queryFn: () => boRequest(boEndpoints.tradingAlerts, { query: {} }),
    refetchInterval: 30_000,
  });
  const items = alerts.data?.items ?? [];
  return (
    <section aria-label="Alerts">
      <h2>Alerts</h2>
      {alerts.isSuccess && items.length === 0 && <p>No alerts.</p>}
      <ul className="bo-list">
        {items.slice(0, 50).map((a) => (
          <li key={`${a.kind}/${a.profile_id}/${a.parent_match_id}/${a.bet_id}/${a.product}`}>
            <strong>{KIND_LABEL[a.kind]}</strong>: {a.title} — {a.detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
