import { betSelectionCodes } from '@shangwe/contract';
import {
  checkSlipPicks,
  MESSAGES,
  shikishaOtherMatch,
  slipRules,
  type ValidationFailure,
} from '@shangwe/domain';
import type { FoundSelection, PickKey } from '../catalog/current-picks';
import { pickProblem, problemMessage } from '../catalog/current-picks';
import type { SelectionLookup } from '../catalog/selection-lookup';
import type { GoalsLiveState } from '../feed/pricing';
import { badRequest } from '../platform/errors';
import { modelDistributions, quoteCombination, type ShikishaLeg } from './joint-price';
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
  /** The combined price (2 decimals, margin in, capped by the sportsbook, clamped). */
  totalOdd: number;
  probability: number;
  live: boolean;
  /** The model state it was priced in: stored with the bet, re-priced from at settlement. */
  state: GoalsLiveState;
  selections: FoundSelection[];
  legs: ShikishaLeg[];
}

const pickName = (sel: FoundSelection) => `${sel.market_name} ${sel.display}`.trim();

/** Names joined as the bettor reads them: 'A', 'A and B', 'A, B and C'. */
const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Each pick's market and outcome in the match's buildable markets (null: not buildable). */
export function legsOf(
  match: ShikishaMatch,
  picks: readonly ShikishaPickRef[],
): { legs: ShikishaLeg[] } | { missing: number } {
  const legs: ShikishaLeg[] = [];
  for (const [i, p] of picks.entries()) {
    const def = match.buildable.get(lineKey(p.sub_type_id, p.special_bet_value));
    const outcome = def?.outcomes.findIndex((o) => o.odd_key === p.bet_pick) ?? -1;
    if (!def || outcome < 0) return { missing: i };
    legs.push({ def, outcome });
  }
  return { legs };
}

/**
 * Prices picks of one match as ONE event: the probability that every pick wins under the
 * match's distribution of (half-time, full-time) scores — prematch, or in play given the
 * score and minute when the match is live — with the combination's margin, never above the
 * sportsbook's price of the same event. Refuses picks the catalog no longer offers, markets
 * that cannot be built, contradictions and redundant picks (naming them) and near certainties.
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
  const built = legsOf(match, picks);
  if ('missing' in built) {
    return badRequest(
      `${pickName(found[built.missing]!)} cannot be combined in a Shikisha bet`,
      'SHIKISHA_MARKET_NOT_BUILDABLE',
    );
  }
  const live = found.some((sel) => sel.live);
  const state = live ? liveState(match, now, clock) : prematchState(match);
  return priceFromState(match, state, built.legs, found, live);
}

/** The joint price in a given model state (quote, placement and the live decision). */
export function priceFromState(
  match: ShikishaMatch,
  state: GoalsLiveState,
  legs: ShikishaLeg[],
  selections: FoundSelection[],
  live: boolean,
): PricedCombination | Error {
  // quoteCombination prices through shikishaPrice's formula (combinationOdd) and adds the refusals.
  const quoted = quoteCombination(modelDistributions(state), legs, match.buildable.values());
  if ('refused' in quoted) {
    if (quoted.refused === 'near_certain') {
      return badRequest(MESSAGES.shikishaNearCertain, 'SHIKISHA_NEAR_CERTAIN');
    }
    if (quoted.refused === 'redundant') {
      return badRequest(
        MESSAGES.shikishaRedundant(
          pickName(selections[quoted.pick]!),
          listOf(quoted.impliedBy.map((i) => pickName(selections[i]!))),
        ),
        'SHIKISHA_REDUNDANT_PICK',
      );
    }
    const pair = quoted.pair;
    const names = pair
      ? [pickName(selections[pair[0]]!), pickName(selections[pair[1]]!)]
      : [selections.map(pickName).slice(0, -1).join(', '), pickName(selections.at(-1)!)];
    return badRequest(
      MESSAGES.shikishaContradictory(names[0]!, names[1]!),
      'SHIKISHA_CONTRADICTORY',
    );
  }
  return {
    totalOdd: quoted.odd,
    probability: quoted.probability,
    live,
    state,
    selections,
    legs,
  };
}
