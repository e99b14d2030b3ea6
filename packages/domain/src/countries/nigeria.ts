import { configTaxes } from './taxes';
import { WEST_AFRICA_ACCA_BONUS_MATRIX } from './acca-bonus-matrices';
import type { CountryConfig } from './country-config';
import { KYC_FIELDS, OWN_ENDPOINTS } from './endpoints';
import { buildLegalData } from './legal-data';

const supportEmail = 'care@shangwe.ng';
const supportNumber = '0201 330 0000';

/**
 * Nigeria (spec 02 §9 "Nigeria (NGN)"). Taxes, minTotalOdd and maximumLiveBetAmount are not in
 * the spec: no tax is withheld (0), 1.1 and 100000 are our choices.
 */
export const NIGERIA: CountryConfig = {
  code: 'NG',
  country: 'Nigeria',
  brand: 'Shangwe',
  apiKey: 'ng_live_5b7e2c9a1d4f40e8b6a3c9d2e0f7a8b1',
  goldenRaceProfile: 'shangwe-ng',
  desktopUrl: 'https://www.shangwe.ng',
  mobileUrl: 'https://m.shangwe.ng',
  ...OWN_ENDPOINTS,
  goldenRaceHwID: 'shangwe-ng-web',
  goldenRaceDeeplinks: [],

  legalData: buildLegalData({
    countryName: 'Nigeria',
    operator: 'Shangwe Gaming Nigeria Ltd',
    regulator: 'Lagos State Lotteries and Gaming Authority',
    licence: 'LSLGA/OP/SB/0093',
    currency: 'Naira (NGN)',
    taxText:
      'No tax is deducted from stakes or winnings by Shangwe in Nigeria. You are responsible for declaring your winnings where the law requires it.',
    supportEmail,
    supportNumber,
    accaBonusProductName: 'Palm Boost',
    maximumPossibleWin: 'NGN 40,000,000',
  }),
  termsLink: '/legal',
  termsLinkType: 'internal',
  helpLink: 'https://help.shangwe.ng',
  responsibleGamingLink: '/responsible-gambling',
  supportEmail,
  supportNumber,
  licenseDescription:
    'Shangwe is operated by Shangwe Gaming Nigeria Ltd, licensed by the Lagos State Lotteries and Gaming Authority under licence LSLGA/OP/SB/0093. Betting is for persons over 18 only. Bet responsibly.',
  website: {
    title: 'Shangwe Nigeria | Sports Betting, Live Odds & Jackpots',
    description:
      'Bet on the NPFL, the Premier League and more with great odds, live betting, jackpots, virtuals and Palm Boost up to 100%.',
    keywords: 'betting Nigeria, sports betting, live betting, jackpot, virtuals',
  },
  trackingIds: {
    googleTagManager: 'GTM-SHGNG01',
    facebookPixel: '704118233906514',
    // No affiliate programme here (affiliates is in disabledFeatures).
    affiliateRegistrationPixel: '',
  },
  appName: 'Shangwe',
  appSrc: 'MOBILE_WEB',
  // No Android app is built: the install card offers the PWA's own install prompt.
  appLink: '',
  affiliatesLink: 'https://affiliates.shangwe.ng',
  iosAppId: '6470012347',
  logos: { light: '/img/logo-light.svg', dark: '/img/logo-dark.svg' },
  logoUrl: '/img/logo-light.svg',
  socialUrls: {
    facebook: 'https://www.facebook.com/ShangweNigeria',
    x: 'https://x.com/ShangweNG',
    instagram: 'https://www.instagram.com/shangwe_ng',
    youtube: 'https://www.youtube.com/@ShangweNigeria',
    telegram: 'https://t.me/ShangweNigeria',
    whatsapp: 'https://wa.me/2342013300000',
  },

  mobileRegex: '^(?:0|234)?[0-9]{10}$',
  mobilePrefix: '234',
  mobileSample: '08031234567',
  currency: 'NGN',
  currencySymbol: '₦',
  locale: 'en-NG',
  timezone: 'Africa/Lagos',

  minimumBetAmount: 100,
  maximumBetAmount: 300000,
  maximumLiveBetAmount: 100000,
  maximumPossibleWin: 40000000,
  maximumVirtualsWin: 57850,
  minimumDepositAmount: 50,
  maximumDepositAmount: 1000000,
  minimumWithdrawAmount: 1000,
  maximumWithdrawAmount: 10000000,
  defaultStake: 100,
  depositQuickAmounts: [500, 1000, 2000, 5000],
  depositWithdrawVersion: 'v1',
  minTotalOdd: 1.1,
  maximumSportsBookBets: 39,
  liveBetDelaySeconds: 5,
  cashoutMarginPercent: 5,

  // Taxes: the one table of every country's taxes (taxes.ts).
  ...configTaxes('NG'),

  defaultSport: { sport_id: 1, sport_name: 'Soccer' },
  esportMapping: { 1: 137, 2: 153 },
  virtualsEnglishLeagueId: 41047,
  ussdVerificationCodeNumber: '*347*88#',

  kyc: {
    required: false,
    fields: KYC_FIELDS,
    idTypes: [
      { key: 'national_id', label: 'National ID', regexPattern: '^[0-9]{16}$' },
      { key: 'passport', label: 'Passport', regexPattern: '^[A-Z][0-9]{7}$' },
      { key: 'alien_id', label: 'Alien ID', regexPattern: '^[0-9]{6,7}$' },
    ],
  },

  shikishaName: 'Shikisha',
  sababishaName: 'Sababisha',
  splitPotName: 'Split Pot',
  boostedName: 'Palm Bet',
  availableProducts: ['livescore', 'casino', 'virtuals', 'jackpots', 'offersNRewards', 'appLink'],
  disabledFeatures: ['affiliates'],

  banners: [
    {
      // The accumulator bonus is explained on its own terms page, not on Offers & Rewards.
      src: 'boost',
      route: '/acca-bonus',
      external: false,
      alt: 'Palm Boost: up to 100% on your multibet',
    },
    {
      // Palm Bet (dailyJp) is off in Nigeria: the jackpot banner leads to the jackpots it has.
      src: 'jackpot',
      route: '/jackpots',
      external: false,
      alt: 'Jackpots: predict the results and win big',
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
    route: '/shikisha',
    external: false,
    alt: 'Shikisha: combine markets of one match',
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
  accaBonusMinimumOdd: 1.5,
  accaBonusProductName: 'Palm Boost',
  maxMultibetBonus: 50000,
  maxVirtualsBonus: 10000,
};
