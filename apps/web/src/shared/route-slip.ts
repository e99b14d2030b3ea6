/**
 * Which slip belongs to the page on screen: the betslip panel and the mobile betslip button open
 * that product's tab, so a Shikisha, virtual or jackpot page never offers the Normal slip first.
 * `inPage` marks pages that already show that slip themselves (the Shikisha builder, a jackpot's
 * picker): the panel then names it instead of showing it a second time.
 */
import { useLocation } from 'react-router';
import type { PublicCountryConfig } from '@shangwe/domain';
import { useCountryConfig } from './country-store';

/** The betslip tabs: Normal, the shikisha product, Virtual, Jackpot (every jackpot-style slip). */
export type RouteSlipTab = 'main' | 'shikisha' | 'virtual' | 'jackpot';

export interface RouteSlip {
  tab: RouteSlipTab;
  inPage: boolean;
}

/** Name lowercased with spaces hyphenated, as the route table builds product paths. */
const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

const RESULTS = /^\/jackpots?\/results?(\/|$)/;

/** The slip of the page at `pathname`. */
export function routeSlipFor(
  pathname: string,
  config: Pick<
    PublicCountryConfig,
    'shikishaName' | 'sababishaName' | 'splitPotName' | 'boostedName'
  >,
): RouteSlip {
  const under = (root: string) => pathname === root || pathname.startsWith(`${root}/`);
  const shikisha = `/${slug(config.shikishaName)}`;
  if (under(shikisha)) return { tab: 'shikisha', inPage: under(`${shikisha}/markets`) };
  if (/^\/virtuals?(\/|$)/.test(pathname)) return { tab: 'virtual', inPage: false };
  const boosted = slug(config.boostedName);
  const splitPot = `/${slug(config.splitPotName)}`;
  // Lists of events (boosted, split pot) and results link to the events; the others show
  // one event's picker with its slip.
  if (under(`/jackpots/${boosted}`) || under(`/${boosted}`)) {
    return { tab: 'jackpot', inPage: /^\/jackpots\/[^/]+\/[^/]+/.test(pathname) };
  }
  if (under(splitPot)) return { tab: 'jackpot', inPage: pathname !== splitPot };
  if (under('/jackpots') || under('/jackpot')) {
    return { tab: 'jackpot', inPage: !RESULTS.test(pathname) };
  }
  if (under(`/${slug(config.sababishaName)}`)) return { tab: 'jackpot', inPage: true };
  return { tab: 'main', inPage: false };
}

/** The slip of the page on screen. */
export function useRouteSlip(): RouteSlip {
  const { pathname } = useLocation();
  const config = useCountryConfig();
  return routeSlipFor(pathname, config);
}
