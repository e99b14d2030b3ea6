import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { FreeBet } from '@shangwe/contract';
import { freeBetMinOdd, type PromoForOptIn } from '@shangwe/domain';
import { hasErrorCode } from '../../../lib/api-client';
import { useAppliedFreebet, useFreebetsStore } from '../../../shared/freebets-store';
import { offerKeys } from '../../../shared/offers-queries';
import { forgetOptIn, selectedPromo, useOptedInPromos } from '../../../shared/promo-opt-in';

/** What the slip's quote needs of an applied free bet. */
export interface SlipFreebet {
  amount: number;
  minOdd: number | null;
}

/** The quote's view of a free bet: its amount is the stake; its min_odd claim rule applies. */
export function slipFreebetOf(freebet: FreeBet | null): SlipFreebet | null {
  return freebet ? { amount: freebet.amount, minOdd: freeBetMinOdd(freebet.claim_rules) } : null;
}

/** The applied free bet and the opted-in promo, as the slip's quote takes them. */
export function useSlipOffers(): { freebet: SlipFreebet | null; promo: PromoForOptIn | null } {
  const applied = useAppliedFreebet();
  const promos = useOptedInPromos();
  const first = promos[0] ?? null;
  const freebet = useMemo(() => slipFreebetOf(applied), [applied]);
  const promo = useMemo(
    () =>
      first ? { promo_id: first.promo_id, promo_name: first.promo_name, rules: first.rules } : null,
    [first],
  );
  return { freebet, promo };
}

/** The offer fields of a placement: the applied free bet (never with a promo), else the promo. */
export function placementOffers(): { fbpid?: number; promoId?: number; freebetAmount?: number } {
  const applied = useFreebetsStore.getState().applied;
  if (applied) return { fbpid: applied.free_bet_profile_id, freebetAmount: applied.amount };
  const promo = selectedPromo();
  return promo ? { promoId: promo.promo_id } : {};
}

/**
 * After a bet is accepted (spec 01 §4 'Success'): the applied free bet is removed and the list
 * refetched; the promo that rode on it is opted out.
 */
export function afterOffersPlaced(
  request: { fbpid?: number; promoId?: number },
  client: QueryClient,
): void {
  if (request.fbpid !== undefined) {
    const { applied, clearApplied } = useFreebetsStore.getState();
    if (applied?.free_bet_profile_id === request.fbpid) clearApplied();
    void client.invalidateQueries({ queryKey: offerKeys.freebets() });
  }
  if (request.promoId !== undefined) {
    // The server marks the opt-in used with the bet; the slip forgets it for the next one.
    forgetOptIn(request.promoId);
    void client.invalidateQueries({ queryKey: offerKeys.promos() });
  }
}

/**
 * A placement refused because the free bet is gone (expired, used on another device, unknown):
 * the applied state is cleared and the list refetched (spec 01 §4 'Freebet').
 */
export function afterOfferRefusal(cause: unknown, client: QueryClient): void {
  if (hasErrorCode(cause, 'FREEBET_EXPIRED', 'FREEBET_USED', 'FREEBET_NOT_FOUND')) {
    useFreebetsStore.getState().clearApplied();
    void client.invalidateQueries({ queryKey: offerKeys.freebets() });
  }
  if (hasErrorCode(cause, 'PROMO_EXPIRED', 'PROMO_NOT_FOUND')) {
    const promo = selectedPromo();
    if (promo) forgetOptIn(promo.promo_id);
    void client.invalidateQueries({ queryKey: offerKeys.promos() });
  }
}
