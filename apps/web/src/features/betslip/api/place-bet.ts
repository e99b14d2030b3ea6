import { AFFILIATE_ID, APP_SRC, BET_TYPE } from '@shangwe/domain';
import {
  endpoints,
  type PlaceBetError,
  type PlaceBetInput,
  type PlaceBetResponse,
} from '@shangwe/contract';
import { postWager, recordPlacedSlip } from '../../../lib/place-wager';
import type { BetslipPick } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';

export { APP_SRC };
export const APP_VERSION = '1.0.0';

/** What the slip hands to the placer. */
export interface PlaceBetRequest {
  picks: readonly BetslipPick[];
  stake: number;
  totalOdd: number;
  profileId?: number;
  /** A fresh key per placement attempt, so a retried request is booked once. */
  idempotencyKey: string;
  /** The applied free bet's free_bet_profile_id: the stake is the free bet, not cash. */
  fbpid?: number;
  /** The opted-in promo riding on this bet. */
  promoId?: number;
}

/** Fixed affiliate id of a bet that came from a deep link (spec 01 §9). */
export const DEEP_LINK_AFFILIATE_ID = String(AFFILIATE_ID.deepLinkBet);
/** sessionStorage flag set when a deep link filled the slip. */
export const DEEP_LINK_FLAG = 'betslip.deeplink';

function fromDeepLink(): boolean {
  try {
    return sessionStorage.getItem(DEEP_LINK_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Builds the placement payload of spec 01 §3 from the slip. */
export function buildPlaceBetBody(request: PlaceBetRequest): PlaceBetInput {
  const affiliate = useSessionStore.getState().affiliate ?? {};
  const affiliateId =
    affiliate.affiliate_id != null && affiliate.affiliate_id !== ''
      ? String(affiliate.affiliate_id)
      : fromDeepLink()
        ? DEEP_LINK_AFFILIATE_ID
        : undefined;
  return {
    profile_id: request.profileId,
    stake: request.stake.toFixed(2),
    total_odd: request.totalOdd.toFixed(2),
    src: APP_SRC,
    betslip: request.picks.map((p) => ({
      sub_type_id: p.sub_type_id,
      bet_pick: p.odd.odd_key,
      odd_value: p.odd.odd_value,
      outcome_id: String(p.odd.outcome_id ?? ''),
      sport_id: p.sport_id,
      special_bet_value: p.odd.special_bet_value ?? '',
      parent_match_id: p.parent_match_id,
      bet_type: p.live ? BET_TYPE.live : BET_TYPE.prematch,
      is_shared: p.is_shared ?? false,
      share_code: p.share_code ?? '',
    })),
    user_agent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    app_version: APP_VERSION,
    affiliate: affiliate.affiliate_tag ?? undefined,
    affiliate_id: affiliateId,
    affiliate_tag: affiliate.affiliate_tag ?? undefined,
    promo_id: request.promoId !== undefined ? String(request.promoId) : undefined,
    fbpid: request.fbpid !== undefined ? String(request.fbpid) : undefined,
    is_freebet: request.fbpid !== undefined,
  };
}

/**
 * POST /api/v2/bet (spec 01 §7), one try. Rejects with ApiError whose body is a `PlaceBetError`.
 * The key travels in the Idempotency-Key header, which the server reads before the body.
 */
export function placeBet(
  request: PlaceBetRequest,
  signal?: AbortSignal,
): Promise<PlaceBetResponse> {
  return postWager(
    endpoints.placeBet,
    buildPlaceBetBody(request),
    request.idempotencyKey,
    signal,
  ).then(recordPlacedSlip('normal', request));
}

/**
 * The body of a refused placement, when it has one: the fields the slip acts on, read as the
 * server sends them (it validated the bet; the web keeps the contract's types, not its schemas).
 */
export function placeBetErrorBody(body: unknown): Partial<PlaceBetError> {
  if (!body || typeof body !== 'object') return {};
  const { message, insufficient_bal, changed_odds, error } = body as Record<string, unknown>;
  const out: Partial<PlaceBetError> = {};
  if (typeof message === 'string') out.message = message;
  if (typeof insufficient_bal === 'boolean') out.insufficient_bal = insufficient_bal;
  if (Array.isArray(changed_odds)) out.changed_odds = changed_odds as PlaceBetError['changed_odds'];
  if (error && typeof error === 'object') out.error = error as PlaceBetError['error'];
  return out;
}
