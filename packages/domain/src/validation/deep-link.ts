import { parseAmount } from '../money/cents';
import { parseOdds } from '../odds/decimal-odds';
import { MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './validation-failure';

/** An instant-bet deep link (spec 01 §2): ?action=instantbet|instantbetlive&parent_match_id=… */
export interface InstantBetLink {
  live: boolean;
  parent_match_id: number;
  sub_type_id: number;
  odd_key: string;
  /** The odd in the link; the current market odd wins when it differs. */
  odd_value: number | null;
  special_bet_value: string;
  /** Stake to pre-fill, when the link has one. */
  stake: number | null;
}

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

/**
 * Reads an instant-bet deep link from the query. Null when the query has no instant-bet action;
 * a failure 'Match add unsuccessful, check the parameters' when the match, market or odd key is
 * missing or malformed (an unknown match is the caller's 'expired match' case).
 */
export function parseInstantBetLink(
  query: Readonly<Record<string, string | null | undefined>>,
): ValidationResult<InstantBetLink> | null {
  const action = query.action;
  if (action !== 'instantbet' && action !== 'instantbetlive') return null;
  const parentMatchId = positiveInt(query.parent_match_id);
  const subTypeId = positiveInt(query.sub_type_id);
  const oddKey = (query.odd_key ?? '').trim();
  if (parentMatchId === null || subTypeId === null || oddKey === '') {
    return fail('DEEP_LINK_INVALID', MESSAGES.deepLinkParameters);
  }
  const stake = parseAmount(query.stake);
  return ok({
    live: action === 'instantbetlive',
    parent_match_id: parentMatchId,
    sub_type_id: subTypeId,
    odd_key: oddKey,
    odd_value: parseOdds(query.odd_value),
    special_bet_value: (query.special_bet_value ?? '').trim(),
    stake: stake !== null && stake > 0 ? stake : null,
  });
}
