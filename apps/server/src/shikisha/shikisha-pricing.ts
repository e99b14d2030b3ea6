import { betSelectionCodes } from '@shangwe/contract';
import {
  checkSlipPicks,
  MESSAGES,
  shikishaOtherMatch,
  slipRules,
  type ValidationFailure,
} from '@shangwe/domain';
import type { FoundSelection, PickKey } from '../betting/current-picks';
import { pickProblem, problemMessage } from '../betting/current-picks';
import type { SelectionLookup } from '../catalog/selection-lookup';
import type { MarketDef, Settle } from '../feed/market-definitions';
import type { GoalsLiveState } from '../feed/pricing';
import { badRequest } from '../platform/errors';
import { contradictingPair, jointDistribution, jointOdd, jointProbability } from './joint-price';
import { lineKey, liveState, prematchState, type ShikishaMatch } from './match-model';

/** A Shikisha pick as the slip names it. */
export interface ShikishaPickRef {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  bet_pick: string;
}

export const pickKeyOf = (p: ShikishaPickRef): PickKey => ({
  parent_match_id: p.parent_match_id,
  sub_type_id: p.sub_type_id,
  special_bet_value: p.special_bet_value,
  odd_key: p.bet_pick,
});

const failureError = (failure: ValidationFailure, markets: string[]): Error => {
  if (failure.code === 'DUPLICATE_PICK') {
    return badRequest(MESSAGES.shikishaOneMarket(markets.join(', ')), 'SHIKISHA_DUPLICATE_MARKET');
  }
  return badRequest(failure.message, failure.code);
};

/**
 * The domain's verdict on the picks alone (before any price): 2 to 30 picks, one match, one
 * pick per market line. null when they may be priced.
 */
export function judgeShikishaPicks(picks: readonly ShikishaPickRef[]): Error | null {
  const oneMatch = shikishaOtherMatch(picks);
  if (oneMatch) return badRequest(oneMatch, 'SHIKISHA_ONE_MATCH');
  const failures = checkSlipPicks(
    slipRules('shikisha'),
    picks.map((p) => ({
      parent_match_id: p.parent_match_id,
      sub_type_id: p.sub_type_id,
      odd: { odd_key: p.bet_pick, odd_value: 0, special_bet_value: p.special_bet_value },
    })),
  );
  const first = failures.find((f) => f.code === 'BETSLIP_FULL') ?? failures[0];
  if (!first) return null;
  const seen = new Set<string>();
  const twice = picks
    .filter((p) => {
      const key = lineKey(p.sub_type_id, p.special_bet_value);
      if (!seen.has(key)) {
        seen.add(key);
        return false;
      }
      return true;
    })
    .map((p) => `market ${p.sub_type_id}${p.special_bet_value ? ` ${p.special_bet_value}` : ''}`);
  return failureError(first, twice);
}

/** A combination priced from the match model. */
export interface PricedCombination {
  /** The combined price (2 decimals, margin in, clamped). */
  totalOdd: number;
  probability: number;
  live: boolean;
  /** The model state it was priced in: stored with the bet, re-priced from at settlement. */
  state: GoalsLiveState;
  selections: FoundSelection[];
  defs: MarketDef[];
}

const pickName = (sel: FoundSelection) => `${sel.market_name} ${sel.display}`.trim();

/** The settle function of each pick, from its market definition (null: not buildable). */
export function settlesOf(
  match: ShikishaMatch,
  picks: readonly ShikishaPickRef[],
): { defs: MarketDef[]; settles: Settle[] } | { missing: number } {
  const defs: MarketDef[] = [];
  const settles: Settle[] = [];
  for (const [i, p] of picks.entries()) {
    const def = match.buildable.get(lineKey(p.sub_type_id, p.special_bet_value));
    const outcome = def?.outcomes.find((o) => o.odd_key === p.bet_pick);
    if (!def || !outcome) return { missing: i };
    defs.push(def);
    settles.push(outcome.settle);
  }
  return { defs, settles };
}

/**
 * Prices picks of one match as ONE event: the probability that every pick wins under the
 * match's distribution of (half-time, full-time) scores — prematch, or in play given the
 * score and minute when the match is live — with the Shikisha margin. Refuses picks the
 * catalog no longer offers, markets that cannot be built, contradictions (naming the picks)
 * and near certainties.
 */
export function priceCombination(
  match: ShikishaMatch | null,
  picks: readonly ShikishaPickRef[],
  selections: readonly SelectionLookup[],
  now: Date,
  clock: { seed: number; timeScale: number },
): PricedCombination | Error {
  const found: FoundSelection[] = [];
  for (const [i, sel] of selections.entries()) {
    const problem = pickProblem(sel, sel.found && sel.live);
    if (problem !== null) {
      return badRequest(problemMessage(problem, sel), betSelectionCodes[problem], {
        parent_match_id: picks[i]!.parent_match_id,
      });
    }
    found.push(sel as FoundSelection);
  }
  if (!match) return badRequest('Shikisha is not offered on this match', 'SHIKISHA_NOT_OFFERED');
  const built = settlesOf(match, picks);
  if ('missing' in built) {
    return badRequest(
      `${pickName(found[built.missing]!)} cannot be combined in a Shikisha bet`,
      'SHIKISHA_MARKET_NOT_BUILDABLE',
    );
  }
  const live = found.some((sel) => sel.live);
  const state = live ? liveState(match, now, clock) : prematchState(match);
  return priceFromState(state, built.settles, found, built.defs, live);
}

/** The joint price in a given model state (placement, cash-out and the settler's re-price). */
export function priceFromState(
  state: GoalsLiveState,
  settles: readonly Settle[],
  selections: FoundSelection[],
  defs: MarketDef[],
  live: boolean,
): PricedCombination | Error {
  const dist = jointDistribution(state);
  const probability = jointProbability(dist, settles);
  const odd = jointOdd(probability);
  if ('refused' in odd) {
    if (odd.refused === 'near_certain') {
      return badRequest(MESSAGES.shikishaNearCertain, 'SHIKISHA_NEAR_CERTAIN');
    }
    const pair = contradictingPair(dist, settles);
    const names = pair
      ? [pickName(selections[pair[0]]!), pickName(selections[pair[1]]!)]
      : [selections.map(pickName).slice(0, -1).join(', '), pickName(selections.at(-1)!)];
    return badRequest(
      MESSAGES.shikishaContradictory(names[0]!, names[1]!),
      'SHIKISHA_CONTRADICTORY',
    );
  }
  return { totalOdd: odd.odd, probability, live, state, selections, defs };
}
