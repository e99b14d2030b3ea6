import type { CountryCode } from './country-code';

/**
 * Optional products switched on per country by `availableProducts` (spec 02 §1). Sababisha is
 * not in the list because it is always shown.
 */
export type ProductKey =
  | 'livescore'
  | 'downloadFixtures'
  | 'goldenRace'
  | 'casino'
  | 'splitPot'
  | 'virtuals'
  | 'shikisha'
  | 'dailyJp'
  | 'jackpots'
  | 'offersNRewards'
  | 'appLink';

/** Every product key, in the order the spec lists them. */
export const PRODUCT_KEYS: readonly ProductKey[] = [
  'livescore',
  'downloadFixtures',
  'goldenRace',
  'casino',
  'splitPot',
  'virtuals',
  'shikisha',
  'dailyJp',
  'jackpots',
  'offersNRewards',
  'appLink',
];

/** Features switched off per country by `disabledFeatures` (spec 02 §1). */
export type FeatureKey = 'affiliates' | 'accaBonus' | 'paymentProviders';

/** A KYC identity document type with its number pattern (spec 02 §5). */
export interface KycIdType {
  key: string;
  label: string;
  /** Anchored pattern the number must match; null when any non-empty number is accepted. */
  regexPattern: string | null;
}

/** The mandatory KYC fields (spec 02 §3.1). */
export type KycField = 'official_name' | 'date_of_birth' | 'id_type';

/** KYC rules of a country. */
export interface KycConfig {
  required: boolean;
  fields: readonly KycField[];
  idTypes: readonly KycIdType[];
}

/**
 * The artworks the web app draws for promotional banners (inline SVG and CSS, nothing fetched:
 * no image file to download on a slow connection, no third-party host).
 */
export type BannerArtwork =
  'boost' | 'bet-builder' | 'jackpot' | 'crash' | 'casino' | 'virtual' | 'sababisha';

/** Every banner artwork, so the web app can be checked to draw each one. */
export const BANNER_ARTWORKS: readonly BannerArtwork[] = [
  'boost',
  'bet-builder',
  'jackpot',
  'crash',
  'casino',
  'virtual',
  'sababisha',
];

/**
 * A promotional banner (spec 02 §3.1: src, route, external, alt). `src` names the artwork the
 * app draws; `alt` is the banner's text (headline before the colon, strapline after it).
 */
export interface Banner {
  src: BannerArtwork;
  route: string;
  external: boolean;
  alt: string;
}

/** One golden-race (virtual league) deeplink entry. */
export interface GoldenRaceDeeplink {
  name: string;
  logoUrl: string;
  ref: string;
}

/** A node of the legal document: up to three nested levels (category, sub, mini). */
export interface LegalSection {
  /** URL segment used by /legal/{categoryName}/{subCategoryName}/{miniCategoryName}. */
  slug: string;
  title: string;
  /** Paragraphs of the section. */
  content: readonly string[];
  children?: readonly LegalSection[];
}

/**
 * Percent of acca bonus by number of qualifying selections: key 1..N, value in percent
 * (spec 02 §9). Beyond the last key the last value applies.
 */
export type AccaBonusMatrix = Readonly<Record<number, number>>;

/** The sport shown first (spec 02 §3.1 defaultSport). */
export interface SportRef {
  sport_id: number;
  sport_name: string;
}

/** Social network addresses of the brand in a country. */
export interface SocialUrls {
  facebook: string;
  x: string;
  instagram: string;
  youtube: string;
  telegram: string;
  whatsapp: string;
}

/**
 * Everything configured per country (spec 02 §3.1, values §9). Amounts are MAJOR units
 * (e.g. 4000000 KES) as the spec writes them; the money module converts to cents. Rates are
 * fractions (0.2 = 20%). `apiKey` is a secret: use {@link toPublicConfig} before anything
 * leaves the server.
 */
export interface CountryConfig {
  code: CountryCode;
  /** English country name. */
  country: string;
  brand: 'Shangwe';

  // Identity and endpoints (our own paths; ARCHITECTURE.md "API").
  /** Secret shared with upstream providers; never sent to a browser. */
  apiKey: string;
  goldenRaceProfile: string;
  desktopUrl: string;
  mobileUrl: string;
  socketUrl: string;
  baseUrl: string;
  baseV2Url: string;
  liveUrl: string;
  virtualsUrl: string;
  freeBetsAPIUrl: string;
  promosAPIUrl: string;
  recommendationsAPIUrl: string;
  notificationsAPIUrl: string;
  notificationsSocketUrl: string;
  nektanAPIURL: string;
  campaignUrl: string;
  userInfoUrl: string;
  printApiUrl: string;
  cdnUrl: string;
  liveScoreUrl: string;

  // Virtual-games provider.
  goldenRaceLoaderUrl: { mobile: string; desktop: string };
  goldenRaceAPIBaseUrl: string;
  goldenRaceHwID: string;
  goldenRaceDeeplinks: readonly GoldenRaceDeeplink[];

