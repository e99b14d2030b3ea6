import type { OutcomeResult } from '@shangwe/contract';
import type { FinalState, MarketDef } from '../feed/market-definitions';
import type { MatchModel } from '../feed/odds-feed';
import {
  goalsDistributions,
  pointsDistributions,
  priceMarkets,
  type PricedMarket,
} from '../feed/pricing';
import type { SportDef } from '../feed/reference-data';
import { setsDistribution } from '../feed/sets-distribution';
import type { LiveState } from './match-timeline';

/** Prices every market of a live match from its score and the time (or points) left. */
export function priceLive(
  sport: SportDef,
  model: MatchModel,
  state: LiveState,
  defs: readonly MarketDef[],
): PricedMarket[] {
  if (model.family === 'goals') {
    return priceMarkets(
      defs,
      goalsDistributions({
        lh: model.lh,
        la: model.la,
        score: state.score,
        htScore: state.htScore,
        played: state.played,
      }),
    );
  }
  if (model.family === 'points') {
    return priceMarkets(
      defs,
      pointsDistributions({
        mh: model.mh,
        ma: model.ma,
        sd: model.sd,
        score: state.score,
        htScore: state.htScore,
        played: state.played,
      }),
    );
  }
  return priceMarkets(defs, setsDistribution(sport.sets!, state.sets!, model.p));
}

/** The final state markets settle on. */
export function finalStateOf(state: LiveState): FinalState {
  if (state.sets) {
    return {
      ft: [state.sets.sets[0], state.sets.sets[1]],
      ht: [state.sets.sets[0], state.sets.sets[1]],
      setScores: state.sets.setScores,
    };
  }
  return { ft: state.score, ht: state.htScore ?? state.score };
}

/** Results of every outcome of every market, in definition order. */
export function resultsOf(defs: readonly MarketDef[], final: FinalState): OutcomeResult[][] {
  return defs.map((def) => def.outcomes.map((o) => o.settle(final)));
}
