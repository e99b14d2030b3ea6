import { endpoints, type ShikishaPlaceInput, type ShikishaPlaceResponse } from '@shangwe/contract';
import { APP_SRC, isFeatureEnabled, SHIKISHA_LIMITS, type CountryConfig } from '@shangwe/domain';
import { postWager, recordPlacedSlip } from '../../../lib/place-wager';
import type { BetslipPick } from '../../../shared/betslip-store';
import { useCountryStore } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';

/** What the Shikisha slip hands to the placer: ONE match's picks and the price the bettor saw. */
export interface ShikishaPlaceRequest {
  picks: readonly BetslipPick[];
  stake: number;
  /** The server's joint price (the quote's total_odd, or the moved price the bettor accepted). */
  totalOdd: number;
  profileId?: number;
  /** A fresh key per placement attempt, so a retried request is booked once. */
  idempotencyKey: string;
}

/** The payload of spec 01 §7 'betbuilder/placebet'. */
export function buildShikishaPlaceBody(request: ShikishaPlaceRequest): ShikishaPlaceInput {
  const affiliate = useSessionStore.getState().affiliate ?? {};
  const config = useCountryStore.getState().config;
  // affiliate_id and affiliate_tag only when a tag exists and the feature is on (spec 01 §7).
  const withAffiliate =
    !!affiliate.affiliate_tag &&
    (!config || isFeatureEnabled(config as CountryConfig, 'affiliates'));
  return {
    profile_id: request.profileId,
    stake: request.stake.toFixed(2),
    total_odd: request.totalOdd.toFixed(2),
    src: APP_SRC,
    betslip: request.picks.map((p) => ({
      sub_type_id: p.sub_type_id,
      bet_pick: p.odd.odd_key,
      odd_value: p.odd.odd_value,
      special_bet_value: p.odd.special_bet_value ?? '',
      parent_match_id: p.parent_match_id,
      bet_type: SHIKISHA_LIMITS.betType,
      is_shared: p.is_shared ?? false,
      share_code: p.share_code ?? '',
    })),
    user_agent: typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    affiliate: affiliate.affiliate_tag ?? undefined,
    affiliate_id:
      withAffiliate && affiliate.affiliate_id != null ? String(affiliate.affiliate_id) : undefined,
    affiliate_tag: withAffiliate ? (affiliate.affiliate_tag ?? undefined) : undefined,
  };
}

/** POST /api/betbuilder/placebet, one try; the key travels in the Idempotency-Key header. */
export function placeShikisha(
  request: ShikishaPlaceRequest,
  signal?: AbortSignal,
): Promise<ShikishaPlaceResponse> {
  return postWager(
    endpoints.shikishaPlaceBet,
    buildShikishaPlaceBody(request),
    request.idempotencyKey,
    signal,
  ).then(recordPlacedSlip('shikisha', request));
}

/** What a placement asks for, whatever its key. */
export function shikishaFingerprint(request: ShikishaPlaceRequest): string {
  return JSON.stringify(buildShikishaPlaceBody({ ...request, idempotencyKey: '' }));
}

/** The new combined price of a refused placement whose price moved, if the body carries it. */
export function movedTotalOdd(body: unknown): number | null {
  const moved = (body as { new_total_odd?: unknown } | null)?.new_total_odd;
  return typeof moved === 'number' && Number.isFinite(moved) && moved > 0 ? moved : null;
}
