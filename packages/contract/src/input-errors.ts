import type { ErrorCode } from './error-codes';

/** What an unknown API path answers (404, code NOT_FOUND). */
export const NO_SUCH_CALL_MESSAGE = 'This page or call does not exist.';

/**
 * What a bettor reads when a link or page request carries a value the API cannot use and that
 * value is not the id of something (a page number, a filter): the schema's own wording names
 * fields, which a bettor must never see.
 */
export const INVALID_QUERY_MESSAGE =
  'This page could not be loaded. Please check the link and try again.';

/** The same for a form or betslip whose schema wording would name a field. */
export const INVALID_BODY_MESSAGE = 'Please check the details you entered';

/**
 * The not-found answer of a malformed id in a path or query, by route and field: an id that
 * cannot exist names nothing, so the bettor reads the same 'Bet not found' as for an id that does
 * not exist. A missing id, and fields not listed, get the 400 with product wording instead.
 */
export const MALFORMED_ID_ANSWERS: Readonly<Record<string, Readonly<Record<string, ErrorCode>>>> = {
  '/api/bet/:betId': { betId: 'BET_NOT_FOUND' },
  '/api/bet/short/:shortBetId': { shortBetId: 'BET_NOT_FOUND' },
  '/api/bet/ref/:ref': { ref: 'BET_NOT_FOUND' },
  '/api/v2/cashout/offer': { bet_id: 'BET_NOT_FOUND' },
  '/api/match': { parent_match_id: 'MATCH_NOT_FOUND' },
  '/api/live/match': { parent_match_id: 'MATCH_NOT_FOUND' },
  '/api/live/uo/match': { id: 'MATCH_NOT_FOUND' },
  '/api/betbuilder/markets': { parent_match_id: 'MATCH_NOT_FOUND' },
  '/api/betbuilder/matches': { id: 'SPORT_NOT_FOUND' },
  '/api/uo/sport': {
    id: 'SPORT_NOT_FOUND',
    category: 'CATEGORY_NOT_FOUND',
    competition: 'COMPETITION_NOT_FOUND',
  },
  '/api/uo/categories': { id: 'SPORT_NOT_FOUND' },
  '/api/live/matches': { sport_id: 'SPORT_NOT_FOUND' },
  '/api/livescore': { sport_id: 'SPORT_NOT_FOUND' },
  '/api/virtuals/markets': { id: 'VIRTUAL_MATCH_NOT_FOUND' },
  '/api/virtuals/rounds/:roundId': { roundId: 'VIRTUAL_ROUND_NOT_FOUND' },
  '/api/virtuals/verify': { round: 'VIRTUAL_ROUND_NOT_FOUND' },
  '/api/jackpot/events/:eventId': { eventId: 'JACKPOT_EVENT_NOT_FOUND' },
  '/api/jackpot/results/:eventId': { eventId: 'JACKPOT_EVENT_NOT_FOUND' },
  '/api/jackpot/entries': { event_id: 'JACKPOT_EVENT_NOT_FOUND' },
};

const words = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/**
 * True when a schema message is not fit for a bettor: it names the field (`betId …`, `Parent_match_id
 * must be …`, `Page size (limit) …`), is zod's own wording (`Invalid input: expected …`) or a
 * lower-case schema phrase. Messages written as product text (the spec's, 'Choose a sport from
 * the list') pass. `plainNameAtStart` also catches 'Limit must be …' for query fields; body
 * texts of the spec may begin with their field's words ('Date of birth is required').
 */
export function namesFieldOrSchema(
  message: string,
  field: string,
  plainNameAtStart: boolean,
): boolean {
  if (/invalid (input|option|type)|expected .* received|too (small|big)/i.test(message))
    return true;
  if (!/^[A-Z]/.test(message) || !message.includes(' ')) return true;
  const name = field.split('.').pop() ?? '';
  if (name === '' || /^\d+$/.test(name)) return false;
  const lower = message.toLowerCase();
  // An identifier-like name (parent_match_id, betId) anywhere; a plain word only at the start,
  // since 'date' or 'country' are also words of product sentences.
  if (/[_A-Z]/.test(name) && lower.includes(name.toLowerCase())) return true;
  if (lower.includes(`(${name.toLowerCase()})`)) return true;
  if (!plainNameAtStart) return false;
  return lower.startsWith(`${name.toLowerCase()} `) || lower.startsWith(`${words(name)} `);
}
