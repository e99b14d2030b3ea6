import type { CountryConfig } from '../countries/country-config';
import { MESSAGES } from '../validation/messages';

/** The separate slips of spec 01 §3. */
export type SlipKind =
  'main' | 'boosted' | 'shikisha' | 'virtual' | 'jackpot' | 'jackpot20M' | 'freeJackpot';

/** Every slip kind. */
export const SLIP_KINDS: readonly SlipKind[] = [
  'main',
  'boosted',
  'shikisha',
  'virtual',
  'jackpot',
  'jackpot20M',
  'freeJackpot',
];

/** Jackpot types and the number of matches their slip holds (spec 01 §3, §9). */
export type JackpotType = 'grand' | 'midweek' | 'bingwa' | '20M';

/**
 * How picks of a slip are keyed, which decides replace and toggle:
 * - 'match': one pick per match (choosing another odd of the match replaces the earlier);
 * - 'market': one pick per market of a match (shikisha builds several markets of one match);
 * - 'outcome': several outcomes per match may be ticked (jackpot double chances).
 */
export type PickKeying = 'match' | 'market' | 'outcome';

/** The rules of one slip kind. */
export interface SlipRules {
  kind: SlipKind;
  keying: PickKeying;
  /** Largest number of picks ('picks') or of distinct matches ('matches'). */
  capacity: number;
  capacityUnit: 'picks' | 'matches';
  /** Smallest number of picks a bet needs. */
  minPicks: number;
  /** The spec's text when the slip is full. */
  fullMessage: string;
}

const JACKPOT_CAPACITY: Readonly<Record<JackpotType, number>> = {
  grand: 13,
  midweek: 13,
  bingwa: 5,
  '20M': 17,
};

/**
 * The rules of a slip kind (spec 01 §3, §8, §9): main 40 (lowered to the country's
 * maximumSportsBookBets when that is smaller), boosted 30, shikisha 30 with at least 2 picks,
 * virtual 40 (the spec gives no cap; ours follows main), jackpot 13 matches (bingwa 5), 20M
 * jackpot 17 matches, free jackpot 13 matches with one outcome per match.
 */
export function slipRules(
  kind: SlipKind,
  options: {
    config?: Pick<CountryConfig, 'maximumSportsBookBets'>;
    jackpotType?: JackpotType;
  } = {},
): SlipRules {
  switch (kind) {
    case 'main': {
      const capacity = Math.min(40, options.config?.maximumSportsBookBets ?? 40);
      return picks(kind, 'match', capacity, 1);
    }
    case 'boosted':
      return picks(kind, 'match', 30, 1);
    case 'shikisha':
      return picks(kind, 'market', 30, 2);
    case 'virtual':
      return picks(kind, 'match', 40, 1);
    case 'jackpot':
      return matches(kind, 'outcome', JACKPOT_CAPACITY[options.jackpotType ?? 'grand']);
    case 'jackpot20M':
      return matches(kind, 'outcome', JACKPOT_CAPACITY['20M']);
    case 'freeJackpot':
      return matches(kind, 'match', JACKPOT_CAPACITY[options.jackpotType ?? 'grand']);
  }
}

function picks(kind: SlipKind, keying: PickKeying, capacity: number, minPicks: number): SlipRules {
  return {
    kind,
    keying,
    capacity,
    capacityUnit: 'picks',
    minPicks,
    fullMessage: MESSAGES.betslipFull(capacity),
  };
}

function matches(kind: SlipKind, keying: PickKeying, capacity: number): SlipRules {
  return {
    kind,
    keying,
    capacity,
    capacityUnit: 'matches',
    minPicks: 1,
    fullMessage: MESSAGES.jackpotFull(capacity),
  };
}
