import { endpoints, type MatchDetail } from '@shangwe/contract';
import { MESSAGES, parseInstantBetLink, type InstantBetLink } from '@shangwe/domain';
import { api } from '../../../lib/api-client';
import type { BetslipPick } from '../../../shared/betslip-store';
import { toBetslipPick } from '../../../shared/slip-picks';

/** Texts of spec 01 §8 for deep links. */
export const DEEP_LINK_TEXTS = {
  success: MESSAGES.deepLinkSuccess,
  parameters: MESSAGES.deepLinkParameters,
  expired: MESSAGES.deepLinkExpired,
} as const;

/**
 * Reads a deep link from a query string (domain rules): null without an instant-bet action, a
 * failure with the spec's text when parameters are missing or malformed.
 */
export function readDeepLink(search: URLSearchParams) {
  return parseInstantBetLink(Object.fromEntries(search));
}

/** Query keys a deep link uses; removed from the address once handled. */
export const DEEP_LINK_KEYS = [
  'action',
  'parent_match_id',
  'sub_type_id',
  'odd_key',
  'odd_value',
  'special_bet_value',
  'stake',
] as const;

export type DeepLinkResult =
  { ok: true; pick: BetslipPick; stake: number | null } | { ok: false; message: string };

/** The pick a deep link names, built from the match as the server has it now. */
export function pickFromMatch(match: MatchDetail, params: InstantBetLink): DeepLinkResult {
  if (match.status === 'ended' || match.status === 'cancelled') {
    return { ok: false, message: DEEP_LINK_TEXTS.expired };
  }
  if (!params.live && match.live) {
    return { ok: false, message: DEEP_LINK_TEXTS.expired };
  }
  const sbv = params.special_bet_value;
  const market = match.markets.find(
    (m) => m.sub_type_id === params.sub_type_id && m.special_bet_value === sbv,
  );
  const odd = market?.odds.find((o) => o.odd_key === params.odd_key);
  if (!market || !odd || odd.odd_value <= 0) {
    return { ok: false, message: DEEP_LINK_TEXTS.parameters };
  }
  return { ok: true, stake: params.stake, pick: toBetslipPick(match, market, odd) };
}

/** Resolves a deep link against GET /api/match (instantbet) or /api/live/match (instantbetlive). */
export async function resolveDeepLink(params: InstantBetLink): Promise<DeepLinkResult> {
  try {
    const res = await api.call(
      params.live ? endpoints.liveMatch : endpoints.match,
      { query: { parent_match_id: params.parent_match_id } },
      { auth: 'none' },
    );
    return pickFromMatch(res.data, params);
  } catch {
    // An unknown match is a wrong link, not an expired one.
    return { ok: false, message: DEEP_LINK_TEXTS.parameters };
  }
}
