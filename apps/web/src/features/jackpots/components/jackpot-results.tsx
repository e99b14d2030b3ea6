import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { JackpotResult } from '@shangwe/contract';
import { formatCurrency } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { useCountryConfig } from '../../../shared/country-store';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { jackpotResultQuery, jackpotResultsQuery } from '../api/jackpot-queries';
import './jackpots.css';

const RESULT_NAMES = { '1': '1', X: 'X', '2': '2', void: 'Void' } as const;

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
          Settled {formatKickOff(result.settled_at, timeZone)} · {result.total_lines} lines entered
        </small>
      </header>
      <ol className="jp-result__matches" aria-label="Results">
        {result.matches.map((m) => (
          <li key={m.parent_match_id} className="jp-result__match">
            <span className="jp-result__teams">
              {m.position}. {m.home_team} v {m.away_team}
            </span>
            <span className="jp-result__score">{m.score ?? ''}</span>
            <strong className="jp-result__outcome" data-testid="jackpot-match-result">
              {m.result ? RESULT_NAMES[m.result] : '-'}
            </strong>
          </li>
        ))}
      </ol>
      <table className="jp-result__tiers">
        <thead>
          <tr>
            <th scope="col">Prize</th>
            <th scope="col">Winners</th>
            <th scope="col">Per line</th>
          </tr>
        </thead>
        <tbody>
          {result.tiers.map((t) => (
            <tr key={t.tier} data-testid="jackpot-tier">
              <th scope="row">
                {t.label} ({t.correct}/{result.matches.length})
              </th>
              <td>{t.winning_lines ?? 0}</td>
              <td>
                {t.amount_per_line !== null && t.winning_lines ? money(t.amount_per_line) : '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.rollover_carried > 0 && (
        <p className="jp-result__note">
          No jackpot winner: {money(result.rollover_carried)} rolls over to the next {result.name}.
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
      <nav className="jp-tabs" aria-label="Jackpots">
        <Link to="/jackpots" className="jp-tab">
          Jackpots
        </Link>
        <span className="jp-tab jp-tab--on" aria-current="page">
          Results
        </span>
      </nav>
      <h1 className="jp-title">Jackpot Results</h1>
      {results.isPending && <Loader />}
      {results.isError && <p className="jp-message">{results.error.message}</p>}
      {results.data?.data.length === 0 && <p className="jp-message">No jackpot results yet.</p>}
      <ul className="jp-cards">
        {results.data?.data.map((r) => (
          <li key={r.event_id} className="jp-card">
            <Link to={`/jackpots/result?id=${r.event_id}`} className="jp-card__link">
              <strong className="jp-card__name">{r.name}</strong>
              <small>
                {r.tiers
                  .map((t) => `${t.label}: ${t.winning_lines ?? 0} winning lines`)
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
      <nav className="jp-tabs" aria-label="Jackpots">
        <Link to="/jackpots" className="jp-tab">
          Jackpots
        </Link>
        <Link to="/jackpots/results" className="jp-tab">
          All results
        </Link>
      </nav>
      {query.isPending && <Loader />}
      {query.isError && <p className="jp-message">{query.error.message}</p>}
      {query.isSuccess && !result && <p className="jp-message">No jackpot results yet.</p>}
      {result && <JackpotResultCard result={result} />}
    </div>
  );
}
