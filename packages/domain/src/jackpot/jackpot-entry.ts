import { JACKPOT_MESSAGES, type JackpotProductRule } from './jackpot-products';
import type { JackpotPick } from './jackpot-lines';

/** Why a jackpot slip is refused (the contract's registry turns the code into an answer). */
export type JackpotEntryRefusal =
  | { code: 'JACKPOT_TOO_MANY_MATCHES'; message: string }
  | { code: 'JACKPOT_DUPLICATE_MATCH'; message: string }
  | { code: 'JACKPOT_MATCH_UNKNOWN'; message: string }
  | { code: 'JACKPOT_INCOMPLETE'; message: string }
  | { code: 'FREE_JACKPOT_ONE_LINE'; message: string }
  | { code: 'JACKPOT_TOO_MANY_LINES'; message: string };

/** Most lines one entry may buy: every match a triple on the 17-match jackpot stays far below. */
export const MAX_LINES_PER_ENTRY = 3 ** 17;

/**
 * Judges a jackpot-style slip against its event: at most `maxSelections` matches (the spec's
 * 'You can only select outcomes for a maximum of 13 matches' / '17 matches'), each match of the
 * event once, every match picked, a single outcome per match where the product takes one line.
 */
export function judgeJackpotEntry(
  rule: Pick<JackpotProductRule, 'maxSelections' | 'multipleOutcomes'>,
  eventMatchIds: readonly number[],
  selected: readonly { parent_match_id: number; odds: readonly JackpotPick[] }[],
  options: { everyMatch: boolean } = { everyMatch: true },
): JackpotEntryRefusal | null {
  if (selected.length > rule.maxSelections) {
    return {
      code: 'JACKPOT_TOO_MANY_MATCHES',
      message: JACKPOT_MESSAGES.maxMatches(rule.maxSelections),
    };
  }
  const seen = new Set<number>();
  for (const s of selected) {
    if (seen.has(s.parent_match_id)) {
      return { code: 'JACKPOT_DUPLICATE_MATCH', message: 'Each match can appear only once' };
    }
    seen.add(s.parent_match_id);
  }
  const inEvent = new Set(eventMatchIds);
  if (selected.some((s) => !inEvent.has(s.parent_match_id))) {
    return {
      code: 'JACKPOT_MATCH_UNKNOWN',
      message: 'A match of this entry is not in this jackpot',
    };
  }
  if (options.everyMatch && selected.length < eventMatchIds.length) {
    const missing = eventMatchIds.length - selected.length;
    return {
      code: 'JACKPOT_INCOMPLETE',
      message: `Pick at least one outcome for every match: ${missing} ${missing === 1 ? 'match is' : 'matches are'} still empty`,
    };
  }
  if (!rule.multipleOutcomes && selected.some((s) => new Set(s.odds).size > 1)) {
    return {
      code: 'FREE_JACKPOT_ONE_LINE',
      message: 'Pick exactly one outcome per match for this jackpot',
    };
  }
  return null;
}

/** The distinct outcomes of a match in 1, X, 2 order. */
export function normalisePicks(odds: readonly JackpotPick[]): JackpotPick[] {
  return (['1', 'X', '2'] as const).filter((o) => odds.includes(o));
}
