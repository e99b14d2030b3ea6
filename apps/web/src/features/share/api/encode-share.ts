import { PRODUCT } from '@shangwe/domain';
import { useMutation } from '@tanstack/react-query';
import { endpoints, type ShareEncodeResponse } from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import type { ShareRequest as StoreShareRequest } from '../../../shared/betslip-store';

/** `src` of every call from this client (spec 01 §3). */
const APP_SRC = 'MOBILE_WEB';

/** What can be shared: the picks of a slip, or a placed bet by its id. */
export interface ShareRequest extends StoreShareRequest {
  profileId?: number;
}

/** POST /api/v2/share/encode (spec 01 §7): returns the code, the link and the social links. */
export function encodeShare(request: ShareRequest): Promise<ShareEncodeResponse> {
  return api.call(
    endpoints.shareEncode,
    {
      body: {
        profile_id: request.profileId,
        bet_id: request.betId,
        src: APP_SRC,
        product_type: request.productType ?? PRODUCT.normal,
        betslip: request.picks?.map((p) => ({
          odd_key: p.odd.odd_key,
          outcome_id: String(p.odd.outcome_id ?? ''),
          special_bet_value: p.odd.special_bet_value ?? '',
          parent_match_id: p.parent_match_id,
          sub_type_id: p.sub_type_id,
          has_parent: false,
          parent_code: '',
        })),
      },
    },
    { encoding: 'json', handleUnauthorized: false },
  );
}

/** The share mutation (sharing flag = isPending, then code and link). */
export function useEncodeShareMutation() {
  return useMutation({ mutationFn: encodeShare });
}
