import { useCallback } from 'react';
import type { ShareDecodeResponse } from '@shangwe/contract';
import { COOKIE_DAYS, PRODUCT } from '@shangwe/domain';
import { setCookie } from '../../../lib/cookies';
import { useBetslipStore } from '../../../shared/betslip-store';
import { slipPickFromServer } from '../../../shared/slip-picks';

/** Cookie lifetime of a received share code (spec 01 §9: share_code 7 days). */
export const SHARE_CODE_COOKIE_DAYS = COOKIE_DAYS.share_code;

/** The slip a decoded share loads into: a shared Shikisha goes to the Shikisha slip. */
export function sharedSlipKind(decoded: ShareDecodeResponse): 'main' | 'shikisha' {
  return decoded.meta.product_type.toUpperCase() === PRODUCT.shikisha ? 'shikisha' : 'main';
}

/**
 * Puts a decoded shared slip into the bettor's slip of its product (replacing what was there)
 * and remembers the code, so a registration or login that follows can credit the sharer.
 */
export function useApplySharedSlip() {
  const setPicks = useBetslipStore((s) => s.setPicks);
  return useCallback(
    (decoded: ShareDecodeResponse) => {
      const code = decoded.meta.code;
      setPicks(
        sharedSlipKind(decoded),
        decoded.data.map((p) => slipPickFromServer(p, code)),
      );
      setCookie('share_code', code, SHARE_CODE_COOKIE_DAYS);
      return decoded.data.length;
    },
    [setPicks],
  );
}
