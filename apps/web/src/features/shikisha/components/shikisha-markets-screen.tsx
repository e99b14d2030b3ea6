import { useRef } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import type { Market, MatchSummary, Odd } from '@shangwe/contract';
import { MESSAGES, shikishaOtherMatch } from '@shangwe/domain';
import { EmptyState } from '../../../components/ui/empty-state';
import { hasErrorCode } from '../../../lib/api-client';
import { formatClock, useLiveClock, useObservedClockRate } from '../../../lib/live-clock';
import { OddsButton } from '../../../components/ui/odds-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBetslipStore, useIsPicked } from '../../../shared/betslip-store';
import { useCountryConfig } from '../../../shared/country-store';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { notify } from '../../../shared/notice-store';
import { isMarketLocked, toBetslipPick } from '../../../shared/slip-picks';
import { useShikishaMarkets } from '../api/get-shikisha-markets';
import { useShikishaSlip } from '../hooks/use-shikisha-slip';
import { shikishaPath } from '../shikisha-paths';
import { listsOutcomes, shikishaOutcome } from './shikisha-outcomes';
import { ShikishaSlip } from './shikisha-slip';
import './shikisha.css';
import { msg, t, tAny } from '../../../lib/i18n';

export const SHIKISHA_MATCH_GONE = msg('This match no longer offers bet building.');

/** The market's name with its line ('Total 2.5' of line 'total=2.5'), as a leg names it. */
export function marketTitle(market: Pick<Market, 'name' | 'special_bet_value'>): string {
  const line = market.special_bet_value.split('=').pop() ?? '';
  return line && !market.name.includes(line) ? `${market.name} ${line}` : market.name;
}

/** {@link marketTitle} in the bettor's language (the slip keeps the English one). */
function shownMarketTitle(market: Pick<Market, 'name' | 'special_bet_value'>): string {
  const line = market.special_bet_value.split('=').pop() ?? '';
  const name = tAny(market.name);
  return line && !market.name.includes(line) ? `${name} ${line}` : name;
}

/**
 * Picks on the builder go to the Shikisha slip, one per market line (another outcome of the
 * same line replaces it; the same one again removes it). A bet builds ONE match.
 */
function pickOutcome(match: MatchSummary, market: Market, odd: Odd) {
  const store = useBetslipStore.getState();
  const pick = { ...toBetslipPick(match, market, odd), market_name: marketTitle(market) };
  if (shikishaOtherMatch([...store.slips.shikisha, pick])) {
    notify({ type: 'warning', message: MESSAGES.shikishaOneMatch });
    return;
  }
  const result = store.addPick('shikisha', pick);
  if (!result.ok) notify({ type: 'warning', message: result.message });
}

function OutcomeButton({ match, market, odd }: { match: MatchSummary; market: Market; odd: Odd }) {
  const selected = useIsPicked(
    'shikisha',
    match.parent_match_id,
    market.sub_type_id,
    odd.odd_key,
    odd.special_bet_value,
  );
  const { key, name } = shikishaOutcome(market, odd);
  return (
    <OddsButton
      oddValue={odd.odd_value}
      label={key ?? undefined}
      detail={tAny(name)}
      selected={selected}
      locked={isMarketLocked(match, market)}
      onPick={() => pickOutcome(match, market, odd)}
      ariaLabel={`${shownMarketTitle(market)} ${key ? `${key} ` : ''}${tAny(name)} ${odd.odd_value}`}
      className="shk-odd"
    />
  );
}

function MarketBlock({ match, market }: { match: MatchSummary; market: Market }) {
  const classes = ['shk-market__odds'];
  if (listsOutcomes(market)) classes.push('shk-market__odds--list');
  if (market.odds.some((odd) => shikishaOutcome(market, odd).key)) {
    classes.push('shk-market__odds--keyed');
  }
  return (
    <div className="shk-market" data-testid="shikisha-market">
      <h3 className="shk-market__name">{shownMarketTitle(market)}</h3>
      <div className={classes.join(' ')}>
        {market.odds.map((odd) => (
          <OutcomeButton
            key={`${odd.odd_key}|${odd.special_bet_value}`}
            match={match}
            market={market}
            odd={odd}
          />
        ))}
      </div>
    </div>
  );
}

