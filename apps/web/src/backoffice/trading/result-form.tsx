import { boEndpoints, type BoResultBody } from '@shangwe/contract/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boRequest } from '../lib/api';
import { Field, LiftList, useMarketFields, useTradingChange } from './trading-fields';

type Scope = BoResultBody['scope'];
type Result = 'won' | 'lost' | 'void';

/**
 * Enter or correct a result: a match's final score (every market resulted again from it), one
 * selection of a market (won, lost or void), or one bet's leg. The server resettles every bet
 * it touches; the answer says how many and which it had to leave as they were.
 */
export function ResultForm() {
  const [scope, setScope] = useState<Scope>('match');
  const [matchId, setMatchId] = useState('');
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const market = useMarketFields();
  const [selection, setSelection] = useState('');
  const [betId, setBetId] = useState('');
  const [legNo, setLegNo] = useState('1');
  const [result, setResult] = useState<Result>('void');
  const body = (reason: string): BoResultBody => {
    if (scope === 'match')
      return {
        scope,
        parent_match_id: Number(matchId),
        home_score: Number(home),
        away_score: Number(away),
        reason,
      };
    if (scope === 'market')
      return {
        scope,
        parent_match_id: Number(matchId),
        sub_type_id: market.sub_type_id,
        special_bet_value: market.special_bet_value,
        results: { [selection]: result },
        reason,
      };
    return { scope, bet_id: Number(betId), leg_no: Number(legNo), result, reason };
  };
  const correct = useTradingChange(
    (reason) => boRequest(boEndpoints.tradingCorrectResult, { body: body(reason) }),
    { submit: 'Save the result', failed: 'The result was not saved' },
  );
  const done = correct.data;
  return (
    <form className="bo-filters" onSubmit={correct.onSubmit} aria-label="Result">
      <label>
        Result of
        <select value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
          <option value="match">a match (final score)</option>
          <option value="market">a selection of a market</option>
          <option value="leg">one bet's leg</option>
        </select>
      </label>
      {scope !== 'leg' && (
        <Field label="Match id" numeric="numeric" value={matchId} onChange={setMatchId} required />
      )}
      {scope === 'match' && (
        <>
          <Field label="Home score" numeric="numeric" value={home} onChange={setHome} />
          <Field label="Away score" numeric="numeric" value={away} onChange={setAway} />
        </>
      )}
      {scope === 'market' && (
        <>
          {market.fields}
          <Field
            label="Selection"
            value={selection}
            onChange={setSelection}
            placeholder="1, X, 2, over 2.5"
            required
          />
        </>
      )}
      {scope === 'leg' && (
        <>
          <Field label="Bet id" numeric="numeric" value={betId} onChange={setBetId} />
          <Field label="Leg" numeric="numeric" value={legNo} onChange={setLegNo} />
        </>
      )}
      {scope !== 'match' && (
        <label>
          Result
          <select value={result} onChange={(e) => setResult(e.target.value as Result)}>
            <option value="won">won</option>
            <option value="lost">lost</option>
            <option value="void">void</option>
          </select>
        </label>
      )}
      {correct.footer()}
      {done && (
        <p role="status" style={{ gridColumn: '1 / -1' }}>
          {done.label}: {done.markets} market{done.markets === 1 ? '' : 's'} changed,{' '}
          {done.resettled} bet{done.resettled === 1 ? '' : 's'} settled again
          {done.held.length > 0 &&
            `; left as they were: ${done.held.map((h) => `bet ${h.bet_id} (${h.reason})`).join(', ')}`}
          {done.pools
            .filter((p) => p.held !== null || p.entries_changed > 0)
            .map((p) =>
              p.held === null
                ? `; jackpot event ${p.event_id} divided again (${p.entries_changed} entries changed)`
                : `; jackpot event ${p.event_id} not divided again: ${p.held}`,
            )
            .join('')}
        </p>
      )}
    </form>
  );
}

/** The latest result corrections, newest first. */
export function ResultCorrections() {
  const list = useQuery({
    queryKey: ['bo', 'trading', 'results'],
    queryFn: () => boRequest(boEndpoints.tradingResultCorrections, { query: {} }),
  });
  const items = list.data?.items ?? [];
  return (
    <section aria-label="Result corrections">
      <h2>Results entered</h2>
      {items.length === 0 && <p>No result entered by hand.</p>}
      <ul className="bo-list">
        {items.map((c) => (
          <li key={c.id}>
            <strong>{c.label}</strong> — {c.reason}, by {c.staff_email}:{' '}
            {c.resettled_at === null
              ? 'bets still being settled again'
              : `${c.resettled} bet${c.resettled === 1 ? '' : 's'} settled again`}
            {c.held.length > 0 && `, ${c.held.length} left as they were`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Results a trader set, held against the feed: what the feed asked since, and Lift. */
export function ResultLocks() {
  const list = useQuery({
    queryKey: ['bo', 'trading', 'result-locks'],
    queryFn: () => boRequest(boEndpoints.tradingResultLocks),
  });
  const results = (r: Record<string, string | null>) =>
    Object.entries(r)
      .map(([k, v]) => `${k} ${v ?? 'open'}`)
      .join(', ');
  return (
    <LiftList
      label="Result locks"
      title="Results held against the feed"
      empty="No result is held."
      items={list.data?.items ?? []}
      failed="The lock was not lifted"
      lift={(l) =>
        boRequest(boEndpoints.tradingLiftResultLock, {
          params: { id: String(l.id) },
          body: { reason: 'Lifted from the trading page' },
        })
      }
      describe={(l) => (
        <>
          <strong>{l.label}</strong>: {results(l.results)}
          {l.feed_results &&
            ` — the feed asked ${results(l.feed_results)} (${l.feed_attempts} time${l.feed_attempts === 1 ? '' : 's'})`}
        </>
      )}
    />
  );
}
