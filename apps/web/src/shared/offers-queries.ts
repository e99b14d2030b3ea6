/**
 * The free-bet and promotion calls (spec 01 §7 {freebets}, spec 02 §7 offers), one query or
 * fetcher each. Shared because the betslip (apply a free bet, opt in to a promo) and the
 * Offers & Rewards screens read the same server state under the same keys.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  type FreeBetQualificationBody,
  type FreeBetQualificationResponse,
  type PromoOptResponse,
} from '@shangwe/contract';
import { api } from '../lib/api-client';

/**
 * Fails on an answer without the lists the caller reads: the slip reconciles its applied free
 * bet against these, so an answer of another shape must fail rather than read as "none". The
 * server validates; the web checks only this much (no schema library in the bettor's download).
 */
function withLists<T>(answer: T, ...lists: (keyof T)[]): T {
  const ok =
    !!answer && typeof answer === 'object' && lists.every((key) => Array.isArray(answer[key]));
  if (!ok) throw new Error('Unexpected answer');
  return answer;
}

export const offerKeys = {
  all: ['offers'] as const,
  freebets: () => [...offerKeys.all, 'freebets'] as const,
  /** 'active': what the slip can apply; 'all': the history shown on Offers & Rewards. */
  freebetList: (status: 'active' | 'all') => [...offerKeys.freebets(), 'list', status] as const,
  freebet: (id: number) => [...offerKeys.freebets(), 'detail', id] as const,
  promos: () => [...offerKeys.all, 'promos'] as const,
  /** The anonymous list, or the bettor's (with opted_in) when signed in. */
  promoList: (signedIn: boolean) => [...offerKeys.promos(), 'list', signedIn] as const,
  promo: (id: number) => [...offerKeys.promos(), 'detail', id] as const,
};

/** POST {freebets}free-bets-profile: the bettor's free bets of both products. */
export const freebetsQuery = (status: 'active' | 'all' = 'active') =>
  queryOptions({
    queryKey: offerKeys.freebetList(status),
    queryFn: async () =>
      withLists(await api.call(endpoints.freeBetsProfile, { body: { status } }), 'data'),
    staleTime: 30_000,
  });

/** GET {freebets}{id}: one of the bettor's free bets (/freebets/{id}). */
export const freebetQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.freebet(id),
    queryFn: () => api.call(endpoints.freeBet, { params: { id } }),
    staleTime: 30_000,
  });

/**
 * The running promos: GET offers for a visitor, POST offers/profile (with opted_in) for a
 * signed-in bettor. Spec 02 §8: a failed fetch leaves the list empty, never an error screen in
 * the slip; the screens show their own failure text.
 */
export const promosQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: offerKeys.promoList(signedIn),
    queryFn: async () =>
      withLists(
        signedIn
          ? await api.call(endpoints.promosProfile, { body: {} })
          : await api.call(endpoints.promos, { query: {} }, { auth: 'none' }),
        'categories',
        'data',
      ),
    staleTime: 60_000,
  });

/** GET offers/{promoId}: one promo (/freebets/offers/{promoId}). */
export const promoQuery = (id: number) =>
  queryOptions({
    queryKey: offerKeys.promo(id),
    queryFn: () => api.call(endpoints.promo, { params: { promoId: id } }, { auth: 'none' }),
    staleTime: 60_000,
  });

/** POST {freebets}qualification (the slip debounces it 1 s). */
export async function checkFreebetQualification(
  body: FreeBetQualificationBody,
  signal?: AbortSignal,
): Promise<FreeBetQualificationResponse> {
  return withLists(
    await api.call(endpoints.freeBetQualification, { body }, { signal }),
    'messages',
  );
}

/** POST promos opt-in: the bettor opts in to a promo. */
export function optInPromo(promoId: number): Promise<PromoOptResponse> {
  return api.call(endpoints.promoOptIn, { body: { promo_id: promoId } });
}

/** POST promos opt-out (spec 01 §7 promos/optOutPromo). */
export function optOutPromo(promoId: number): Promise<PromoOptResponse> {
  return api.call(endpoints.promoOptOut, { body: { promo_id: promoId } });
}
