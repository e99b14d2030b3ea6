import type { CountryConfig } from '../countries/country-config';
import { quoteSlip, type QuoteKind, type SlipQuote } from '../quote/quote-slip';
import type { WinBoostRule } from '../bonus/hints';
import { checkSlipPicks, slipFailures } from './operations';
import type { PickCore } from './pick';
import { slipRules, type JackpotType, type SlipKind } from './slip-kinds';

/** The quote kind of a slip kind; null for jackpots (fixed stake, prize pool, no odds payout). */
export function quoteKindOf(kind: SlipKind): QuoteKind | null {
  switch (kind) {
    case 'main':
      return 'normal';
    case 'boosted':
    case 'shikisha':
    case 'virtual':
      return kind;
    default:
      return null;
  }
}

/** What {@link quoteBetslip} needs besides the picks. */
export interface BetslipQuoteOptions {
  stake: unknown;
  loggedIn: boolean;
  now: Date;
  freebet?: { amount: number; minOdd?: number | null } | null;
  winBoostRule?: WinBoostRule;
  jackpotType?: JackpotType;
}

/**
 * The quote of a betslip as held by the web store or rebuilt by the server from a placement
 * payload: {@link quoteSlip} plus the slip's own failures (invalid picks, changed odds, two
 * picks in one slot, over capacity). Throws for jackpot slips, which have no odds payout.
 */
export function quoteBetslip(
  kind: SlipKind,
  picks: readonly PickCore[],
  options: BetslipQuoteOptions,
  config: CountryConfig,
): SlipQuote {
  const quoteKind = quoteKindOf(kind);
  if (!quoteKind) throw new RangeError(`The ${kind} slip has no odds-based quote`);
  const rules = slipRules(kind, { config, jackpotType: options.jackpotType });
  const structural = checkSlipPicks(rules, picks).filter(
    (f) => f.code === 'DUPLICATE_PICK' || f.code === 'BETSLIP_FULL',
  );
  return quoteSlip(
    {
      kind: quoteKind,
      picks: picks.map((p) => ({ odd_value: p.odd.odd_value, live: p.live })),
      stake: options.stake,
      loggedIn: options.loggedIn,
      freebet: options.freebet ?? null,
      winBoostRule: options.winBoostRule,
      slipFailures: [...structural, ...slipFailures(picks, options.now)],
    },
    config,
  );
}
