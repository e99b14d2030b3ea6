import type { CountryConfig } from '../countries/country-config';
import { checkPromoOptIn, type PromoForOptIn } from '../validation/promo';
import { MESSAGES } from '../validation/messages';
import { OFFER_MESSAGES } from './offer-messages';
import { promoDaysText, runsOnDay } from './promo-schedule';

/**
 * Promotions (spec 01 §3 'Promo', §5 promo opt-in; spec 02 §3.8, §4.7): a bettor opts in from
 * the slip, one promo per bet, when all its rules hold; the promo is opted out after the bet;
 * its award is paid when its condition (`award_on`) is met.
 */

/** A promo as the rules read it. */
export interface PromoTerms extends PromoForOptIn {
  start_time: string | Date;
  end_time: string | Date;
  status: 'active' | (string & {});
  /** ISO weekdays it runs on, in the country's time zone (1 Monday … 7 Sunday); none: every day. */
  schedule_days?: readonly number[] | null;
}

/** When a promo's award is due: when the opted-in bet is placed, or once it is won or lost. */
export type PromoAwardOn = 'placed' | 'won' | 'lost';

/** A promo refusal: a code of the API's registry and the bettor's words. */
export interface PromoProblem {
  code:
    | 'PROMO_NOT_STARTED'
    | 'PROMO_EXPIRED'
    | 'PROMO_NOT_TODAY'
    | 'PROMO_ONLY_ONE'
    | 'PROMO_MIN_STAKE'
    | 'PROMO_MIN_ODDS'
    | 'PROMO_MIN_PICKS'
    | 'FREEBET_WITH_PROMO';
  message: string;
}

const time = (t: string | Date) => (t instanceof Date ? t : new Date(t)).getTime();

/**
 * Why a promo cannot be opted in to now, or null: not started, ended or withdrawn, or not one
 * of its days in `timeZone` (the bettor's country's).
 */
export function promoTimeProblem(
  promo: PromoTerms,
  now: Date,
  timeZone: string,
): PromoProblem | null {
  const dates = promoDateProblem(promo, now);
  if (dates) return dates;
  if (!runsOnDay(promo.schedule_days, now, timeZone)) {
    return {
      code: 'PROMO_NOT_TODAY',
      message: OFFER_MESSAGES.promoNotToday(promo.promo_name, promoDaysText(promo.schedule_days)),
    };
  }
  return null;
}

/** Why a promo is not within its dates now (not started, ended or withdrawn), or null. */
export function promoDateProblem(promo: PromoTerms, now: Date): PromoProblem | null {
  if (promo.status !== 'active' || time(promo.end_time) <= now.getTime()) {
    return { code: 'PROMO_EXPIRED', message: OFFER_MESSAGES.promoEnded };
  }
  if (time(promo.start_time) > now.getTime()) {
    return { code: 'PROMO_NOT_STARTED', message: OFFER_MESSAGES.promoNotStarted };
  }
  return null;
}

/**
 * The promo ids a bet's `promo_id` names ('12', or a list '12,14' a client should never send:
 * only one opted-in promo per bet). Empty when none.
 */
export function promoIdsOf(promoId: string | null | undefined): number[] {
  if (promoId === null || promoId === undefined) return [];
  return promoId
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
}

/**
 * Every reason a bet cannot carry this promo: the promo not running, the slip breaking one of
 * its opt-in rules ('Increase your stake to {n} to opt in to {promo}'), or a free bet stake
 * (a free bet earns no promotion).
 */
export function checkPromoPlacement(
  promo: PromoTerms,
  slip: { stake: number; totalOdds: number; pickCount: number; freeBet: boolean },
  config: Pick<CountryConfig, 'currencySymbol' | 'locale' | 'timezone'>,
  now: Date,
): PromoProblem[] {
  const problems: PromoProblem[] = [];
  const timing = promoTimeProblem(promo, now, config.timezone);
  if (timing) problems.push(timing);
  if (slip.freeBet) {
    problems.push({ code: 'FREEBET_WITH_PROMO', message: OFFER_MESSAGES.freebetWithPromo });
  }
  for (const failure of checkPromoOptIn(promo, slip, config)) {
    problems.push({ code: failure.code as PromoProblem['code'], message: failure.message });
  }
  return problems;
}

/** The refusal of a bet naming more than one promo, or null. */
export function checkOnePromo(promoIds: readonly number[]): PromoProblem | null {
  return promoIds.length > 1 ? { code: 'PROMO_ONLY_ONE', message: MESSAGES.promoOnlyOne } : null;
}

/** True when a promo awarding on `awardOn` is due for a bet that reached `event`. */
export function promoAwardDue(
  awardOn: PromoAwardOn,
  event: 'placed' | 'won' | 'lost' | 'void',
): boolean {
  return awardOn === event;
}

/**
 * The bettor's stored opt-ins (`selected-optIn`) that still stand: a promo that ended, is no
 * longer listed, or was used by a bet (`opted_in` false on the server's list) is removed. An
 * opt-in stands across the days a promo does not run (the slip then does not offer it).
 */
export function keepSelectedOptIns<T extends { promo_id: number | string }>(
  selected: readonly T[],
  promos: readonly (PromoTerms & { opted_in?: boolean })[],
  now: Date,
): T[] {
  return selected.filter((s) => {
    const promo = promos.find((p) => String(p.promo_id) === String(s.promo_id));
    return promo !== undefined && promoDateProblem(promo, now) === null && promo.opted_in !== false;
  });
}
