import type { JackpotEvent, JackpotKind } from '@shangwe/contract';
import {
  JACKPOT_PRODUCTS,
  judgeJackpotEntry,
  lineCount,
  quoteSababisha,
  quoteSlip,
  toCents,
  toMajor,
  type Cents,
  type CountryConfig,
  type JackpotPick,
  type SababishaQuote,
  type SlipQuote,
} from '@shangwe/domain';
import { msg } from '../../../lib/i18n';
import type { JackpotSlip } from '../../../shared/jackpot-slip-store';
import type { SlipMatch } from '../api/place-jackpot';

/** The fixed-odds products: a price per outcome, a stake the bettor types. */
export const isFixedOdds = (kind: JackpotKind) => kind === 'sababisha' || kind === 'boosted';

/** One outcome per match (free jackpot, split pot, boosted): a new pick replaces the old. */
export const takesOneOutcome = (kind: JackpotKind) => !JACKPOT_PRODUCTS[kind].multipleOutcomes;

/** The picks of the slip in the event's match order, each with its price where the event has one. */
export function slipMatches(event: JackpotEvent, slip: JackpotSlip): SlipMatch[] {
  return event.matches.flatMap((m) => {
    const odds = slip.picks[String(m.parent_match_id)];
    if (!odds || odds.length === 0) return [];
    const price = m.odds.find((o) => o.odd_key === odds[0])?.odd_value;
    return [{ parent_match_id: m.parent_match_id, odds, odd_value: price }];
  });
}

/** Everything the slip shows, computed by the domain's rules (never re-derived here). */
export interface JackpotSlipView {
  matches: SlipMatch[];
  picked: number;
  /** Lines bought (pool events, Sababisha); 1 on a boosted accumulator. */
  lines: number;
  /** What the bettor pays, major units. */
  stake: number;
  /** The first rule the slip breaks now (shown, and the place button refuses), or null. */
  refusal: string | null;
  sababisha: SababishaQuote | null;
  boosted: SlipQuote | null;
}

const major = (c: number) => toMajor(c as Cents);

/** Default Sababisha and boosted amount before the bettor types one. */
export const DEFAULT_FIXED_STAKE = 100;

/**
 * The slip of an event: lines = product of the outcomes picked per match, pool stake = lines ×
 * stake per line (in cents), Sababisha's split of the stake across its lines with the best and
 * worst payout, the boosted accumulator's quote at the boosted prices.
 */
export function jackpotSlipView(
  event: JackpotEvent,
  slip: JackpotSlip,
  config: CountryConfig,
): JackpotSlipView {
  const matches = slipMatches(event, slip);
  const picks = matches.map((m) => m.odds);
  const rule = {
    maxSelections: event.max_selections,
    multipleOutcomes: JACKPOT_PRODUCTS[event.kind].multipleOutcomes,
  };
  const judged = judgeJackpotEntry(
    rule,
    event.matches.map((m) => m.parent_match_id),
    matches.map((m) => ({ parent_match_id: m.parent_match_id, odds: m.odds })),
    { everyMatch: event.kind !== 'boosted' },
  );
  const base = { matches, picked: matches.length, sababisha: null, boosted: null };

  if (event.kind === 'boosted') {
    const stake = slip.stake ?? DEFAULT_FIXED_STAKE;
    const quote = quoteSlip(
      {
        kind: 'boosted',
        picks: matches.map((m) => ({ odd_value: m.odd_value ?? 0, live: false })),
        stake,
        loggedIn: true,
      },
      config,
    );
    const refusal =
      matches.length === 0
        ? msg('Pick at least one match')
        : (judged?.message ?? quote.failures[0]?.message ?? null);
    return { ...base, lines: matches.length ? 1 : 0, stake: quote.stake, refusal, boosted: quote };
  }

  if (event.kind === 'sababisha') {
    const stake = slip.stake ?? DEFAULT_FIXED_STAKE;
    const prices = event.matches.flatMap((m) => {
      const picked = slip.picks[String(m.parent_match_id)];
      if (!picked?.length) return [];
      return [picked.map((p) => m.odds.find((o) => o.odd_key === p)?.odd_value ?? 0)];
    });
    const quote = quoteSababisha(prices, toCents(stake), toCents(config.minimumBetAmount));
    const refusal =
      judged?.message ??
      (quote ? null : msg('Increase your stake: each line needs at least the minimum stake'));
    return {
      ...base,
      lines: lineCount(picks),
      stake: quote ? major(quote.stakeCents) : stake,
      refusal,
      sababisha: quote,
    };
  }

  const lines = lineCount(picks);
  const stakeCents = lines * toCents(event.stake_per_line);
  return { ...base, lines, stake: major(stakeCents), refusal: judged?.message ?? null };
}

/** The outcomes of one match in the slip. */
export function picksOf(slip: JackpotSlip, parentMatchId: number): readonly JackpotPick[] {
  return slip.picks[String(parentMatchId)] ?? [];
}
