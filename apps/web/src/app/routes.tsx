/**
 * The route table of spec 02 §2.2 (always present) and §2.3 (conditional on availableProducts),
 * with each route's meta flags. Screens are lazy: a feature registers its screen under the
 * route name in `features/<feature>/screens.ts`; until then a placeholder screen shows.
 */
import type { ProductKey, PublicCountryConfig } from '@shangwe/domain';
import type { RouteMeta, ScreenName } from '../lib/feature-module';

/** One entry of the route table. */
export interface AppRoute {
  /** Unique route name (page-view events, tests). */
  name: string;
  /** React Router path. */
  path: string;
  /** The screen shown; several routes (aliases, nested legal levels) share one. */
  screen: ScreenName | string;
  title: string;
  meta: RouteMeta;
  /** Present only when this product is in availableProducts (spec 02 §2.3). */
  product?: ProductKey;
  /** A banner route: sends the bettor on to this path, keeping the query. */
  redirectTo?: string;
}

/** Name lowercased with spaces hyphenated (split-pot, shikisha and boosted routes). */
export function productSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Layout of home: prematch nav, betslip, top nav, both side columns, mini betslip. */
const HOME_LAYOUT: RouteMeta = {
  showHeader: true,
  showTopNav: true,
  showFooter: true,
  showPrematchNav: true,
  showBetslip: true,
  showLeftNav: true,
  showRightNav: true,
  miniBetslipViewable: true,
};

/** Live pages: live nav and betslip. */
const LIVE_LAYOUT: RouteMeta = {
  showHeader: true,
  showTopNav: true,
  showFooter: true,
  showLiveNav: true,
  showBetslip: true,
  showLeftNav: true,
  showRightNav: true,
  miniBetslipViewable: true,
};

/** A regular content page: header, top nav, footer, no betslip. */
const PAGE_LAYOUT: RouteMeta = { showHeader: true, showTopNav: true, showFooter: true };

/** Bare layout: header only, no side columns, no footer (spec "bare layout"). */
const BARE_LAYOUT: RouteMeta = { showHeader: true };

/** Header only (KYC): no navigation at all. */
const HEADER_ONLY: RouteMeta = { showHeader: true, hideBottomNav: true };

/** No header, footer or top nav (login, register). */
const AUTH_LAYOUT: RouteMeta = { hideBottomNav: true };

/** The home screen shown for unknown paths: prematch nav, no betslip (spec 02 §2.2). */
export const CATCH_ALL_META: RouteMeta = {
  showHeader: true,
  showTopNav: true,
  showFooter: true,
  showPrematchNav: true,
  showLeftNav: true,
};

/**
 * Builds the route table for a country: conditional routes only when their product is
 * available, and product-named paths from the configured names.
 */
