import { configTaxes } from './taxes';
import { WEST_AFRICA_ACCA_BONUS_MATRIX } from './acca-bonus-matrices';
import type { CountryConfig } from './country-config';
import { KYC_FIELDS, OWN_ENDPOINTS } from './endpoints';
import { buildLegalData } from './legal-data';

const supportEmail = 'care@shangwe.com.gh';
const supportNumber = '030 290 0000';

/**
 * Ghana (spec 02 §9 "Ghana (GHS)"). minTotalOdd and maximumLiveBetAmount are not in the spec:
 * 1.1 and 2000 (the maximum withdrawal) are our choices.
 */
export const GHANA: CountryConfig = {
  code: 'GH',
  country: 'Ghana',
  brand: 'Shangwe',
  apiKey: 'gh_live_8d3a6f0c2e9b4a71b5d8c0e3f6a1b2c7',
  goldenRaceProfile: 'shangwe-gh',
  desktopUrl: 'https://www.shangwe.com.gh',
  mobileUrl: 'https://m.shangwe.com.gh',
  ...OWN_ENDPOINTS,
  goldenRaceHwID: 'shangwe-gh-web',
  goldenRaceDeeplinks: [],

  legalData: buildLegalData({
    countryName: 'Ghana',
    operator: 'Shangwe Gaming Ghana Ltd',
    regulator: 'Gaming Commission of Ghana',
    licence: 'GCG/SB/0112',
    currency: 'Ghana Cedis (GHS)',
    taxText:
      'No tax is deducted from stakes or winnings by Shangwe in Ghana. You are responsible for declaring your winnings where the law requires it.',
    supportEmail,
    supportNumber,
    accaBonusProductName: 'Fabom Boost',
    maximumPossibleWin: 'GHS 100,000',
  }),
  termsLink: '/legal',
  termsLinkType: 'internal',
  helpLink: 'https://help.shangwe.com.gh',
  responsibleGamingLink: '/responsible-gambling',
  supportEmail,
  supportNumber,
  licenseDescription:
    'Shangwe is operated by Shangwe Gaming Ghana Ltd, licensed by the Gaming Commission of Ghana under licence GCG/SB/0112. Betting is for persons over 18 only. Bet responsibly.',
  website: {
    title: 'Shangwe Ghana | Sports Betting, Live Odds & Jackpots',
    description:
      'Bet on the Ghana Premier League, the Premier League and more with great odds, live betting, jackpots and Fabom Boost up to 100%.',
    keywords: 'betting Ghana, sports betting, live betting, jackpot, MTN MoMo',
  },
  trackingIds: {
    googleTagManager: 'GTM-SHGGH01',
    facebookPixel: '704118233906513',
    // No affiliate programme here (affiliates is in disabledFeatures).
    affiliateRegistrationPixel: '',
  },
  appName: 'Shangwe',
  appSrc: 'MOBILE_WEB',
  // No Android app is built: the install card offers the PWA's own install prompt.
  appLink: '',
  affiliatesLink: 'https://affiliates.shangwe.com.gh',
  iosAppId: '6470012346',
  logos: { light: '/img/logo-light.svg', dark: '/img/logo-dark.svg' },
  logoUrl: '/img/logo-light.svg',
  socialUrls: {
    facebook: 'https://www.facebook.com/ShangweGhana',
    x: 'https://x.com/ShangweGH',
    instagram: 'https://www.instagram.com/shangwe_gh',
    youtube: 'https://www.youtube.com/@ShangweGhana',
    telegram: 'https://t.me/ShangweGhana',
    whatsapp: 'https://wa.me/233302900000',
  },

  mobileRegex: '^(?:0|233)?[2-6][0-9][0-9]{7,8}$',
  mobilePrefix: '233',
  mobileSample: '0241234567',
  currency: 'GHS',
  currencySymbol: 'GH₵',
  locale: 'en-GH',
  timezone: 'Africa/Accra',

  minimumBetAmount: 0.5,
  maximumBetAmount: 5000,
  maximumLiveBetAmount: 2000,
  maximumPossibleWin: 100000,
  maximumVirtualsWin: 57850,
  minimumDepositAmount: 1,
  maximumDepositAmount: 10000,
  minimumWithdrawAmount: 1,
  maximumWithdrawAmount: 2000,
  defaultStake: 10,
  depositQuickAmounts: [10, 20, 50, 100],
  depositWithdrawVersion: 'v2',
  minTotalOdd: 1.1,
  maximumSportsBookBets: 39,
  liveBetDelaySeconds: 5,
  cashoutMarginPercent: 5,

  // Taxes: the one table of every country's taxes (taxes.ts).
  ...configTaxes('GH'),

  defaultSport: { sport_id: 1, sport_name: 'Soccer' },
  esportMapping: { 1: 137, 2: 153 },
  virtualsEnglishLeagueId: 41047,
  ussdVerificationCodeNumber: '*713*88#',

  kyc: {
    required: true,
    fields: KYC_FIELDS,
    idTypes: [
      { key: 'voters_id_new', label: "Voter's ID (new)", regexPattern: '^[0-9]{10}$' },
      { key: 'voters_id_old', label: "Voter's ID (old)", regexPattern: '^[0-9]{10}$' },
      { key: 'ssnit', label: 'Social Security (SSNIT) ID', regexPattern: '^[A-Z][0-9]{12}$' },
      { key: 'passport', label: 'Passport', regexPattern: '^[A-Z][0-9]{7}$' },
      { key: 'drivers_licence', label: "Driver's Licence", regexPattern: null },
    ],
  },

  shikishaName: 'Jengabet',
  sababishaName: 'Sababisha',
  splitPotName: 'Split Pot',
  boostedName: 'Fabom Beti',
  availableProducts: [
    'livescore',
    'casino',
    'virtuals',
    'shikisha',
    'dailyJp',
    'jackpots',
    'offersNRewards',
    'appLink',
  ],
  disabledFeatures: ['affiliates'],

  banners: [
    {
      // The accumulator bonus is explained on its own terms page, not on Offers & Rewards.
      src: 'boost',
      route: '/acca-bonus',
      external: false,
      alt: 'Fabom Boost: up to 100% on your multibet',
    },
    {
      src: 'jackpot',
      route: '/fabom-beti',
      external: false,
      alt: 'Fabom Beti: boosted multibets every day',
    },
  ],
  casinoBanners: [
    {
      src: 'casino',
      route: '/casino',
      external: false,
      alt: 'Top casino games',
    },
  ],
  fastaBanners: [
    {
      src: 'virtual',
      route: '/virtual',
      external: false,
      alt: 'Virtual football every 3 minutes',
    },
  ],
  shikishaBanner: {
    src: 'bet-builder',
    route: '/jengabet',
    external: false,
    alt: 'Jengabet: combine markets of one match',
  },
  sababishaBanner: {
    src: 'sababisha',
    route: '/sababisha',
    external: false,
    alt: 'Sababisha: pick the winners, win big',
  },

  accaBonusMatrix: WEST_AFRICA_ACCA_BONUS_MATRIX,
  accaBonusMinSelections: 4,
  accaBonusProducts: ['PREMATCH', 'LIVE'],
  maxAccaBonus: 50000,
  accaBonusMinimumOdd: 1.4,
  accaBonusProductName: 'Fabom Boost',
  maxMultibetBonus: 50000,
  maxVirtualsBonus: 5000,
};
