import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import type { JackpotResult } from '@shangwe/contract';
import { formatCurrency } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { msg, t, tAny } from '../../../lib/i18n';
import { useCountryConfig } from '../../../shared/country-store';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { jackpotResultQuery, jackpotResultsQuery } from '../api/jackpot-queries';
import './jackpots.css';

const RESULT_NAMES = { '1': '1', X: 'X', '2': '2', void: msg('Void') } as const;

/** One settled event: each match's result, winners per tier and the amount per winning line. */
export function JackpotResultCard({ result }: { result: JackpotResult }) {
  const config = useCountryConfig();
  const timeZone = useMatchTimeZone();
  const money = (n: number) => formatCurrency(n, config);
  return (
    <article className="jp-result" data-testid="jackpot-result">
      <header className="jp-result__head">
        <h2>{result.name}</h2>
        <small>
          {t('Settled {time} · {lines} lines entered', {
            time: formatKickOff(result.settled_at, timeZone),
            lines: result.total_lines,
          })}
        </small>
      </header>
      <ol className="jp-result__matches" aria-label={t('Results')}>
        {result.matches.map((m) => (
          <li key={m.parent_match_id} className="jp-result__match">
            <span className="jp-result__teams">
              {m.position}. {m.home_team} v {m.away_team}
            </span>
            <span className="jp-result__score">{m.score ?? ''}</span>
            <strong className="jp-result__outcome" data-testid="jackpot-match-result">
              {m.result ? tAny(RESULT_NAMES[m.result]) : '-'}
            </strong>
          </li>
        ))}
      </ol>
      <table className="jp-result__tiers">
        <thead>
          <tr>
            <th scope="col">{t('Prize')}</th>
            <th scope="col">{t('Winners')}</th>
            <th scope="col">{t('Per line')}</th>
          </tr>
        </thead>
        <tbody>
          {result.tiers.map((tier) => (
            <tr key={tier.tier} data-testid="jackpot-tier">
              <th scope="row">
                {tAny(tier.label)} ({tier.correct}/{result.matches.length})
              </th>
              <td>{tier.winning_lines ?? 0}</td>
              <td>
                {tier.amount_per_line !== null && tier.winning_lines
                  ? money(tier.amount_per_line)
                  : '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.rollover_carried > 0 && (
        <p className="jp-result__note">
          {t('No jackpot winner: {amount} rolls over to the next {name}.', {
            amount: money(result.rollover_carried),
            name: result.name,
          })}
        </p>
      )}
    </article>
  );
}

/** /jackpots/results (alias /jackpot/results): settled events, newest first. */
export function JackpotResultsScreen() {
  const results = useQuery(jackpotResultsQuery());
  return (
    <div className="jp-screen">
      <nav className="jp-tabs" aria-label={t('Jackpots')}>
        <Link to="/jackpots" className="jp-tab">
          {t('Jackpots')}
        </Link>
        <span className="jp-tab jp-tab--on" aria-current="page">
          {t('Results')}
        </span>
      </nav>
      <h1 className="jp-title">{t('Jackpot Results')}</h1>
      {results.isPending && <Loader />}
      {results.isError && <p className="jp-message">{tAny(results.error.message)}</p>}
      {results.data?.data.length === 0 && (
        <p className="jp-message">{t('No jackpot results yet.')}</p>
      )}
      <ul className="jp-cards">
        {results.data?.data.map((r) => (
          <li key={r.event_id} className="jp-card">
            <Link to={`/jackpots/result?id=${r.event_id}`} className="jp-card__link">
              <strong className="jp-card__name">{r.name}</strong>
              <small>
                {r.tiers
                  .map((tier) =>
                    t('{tier}: {count} winning lines', {
                      tier: tAny(tier.label),
                      count: tier.winning_lines ?? 0,
                    }),
                  )
                  .join(' · ')}
              </small>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /jackpots/result?id= (alias /jackpot/result): one settled event, the latest without an id. */
export function JackpotResultScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const byId = Number.isSafeInteger(id) && id > 0;
  const one = useQuery({ ...jackpotResultQuery(id), enabled: byId });
  const latest = useQuery({ ...jackpotResultsQuery(), enabled: !byId });
  const query = byId ? one : latest;
  const result = byId ? one.data?.data : latest.data?.data[0];
  return (
    <div className="jp-screen">
      <nav className="jp-tabs" aria-label={t('Jackpots')}>
        <Link to="/jackpots" className="jp-tab">
          {t('Jackpots')}
        </Link>
        <Link to="/jackpots/results" className="jp-tab">
          {t('All results')}
        </Link>
      </nav>
      {query.isPending && <Loader />}
      {query.isError && <p className="jp-message">{tAny(query.error.message)}</p>}
      {query.isSuccess && !result && <p className="jp-message">{t('No jackpot results yet.')}</p>}
      {result && <JackpotResultCard result={result} />}
    </div>
  );
}
