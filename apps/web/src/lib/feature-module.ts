/**
 * How a feature plugs into the shell without the shell importing it by name: each feature may
 * hold `src/features/<feature>/screens.ts` exporting `feature: FeatureModule`. The shell finds
 * these files at build time (import.meta.glob) and uses them for route screens and layout slots.
 *
 * Keep screens.ts free of static imports of components: only `() => import(...)` loaders, so
 * every screen stays in its own lazily loaded chunk.
 */
import type { ComponentType } from 'react';
import type { ProductKey } from '@shangwe/domain';

/** Loads a component on demand (a dynamic import resolving to the component). */
export type ComponentLoader = () => Promise<ComponentType>;

/**
 * Route names of the route table (spec 02 §2.2, §2.3). A screen registered under a name replaces
 * the placeholder of every route showing that screen (aliases included).
 */
export type ScreenName =
  | 'home'
  | 'search'
  | 'sport'
  | 'sport-countries'
  | 'sport-competition'
  | 'prebet-markets'
  | 'betslip'
  | 'boosted-betslip'
  | 'login'
  | 'register'
  | 'forgotpassword'
  | 'kyc'
  | 'kyc-all-requirements'
  | 'profile'
  | 'profile-transactions'
  | 'mybets'
  | 'mybets-betdetail'
  | 'short-bet-detail'
  | 'live'
  | 'live-sport'
  | 'live-markets'
  | 'share-receiver'
  | 'notifications'
  | 'notifications-details'
  | 'terms'
  | 'freebets'
  | 'freebet-detail'
  | 'freebet-offer'
  | 'offers'
  | 'sababisha'
  | 'livescore'
  | 'download-fixtures'
  | 'golden-race'
  | 'casino'
  | 'casino-category'
  | 'casino-game'
  | 'split-pot'
  | 'split-pot-event'
  | 'virtual'
  | 'virtual-matches'
  | 'virtual-table'
  | 'virtual-results'
  | 'virtual-ongoing'
  | 'virtual-markets'
  | 'shikisha'
  | 'shikisha-markets'
  | 'jackpots'
  | 'jackpots-midweek'
  | 'jackpot-results'
  | 'jackpot-result'
  | 'boosted-jackpots'
  | 'boosted-jackpot-event'
  | 'help'
  | 'responsible-gambling';

/**
 * Layout slots a feature can fill:
 * - leftNav: desktop left column (sports list); shown when the route has showLeftNav.
 * - rightNav: desktop right column (betslip panel); shown when the route has showRightNav/showBetslip.
 * - miniBetslip: mobile mini betslip above the bottom nav; shown when miniBetslipViewable.
 * - prematchNav / liveNav: the sports strip under the top nav (showPrematchNav / showLiveNav).
 * - supportChat: desktop support chat launcher.
 * - promoBanners: above the page in the centre column (configured banners of spec 02 §3.1).
 * - notificationSettings: the push notifications card in the menu's Preferences (spec 02 §4.5).
 */
export type SlotName =
  | 'leftNav'
  | 'rightNav'
  | 'miniBetslip'
  | 'prematchNav'
  | 'liveNav'
  | 'supportChat'
  | 'promoBanners'
  | 'notificationSettings';

/**
 * Products whose own slip shows in a tab of the betslip (spec 01 §2; `/betslip?type=...`), and
 * 'recommendations': the slider the normal slip shows under its picks (spec 01 §2).
 */
export type SlipPanelKind = 'shikisha' | 'virtual' | 'jackpot' | 'recommendations';

/** Route meta flags (spec 02 §2.1). `requireKYC: 'config'` means "when the country requires KYC". */
export interface RouteMeta {
  miniBetslipViewable?: boolean;
  showLiveNav?: boolean;
  showPrematchNav?: boolean;
  showBetslip?: boolean;
  requireAuth?: boolean;
  requireKYC?: boolean | 'config';
  showHeader?: boolean;
  showTopNav?: boolean;
  showFooter?: boolean;
  showLeftNav?: boolean;
  showRightNav?: boolean;
  centerOnlyLayout?: boolean;
  /** Hide the mobile bottom navigation (bare and full-screen pages). */
  hideBottomNav?: boolean;
  /** Listed only on desktop (e.g. download-fixtures). */
  desktopOnly?: boolean;
}

/** A route a feature adds beyond the spec's table (e.g. an acca-bonus terms page). */
export interface FeatureRoute {
  name: string;
  path: string;
  title: string;
  meta: RouteMeta;
  /** Present only when this product is in availableProducts. */
  product?: ProductKey;
  load: ComponentLoader;
}

/** What a screen's data preloader receives: the route's params and query. */
export interface PreloadContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts a screen's data requests before its chunk has loaded and rendered (e.g.
 * `queryClient.prefetchQuery(...)` for the calls it will make). Keep it a dynamic import too.
 */
export type ScreenPreloader = (context: PreloadContext) => void;

/**
 * When an always-mounted overlay loads and mounts (never before the first view is drawn):
 * - 'idle': once the page has loaded and the main thread is idle;
 * - 'interaction': at the bettor's first tap, scroll or key press (or at idle when `neededNow`
 *   says the landing page needs it, e.g. a deep link in the address);
 * - 'signed-in': at idle once a bettor is signed in (nothing to do for a visitor).
 */
export type OverlayWhen = 'idle' | 'interaction' | 'signed-in';

/** An overlay with its loading moment (a bare loader means 'idle'). */
export interface OverlayRegistration {
  load: ComponentLoader;
  when: OverlayWhen;
  /** Read once at start-up: true loads an 'interaction' overlay at idle instead. */
  neededNow?: () => boolean;
}

/** What a feature's `screens.ts` exports as `feature`. */
export interface FeatureModule {
  /** Data preloaders per screen name, run as soon as the route is entered. */
  preload?: Partial<Record<ScreenName, ScreenPreloader>>;
  screens?: Partial<Record<ScreenName, ComponentLoader>>;
  slots?: Partial<Record<SlotName, ComponentLoader>>;
  /** A product's own slip, shown in the betslip's tab of that product (first one wins). */
  slipPanels?: Partial<Record<SlipPanelKind, ComponentLoader>>;
  /** Always-mounted overlays (e.g. the wallet's DepositPromptHost), loaded after first paint. */
  overlays?: (ComponentLoader | OverlayRegistration)[];
  routes?: FeatureRoute[];
}