export function buildRouteTable(config: PublicCountryConfig): AppRoute[] {
  const kycByConfig = 'config' as const;
  const shikisha = productSlug(config.shikishaName);
  const splitPot = productSlug(config.splitPotName);
  const sababisha = productSlug(config.sababishaName);
  const boosted = productSlug(config.boostedName);
  const league = `${productSlug(config.brand)}-super-league`;

  const always: AppRoute[] = [
    { name: 'home', path: '/', screen: 'home', title: 'Home', meta: HOME_LAYOUT },
    { name: 'search', path: '/search', screen: 'search', title: 'Search', meta: HOME_LAYOUT },
    {
      name: 'betslip',
      path: '/betslip',
      screen: 'betslip',
      title: 'Betslip',
      // No betslip panel and no navigation (spec 02 §2.2).
      meta: { showHeader: true, hideBottomNav: true, requireKYC: kycByConfig },
    },
    {
      name: 'boosted-betslip',
      path: `/${boosted}/betslip`,
      screen: 'boosted-betslip',
      title: `${config.boostedName} Betslip`,
      meta: { showHeader: true, hideBottomNav: true, requireKYC: kycByConfig },
    },
    { name: 'sport', path: '/s/:sportName', screen: 'sport', title: 'Sport', meta: HOME_LAYOUT },
    {
      name: 'sport-countries',
      path: '/s/:sportName/countries',
      screen: 'sport-countries',
      title: 'Countries',
      meta: HOME_LAYOUT,
    },
    {
      name: 'sport-competition',
      path: '/s/:sportName/:competitionName',
      screen: 'sport-competition',
      title: 'Competition',
      meta: HOME_LAYOUT,
    },
    {
      name: 'prebet-markets',
      path: '/m/:matchId',
      screen: 'prebet-markets',
      title: 'Match Markets',
      meta: HOME_LAYOUT,
    },
    { name: 'login', path: '/login', screen: 'login', title: 'Login', meta: AUTH_LAYOUT },
    {
      name: 'register',
      path: '/register',
      screen: 'register',
      title: 'Register',
      meta: AUTH_LAYOUT,
    },
    {
      name: 'kyc',
      path: '/kyc',
      screen: 'kyc',
      title: 'Complete Your Application',
      meta: HEADER_ONLY,
    },
    {
      name: 'kyc-all-requirements',
      path: '/kyc-all-requirements',
      screen: 'kyc-all-requirements',
      title: 'KYC Requirements',
      meta: HEADER_ONLY,
    },
    {
      name: 'profile',
      path: '/profile',
      screen: 'profile',
      title: 'Profile',
      meta: { ...PAGE_LAYOUT, requireAuth: true },
    },
    {
      name: 'responsible-gambling',
      path: '/responsible-gambling',
      screen: 'responsible-gambling',
      title: 'Responsible Gambling',
      meta: { ...PAGE_LAYOUT, requireAuth: true },
    },
    {
      name: 'profile-transactions',
      path: '/profile/transactions',
      screen: 'profile-transactions',
      title: 'Transactions',
      meta: { ...PAGE_LAYOUT, requireAuth: true, requireKYC: kycByConfig },
    },
    {
      name: 'mybets',
      path: '/mybets',
      screen: 'mybets',
      title: 'My Bets',
      meta: { ...PAGE_LAYOUT, requireAuth: true, showRightNav: true, showBetslip: true },
    },
    {
      name: 'mybets-betdetail',
      path: '/mybets/:betId',
      screen: 'mybets-betdetail',
      title: 'Bet Details',
      meta: { ...PAGE_LAYOUT, requireAuth: true },
    },
    {
      name: 'short-bet-detail',
      path: '/b/:shortBetId',
      screen: 'short-bet-detail',
      title: 'Bet Details',
      meta: { showHeader: true, showTopNav: true, requireAuth: true },
    },
    { name: 'live', path: '/live', screen: 'live', title: 'Live', meta: LIVE_LAYOUT },
    {
      name: 'live-markets',
      path: '/live/m/:matchId',
      screen: 'live-markets',
      title: 'Live Match',
      meta: LIVE_LAYOUT,
    },
    {
      name: 'live-sport',
      path: '/live/:sportName',
      screen: 'live-sport',
      title: 'Live',
      meta: LIVE_LAYOUT,
    },
    {
      name: 'forgotpassword',
      path: '/forgotpassword',
      screen: 'forgotpassword',
      title: 'Forgot Password',
      meta: BARE_LAYOUT,
    },
    {
      name: 'share-receiver',
      path: '/share/:shareCode',
      screen: 'share-receiver',
      title: 'Shared Betslip',
      meta: HOME_LAYOUT,
    },
    {
      name: 'share-receiver-empty',
      path: '/share',
      screen: 'share-receiver',
      title: 'Shared Betslip',
      meta: HOME_LAYOUT,
    },
    {
      name: 'notifications',
      path: '/notifications',
      screen: 'notifications',
      title: 'Notifications',
      meta: { ...PAGE_LAYOUT, requireAuth: true },
    },
    {
      name: 'notifications-details',
      path: '/notifications/details',
      screen: 'notifications-details',
      title: 'Notification',
      meta: { ...PAGE_LAYOUT, requireAuth: true },
    },
    {
      name: 'terms',
      path: '/legal',
      screen: 'terms',
      title: 'Terms & Conditions',
      meta: PAGE_LAYOUT,
    },
    {
      name: 'terms-category',
      path: '/legal/:categoryName',
      screen: 'terms',
      title: 'Terms & Conditions',
      meta: PAGE_LAYOUT,
    },
    {
      name: 'terms-subcategory',
      path: '/legal/:categoryName/:subCategoryName',
      screen: 'terms',
      title: 'Terms & Conditions',
      meta: PAGE_LAYOUT,
    },
    {
      name: 'terms-minicategory',
      path: '/legal/:categoryName/:subCategoryName/:miniCategoryName',
      screen: 'terms',
      title: 'Terms & Conditions',
      meta: PAGE_LAYOUT,
    },
    { name: 'help', path: '/help', screen: 'help', title: 'Get Help', meta: PAGE_LAYOUT },
    {
      name: 'freebets',
      path: '/freebets',
      screen: 'freebets',
      title: 'Offers & Rewards',
      meta: BARE_LAYOUT,
    },
    {
      name: 'freebet-detail',
      path: '/freebets/:id',
      screen: 'freebet-detail',
      title: 'Free Bet',
      meta: BARE_LAYOUT,
    },
    {
      name: 'freebet-offer',
      path: '/freebets/offers/:promoId',
      screen: 'freebet-offer',
      title: 'Offer',
      meta: BARE_LAYOUT,
    },
    { name: 'offers', path: '/offers', screen: 'offers', title: 'Offers', meta: BARE_LAYOUT },
    {
      name: 'sababisha',
      path: `/${sababisha}`,
      screen: 'sababisha',
      title: config.sababishaName,
      meta: { ...PAGE_LAYOUT, showBetslip: true, showRightNav: true, miniBetslipViewable: true },
    },
  ];

  const conditional: AppRoute[] = [
    {
      name: 'livescore',
      path: '/livescore',
      screen: 'livescore',
      title: 'Live Score',
      meta: PAGE_LAYOUT,
      product: 'livescore',
    },
    {
      name: 'download-fixtures',
      path: '/download-fixtures',
      screen: 'download-fixtures',
      title: 'Print Matches',
      meta: { ...PAGE_LAYOUT, desktopOnly: true },
      product: 'downloadFixtures',
    },
    {
      name: 'golden-race',
      path: `/${league}`,
      screen: 'golden-race',
      title: config.goldenRaceDeeplinks[0]?.name ?? 'Super League',
      meta: BARE_LAYOUT,
      product: 'goldenRace',
    },
    ...(
      [
        ['casino', '/casino', 'casino', 'Casino'],
        ['casino-category', '/casino/category/:categoryName', 'casino-category', 'Casino'],
      ] as const
    ).map(([name, path, screen, title]): AppRoute => ({
      name,
      path,
      screen,
      title,
      meta: { ...PAGE_LAYOUT, centerOnlyLayout: true },
      product: 'casino',
    })),
    {
      name: 'casino-game',
      path: '/casino/g/:id',
      screen: 'casino-game',
      title: 'Casino Game',
      meta: { centerOnlyLayout: true, hideBottomNav: true },
      product: 'casino',
    },
    {
      name: 'split-pot',
      path: `/${splitPot}`,
      screen: 'split-pot',
      title: config.splitPotName,
      meta: PAGE_LAYOUT,
      product: 'splitPot',
    },
    {
      name: 'split-pot-event',
      path: `/${splitPot}/:id`,
      screen: 'split-pot-event',
      title: config.splitPotName,
      meta: PAGE_LAYOUT,
      product: 'splitPot',
    },
    ...['virtual', 'virtuals'].flatMap((root): AppRoute[] => [
      {
        name: root,
        path: `/${root}`,
        screen: 'virtual',
        title: 'Virtuals',
        meta: { ...PAGE_LAYOUT, showBetslip: true, showRightNav: true, miniBetslipViewable: true },
        product: 'virtuals',
      },
      ...(['matches', 'table', 'results', 'ongoing', 'markets'] as const).map(
        (child): AppRoute => ({
          name: `${root}-${child}`,
          path: `/${root}/${child}/:id?`,
          screen: `virtual-${child}`,
          title: 'Virtuals',
          meta: {
            ...PAGE_LAYOUT,
            showBetslip: true,
            showRightNav: true,
            miniBetslipViewable: true,
          },
          product: 'virtuals',
        }),
      ),
    ]),
    {
      name: 'shikisha',
      path: `/${shikisha}`,
      screen: 'shikisha',
      title: config.shikishaName,
      meta: HOME_LAYOUT,
      product: 'shikisha',
    },
    {
      name: 'shikisha-markets',
      path: `/${shikisha}/markets/:parentMatchId`,
      screen: 'shikisha-markets',
      title: config.shikishaName,
      meta: HOME_LAYOUT,
      product: 'shikisha',
    },
    ...(
      [
        ['jackpots', '/jackpots', 'jackpots', 'Jackpots'],
        ['jackpot', '/jackpot', 'jackpots', 'Jackpots'],
        ['jackpots-midweek', '/jackpots/midweekjp', 'jackpots-midweek', 'Midweek Jackpot'],
        ['jackpot-results', '/jackpots/results', 'jackpot-results', 'Jackpot Results'],
        ['jackpot-results-alias', '/jackpot/results', 'jackpot-results', 'Jackpot Results'],
        ['jackpot-result', '/jackpots/result', 'jackpot-result', 'Jackpot Result'],
        ['jackpot-result-alias', '/jackpot/result', 'jackpot-result', 'Jackpot Result'],
      ] as const
    ).map(([name, path, screen, title]): AppRoute => ({
      name,
      path,
      screen,
      title,
      meta: { ...PAGE_LAYOUT, showBetslip: true, showRightNav: true, miniBetslipViewable: true },
      product: 'jackpots',
    })),
    {
      name: 'boosted-jackpots',
      path: `/jackpots/${boosted}`,
      screen: 'boosted-jackpots',
      title: config.boostedName,
      meta: HOME_LAYOUT,
      product: 'dailyJp',
    },
    {
      name: 'boosted-jackpots-alias',
      path: `/${boosted}`,
      screen: 'boosted-jackpots',
      title: config.boostedName,
      meta: HOME_LAYOUT,
      product: 'dailyJp',
    },
    {
      // The single-event route always requires KYC (spec 02 §2.3, §5).
      name: 'boosted-jackpot-event',
      path: `/jackpots/${boosted}/:id`,
      screen: 'boosted-jackpot-event',
      title: config.boostedName,
      meta: { ...HOME_LAYOUT, requireKYC: true },
      product: 'dailyJp',
    },
  ];

  const available = new Set<string>(config.availableProducts);
  return [
    ...always,
    ...conditional.filter((r) => !r.product || available.has(r.product)),
    ...bannerRoutes(config, available),
  ];
}