/** A live match's state in the header: 'Live 2nd half 60:07 · 0-1', the clock ticking. */
function LiveState({ match }: { match: MatchSummary }) {
  const rate = useObservedClockRate(match.clock_seconds, match.clock_running);
  const seconds = useLiveClock({
    seconds: match.match_time === null && !match.clock_running ? null : match.clock_seconds,
    running: match.clock_running,
    rate,
  });
  return (
    <span className="shk-live-state" data-testid="shikisha-live-state">
      <span className="shk-live">{t('Live')}</span> {tAny(match.period)}
      {seconds !== null ? ` ${formatClock(seconds)}` : ''}
      {match.score ? ` · ${match.score.home}-${match.score.away}` : ''}
    </span>
  );
}

/** The sticky bar: how many picks and their combined price, a tap away from the slip. */
function SummaryBar({ onOpen }: { onOpen: () => void }) {
  const { view } = useShikishaSlip();
  if (view.pickCount === 0) return null;
  return (
    <div className="shk-summary" role="status" data-testid="shikisha-summary">
      <span className="shk-summary__count">
        {view.pickCount === 1 ? t('1 pick') : t('{count} picks', { count: view.pickCount })}
      </span>
      <span className="shk-summary__odds">
        {t('Total Odds')} <strong data-testid="shikisha-summary-odds">{view.totalOddsText}</strong>
      </span>
      <button type="button" className="shk-button" onClick={onOpen}>
        {t('View slip')}
      </button>
      {view.refusal && <span className="shk-summary__refusal">{tAny(view.refusal)}</span>}
    </div>
  );
}

/**
 * `/{shikishaName}/markets/{parentMatchId}` (spec 02 §2.3): the match's markets grouped for
 * building, picks toggled, a sticky summary with the combined price, and the slip.
 */
export function ShikishaMarketsScreen() {
  const { parentMatchId } = useParams();
  const id = Number(parentMatchId);
  const config = useCountryConfig();
  const zone = useMatchTimeZone();
  const { data, isLoading, isError, error, refetch } = useShikishaMarkets(id);
  // A match that ended (or never offered it) is gone, not an error to retry.
  const gone = hasErrorCode(error, 'MATCH_NOT_FOUND');
  const slipRef = useRef<HTMLDivElement>(null);
  const match = data?.data;

  return (
    <section className="shk-screen shk-builder" data-testid="shikisha-markets-screen">
      <Link className="shk-back" to={shikishaPath(config.shikishaName)}>
        ‹ {config.shikishaName}
      </Link>
      {isLoading ? (
        <Skeleton rows={6} height={88} />
      ) : gone ? (
        <EmptyState
          message={SHIKISHA_MATCH_GONE}
          action={
            <Link className="shk-button" to={shikishaPath(config.shikishaName)}>
              {t('Other {product} matches', { product: config.shikishaName })}
            </Link>
          }
        />
      ) : isError || !match ? (
        <EmptyState
          message={isError ? undefined : SHIKISHA_MATCH_GONE}
          action={
            <button type="button" className="shk-button" onClick={() => void refetch()}>
              {t('Refresh')}
            </button>
          }
        />
      ) : (
        <>
          <header className="shk-builder__header">
            <h1 className="shk-builder__teams">
              {match.home_team} v {match.away_team}
            </h1>
            <p className="shk-builder__meta">
              {match.live ? <LiveState match={match} /> : formatKickOff(match.start_time, zone)} ·{' '}
              {match.category} · {match.competition_name}
            </p>
          </header>
          {match.groups.map((group) => (
            <section key={group.name} className="shk-markets" aria-label={tAny(group.name)}>
              <h2 className="shk-markets__title">{tAny(group.name)}</h2>
              {group.markets.map((market) => (
                <MarketBlock
                  key={`${market.sub_type_id}|${market.special_bet_value}`}
                  match={match}
                  market={market}
                />
              ))}
            </section>
          ))}
          <div
            ref={slipRef}
            className="shk-builder__slip"
            aria-label={t('{product} slip', { product: config.shikishaName })}
          >
            <h2 className="shk-markets__title">
              {t('Your {product}', { product: config.shikishaName })}
            </h2>
            <ShikishaSlip />
          </div>
          <SummaryBar onOpen={() => slipRef.current?.scrollIntoView({ behavior: 'smooth' })} />
        </>
      )}
    </section>
  );
}
