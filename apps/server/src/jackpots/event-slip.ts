import type { JackpotKind, JackpotSelectedOdds } from '@shangwe/contract';
import {
  countryName,
  isCountryCode,
  JACKPOT_PRODUCTS,
  judgeJackpotEntry,
  lineCount,
  MAX_LINES_PER_ENTRY,
  normalisePicks,
  type JackpotPick,
} from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { refusal, type Refusal } from '../wagers/wager-product';
import { eventMatches, findEvent, type EventMatchRow, type EventRow } from './jackpot-repository';

/** An event's slip judged by the domain: the picks per match in the event's order. */
export interface JudgedSlip {
  event: EventRow;
  matches: EventMatchRow[];
  picks: JackpotPick[][];
  lines: number;
}

/**
 * The refusal of an event of another country than the bettor's: it is staked, pooled and paid
 * in its own currency, which is not the bettor's wallet's.
 */
export function otherCountryRefusal(
  event: Pick<EventRow, 'country' | 'currency'>,
  bettorCountry: string,
): Refusal | null {
  if (event.country === bettorCountry) return null;
  const where = isCountryCode(event.country) ? ` in ${countryName(event.country)}` : '';
  return refusal(
    'jackpot_other_country',
    'JACKPOT_OTHER_COUNTRY',
    `This jackpot is played${where} in ${event.currency}. Choose one of your country's jackpots: they are played in your own currency.`,
  );
}

/**
 * Reads the event and judges a slip against it, on the server's clock: an unknown event (or
 * one of another country or product), a closed one (its first kick-off passed, or any match started), then
 * the domain's slip rules (limits with the spec's texts, every match, one line where required).
 */
export async function judgeEventSlip(
  db: Queryable,
  eventId: number,
  bettorCountry: string,
  kinds: readonly JackpotKind[],
  selected: readonly JackpotSelectedOdds[],
  now: Date,
  options: { everyMatch: boolean } = { everyMatch: true },
): Promise<JudgedSlip | Refusal> {
  const event = await findEvent(db, eventId);
  if (!event) return refusal('jackpot_unknown', 'JACKPOT_EVENT_NOT_FOUND');
  const otherCountry = otherCountryRefusal(event, bettorCountry);
  if (otherCountry) return otherCountry;
  if (!kinds.includes(event.kind)) return refusal('jackpot_product', 'JACKPOT_WRONG_PRODUCT');
  const matches = await eventMatches(db, [event.id]);
  const started = matches.some((m) => m.status !== 'not_started' || m.start_time <= now);
  if (event.status !== 'open' || event.closes_at <= now || started) {
    return refusal('jackpot_closed', 'JACKPOT_CLOSED');
  }
  const rule = JACKPOT_PRODUCTS[event.kind];
  const wanted = selected.map((s) => ({
    parent_match_id: s.parent_match_id,
    odds: normalisePicks(s.odds),
  }));
  const refused = judgeJackpotEntry(
    rule,
    matches.map((m) => Number(m.parent_match_id)),
    wanted,
    options,
  );
  if (refused) return refusal(refused.code.toLowerCase(), refused.code, refused.message);
  const byMatch = new Map(wanted.map((w) => [w.parent_match_id, w.odds]));
  const included = matches.filter((m) => byMatch.has(Number(m.parent_match_id)));
  const picks = included.map((m) => byMatch.get(Number(m.parent_match_id))!);
  const lines = lineCount(picks);
  if (lines > MAX_LINES_PER_ENTRY) return refusal('jackpot_lines', 'JACKPOT_TOO_MANY_LINES');
  return { event, matches: included, picks, lines };
}