  // Content.
  legalData: readonly LegalSection[];
  termsLink: string;
  termsLinkType: 'internal' | 'external';
  helpLink: string;
  responsibleGamingLink: string;
  supportEmail: string;
  supportNumber: string;
  licenseDescription: string;
  website: { title: string; description: string; keywords: string };
  /**
   * Third-party tracking of the country, loaded only with the bettor's consent (web
   * lib/consent): the tag manager and pixel ids, and the affiliate registration pixel (spec 01
   * §7: 'a hidden affiliate registration pixel loads with the player id'), an https address
   * with {playerId} and {btag} in it, or '' where the country has none.
   */
  trackingIds: {
    googleTagManager: string;
    facebookPixel: string;
    affiliateRegistrationPixel: string;
  };
  appName: string;
  appSrc: 'MOBILE_WEB';
  appLink: string;
  affiliatesLink: string;
  iosAppId: string;
  logos: { light: string; dark: string };
  logoUrl: string;
  socialUrls: SocialUrls;

  // Locale.
  mobileRegex: string;
  mobilePrefix: string;
  mobileSample: string;
  currency: string;
  /** Symbol shown before amounts (spec 02 §9 "currency symbol prefix"). */
  currencySymbol: string;
  locale: string;
  timezone: string;

  // Limits (major units).
  minimumBetAmount: number;
  maximumBetAmount: number;
  /** Largest stake accepted on a slip holding a live pick ('Maximum live bets amount is ...'). */
  maximumLiveBetAmount: number;
  maximumPossibleWin: number;
  maximumVirtualsWin: number;
  minimumDepositAmount: number;
  maximumDepositAmount: number;
  minimumWithdrawAmount: number;
  maximumWithdrawAmount: number;
  /**
   * Stake a new slip starts with (normal, Shikisha, virtual): spec 01 §9's 100 where the
   * country's limits allow it, else an amount within the bet limits that the smallest deposit
   * quick button covers, so a new bettor's first tap does not meet 'Insufficient Funds'.
   */
  defaultStake: number;
  /** Deposit quick-add buttons (spec 01 §9's 100, 250, 500, 1000 in Kenya), within the deposit limits. */
  depositQuickAmounts: readonly number[];
  depositWithdrawVersion: 'v1' | 'v2';
  minTotalOdd: number;
  maximumSportsBookBets: number;
  /** Seconds a bet holding a live pick waits before it is accepted or refused. */
  liveBetDelaySeconds: number;
  /** Percent of a fair cash-out value the house keeps (the bettor trades risk for certainty). */
  cashoutMarginPercent: number;

  // Taxes (fractions).
  whtTax: number;
  exciseTax: number;
  virtualsWhtTax: number;
  virtualsExciseTax: number;

  defaultSport: SportRef;
  /** Real sport id to its e-sport twin. */
  esportMapping: Readonly<Record<number, number>>;
  virtualsEnglishLeagueId: number;
  ussdVerificationCodeNumber: string;

  kyc: KycConfig;

  // Products.
  shikishaName: string;
  sababishaName: string;
  splitPotName: string;
  /** Name of the boosted multibet product inside jackpots (dailyJp). */
  boostedName: string;
  availableProducts: readonly ProductKey[];
  disabledFeatures: readonly FeatureKey[];

  // Banners.
  banners: readonly Banner[];
  casinoBanners: readonly Banner[];
  fastaBanners: readonly Banner[];
  shikishaBanner: Banner;
  sababishaBanner: Banner;

  // Accumulator bonus.
  accaBonusMatrix: AccaBonusMatrix;
  accaBonusMinSelections: number;
  accaBonusProducts: readonly string[];
  /** Largest acca bonus in major units. */
  maxAccaBonus: number;
  accaBonusMinimumOdd: number;
  accaBonusProductName: string;
  /** Cap of the fixed multibet and shikisha bonus tables (spec 01 §9 "maximum bonus"). */
  maxMultibetBonus: number;
  /** Cap of the virtual bonus (spec 01 §9 "maxBonus"). */
  maxVirtualsBonus: number;
}

/** Keys of {@link CountryConfig} that must never leave the server. */
export const SECRET_CONFIG_KEYS = ['apiKey'] as const;

/** A country configuration safe to send to a browser. */
export type PublicCountryConfig = Omit<CountryConfig, (typeof SECRET_CONFIG_KEYS)[number]>;

/** Drops every secret ({@link SECRET_CONFIG_KEYS}) from a configuration. */
export function toPublicConfig(config: CountryConfig): PublicCountryConfig {
  const copy: Partial<CountryConfig> = { ...config };
  for (const key of SECRET_CONFIG_KEYS) delete copy[key];
  return copy as PublicCountryConfig;
}

/** Whether an optional product is switched on in a configuration. */
export function isProductAvailable(
  config: Pick<CountryConfig, 'availableProducts'>,
  product: ProductKey,
): boolean {
  return config.availableProducts.includes(product);
}

/** Whether a feature is switched on (not listed in disabledFeatures). */
export function isFeatureEnabled(
  config: Pick<CountryConfig, 'disabledFeatures'>,
  feature: FeatureKey,
): boolean {
  return !config.disabledFeatures.includes(feature);
}