/**
 * The banner routes of the configurations (spec 02 §2.3 "other navigation targets"): each
 * leads to its product's page in every country, so a banner never lands on the catch-all.
 * `/daily-jp`, `/falaa-daily-jp`, `/fabom-beti` and `/palm-bet` name the boosted multibet
 * (dailyJp; Fabom Beti and Palm Bet are its Ghanaian and Nigerian names): they open this
 * country's boosted page, or its jackpots where it has none. A path that already is the boosted
 * page's own alias (Ghana's `/fabom-beti`) is left to that route. No layout flags: nothing of
 * the frame loads for a page that is left at once.
 */
function bannerRoutes(config: PublicCountryConfig, available: Set<string>): AppRoute[] {
  const boostedAlias = available.has('dailyJp') ? `/${productSlug(config.boostedName)}` : null;
  const jackpots = available.has('dailyJp')
    ? `/jackpots/${productSlug(config.boostedName)}`
    : available.has('jackpots')
      ? '/jackpots'
      : null;
  const to = (name: string, path: string, redirectTo: string | null, title: string): AppRoute[] =>
    redirectTo && path !== boostedAlias
      ? [{ name, path, screen: name, title, meta: {}, redirectTo }]
      : [];
  return [
    ...to(
      'banner-shikisha',
      '/shikisha-bet',
      available.has('shikisha') ? `/${productSlug(config.shikishaName)}` : null,
      config.shikishaName,
    ),
    ...['daily-jp', 'falaa-daily-jp', 'fabom-beti', 'palm-bet'].flatMap((path) =>
      to(`banner-${path}`, `/${path}`, jackpots, 'Jackpots'),
    ),
  ];
}

/** The catch-all: home with prematch nav and no betslip. */
export const CATCH_ALL_ROUTE: AppRoute = {
  name: 'not-found',
  path: '*',
  screen: 'home',
  title: 'Home',
  meta: CATCH_ALL_META,
};
