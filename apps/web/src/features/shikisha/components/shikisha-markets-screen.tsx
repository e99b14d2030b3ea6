import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { Market, MatchSummary, Odd } from '@shangwe/contract';
import { MESSAGES, shikishaOtherMatch } from '@shangwe/domain';
import { EmptyState } from '../../../components/ui/empty-state';
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
import { ShikishaSlip } from './shikisha-slip';
import './shikisha.css';

export const SHIKISHA_MATCH_GONE = 'This match no longer offers bet building.';

/** The market's name with its line ('Total 2.5' of line 'total=2.5'), as a leg names it. */
export function marketTitle(market: Pick<Market, 'name' | 'special_bet_value'>): string {
  const line = market.special_bet_value.split('=').pop() ?? '';
  return line && !market.name.includes(line) ? `${market.name} ${line}` : market.name;
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
  return (
    <OddsButton
      oddValue={odd.odd_value}
      label={odd.display}
      selected={selected}
      locked={isMarketLocked(match, market)}
      onPick={() => pickOutcome(match, market, odd)}
      ariaLabel={`${marketTitle(market)} ${odd.display} ${odd.odd_value}`}
    />
  );
}

function MarketBlock({ match, market }: { match: MatchSummary; market: Market }) {
  return (
    <div className="shk-market" data-testid="shikisha-market">
      <h3 className="shk-market__name">{marketTitle(market)}</h3>
      <div className="shk-market__odds">
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

/** The sticky bar: how many picks and their combined price, a tap away from the slip. */
function SummaryBar({ onOpen }: { onOpen: () => void }) {
  const { view } = useShikishaSlip();
  if (view.pickCount === 0) return null;
  return (
    <div className="shk-summary" role="status" data-testid="shikisha-summary">
      <span className="shk-summary__count">
        {view.pickCount} {view.pickCount === 1 ? 'pick' : 'picks'}
      </span>
      <span className="shk-summary__odds">
        Total Odds <strong data-testid="shikisha-summary-odds">{view.totalOddsText}</strong>
      </span>
      <button type="button" className="shk-button" onClick={onOpen}>
        View slip
      </button>
      {view.refusal && <span className="shk-summary__refusal">{view.refusal}</span>}
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
  const { data, isLoading, isError, refetch } = useShikishaMarkets(id);
  const slipRef = useRef<HTMLDivElement>(null);
  const match = data?.data;

  return (
    <section className="shk-screen shk-builder" data-testid="shikisha-markets-screen">
      <Link className="shk-back" to={shikishaPath(config.shikishaName)}>
        ‹ {config.shikishaName}
      </Link>
      {isLoading ? (
        <Skeleton rows={6} height={88} />
      ) : isError || !match ? (
        <EmptyState
          message={isError ? undefined : SHIKISHA_MATCH_GONE}
          action={
            <button type="button" className="shk-button" onClick={() => void refetch()}>
              Refresh
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
              {match.live ? 'Live' : formatKickOff(match.start_time, zone)} · {match.category} ·{' '}
              {match.competition_name}
            </p>
          </header>
          {match.groups.map((group) => (
            <section key={group.name} className="shk-markets" aria-label={group.name}>
              <h2 className="shk-markets__title">{group.name}</h2>
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
            aria-label={`${config.shikishaName} slip`}
          >
            <h2 className="shk-markets__title">Your {config.shikishaName}</h2>
            <ShikishaSlip />
          </div>
          <SummaryBar onOpen={() => slipRef.current?.scrollIntoView({ behavior: 'smooth' })} />
        </>
      )}
    </section>
  );
}
