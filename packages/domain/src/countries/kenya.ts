import { configTaxes } from './taxes';
import { KENYA_ACCA_BONUS_MATRIX } from './acca-bonus-matrices';
import type { CountryConfig } from './country-config';
import { KYC_FIELDS, OWN_ENDPOINTS } from './endpoints';
import { buildLegalData } from './legal-data';

const supportEmail = 'care@shangwe.co.ke';
const supportNumber = '0709 000 000';

/** Kenya (spec 02 §9 "Kenya (KES)"). */
export const KENYA: CountryConfig = {
  code: 'KE',
  country: 'Kenya',
  brand: 'Shangwe',
  apiKey: 'ke_live_2f9c1e7a4b6d48e0a3c5f1b8d7e2a9c4',
  goldenRaceProfile: 'shangwe-ke',
  desktopUrl: 'https://www.shangwe.co.ke',
  mobileUrl: 'https://m.shangwe.co.ke',
  ...OWN_ENDPOINTS,
  goldenRaceHwID: 'shangwe-ke-web',
  goldenRaceDeeplinks: [
    { name: 'Shangwe Super League', logoUrl: '/img/leagues/ssl.svg', ref: 'ssl' },
    { name: 'Kenyan Premier Virtual', logoUrl: '/img/leagues/kpv.svg', ref: 'kpv' },
  ],

  legalData: buildLegalData({
    countryName: 'Kenya',
    operator: 'Shangwe Gaming Kenya Ltd',
    regulator: 'Betting Control and Licensing Board (BCLB)',
    licence: 'BCLB/0000471',
    currency: 'Kenya Shillings (KES)',
    taxText:
      'Excise duty of 7.5% is deducted from every stake before it is placed. Withholding tax of 20% is deducted from net winnings (winnings less the stake after excise) and remitted to the Kenya Revenue Authority.',
    supportEmail,
    supportNumber,
    accaBonusProductName: 'Bingwa Boost',
    maximumPossibleWin: 'KES 4,000,000',
  }),
  termsLink: '/legal',
  termsLinkType: 'internal',
  helpLink: 'https://help.shangwe.co.ke',
  responsibleGamingLink: '/responsible-gambling',
  supportEmail,
  supportNumber,
  licenseDescription:
    'Shangwe is operated by Shangwe Gaming Kenya Ltd, licensed by the Betting Control and Licensing Board of Kenya under licence BCLB/0000471. Betting is for persons over 18 only. Bet responsibly.',
  website: {
    title: 'Shangwe Kenya | Sports Betting, Live Odds, Jackpots & Virtuals',
    description:
      'Bet on football and more than 30 sports with the best odds in Kenya. Live betting, Bingwa Boost up to 500%, jackpots, Shikisha and virtual games.',
    keywords: 'betting Kenya, sports betting, live betting, jackpot, Shikisha, virtuals, M-Pesa',
  },
  trackingIds: {
    googleTagManager: 'GTM-SHGKE01',
    facebookPixel: '704118233906512',
    // The affiliate programme (affiliatesLink) counts a registration it brought.
    affiliateRegistrationPixel:
      'https://affiliates.shangwe.co.ke/pixel/registration?player_id={playerId}&btag={btag}',
  },
  appName: 'Shangwe',
  appSrc: 'MOBILE_WEB',
  // No Android app is built: the install card offers the PWA's own install prompt.
  appLink: '',
  affiliatesLink: 'https://affiliates.shangwe.co.ke',
  iosAppId: '6470012345',
  logos: { light: '/img/logo-light.svg', dark: '/img/logo-dark.svg' },
  logoUrl: '/img/logo-light.svg',
  socialUrls: {
    facebook: 'https://www.facebook.com/ShangweKenya',
    x: 'https://x.com/ShangweKE',
    instagram: 'https://www.instagram.com/shangwe_ke',
    youtube: 'https://www.youtube.com/@ShangweKenya',
    telegram: 'https://t.me/ShangweKenya',
    whatsapp: 'https://wa.me/254709000000',
  },

  mobileRegex: '^(?:0|254)?[0-9]{9,10}$',
  mobilePrefix: '254',
  mobileSample: '0712345678',
  currency: 'KES',
  currencySymbol: 'KES',
  locale: 'en-KE',
  timezone: 'Africa/Nairobi',

  minimumBetAmount: 1,
  maximumBetAmount: 500000,
  maximumLiveBetAmount: 200000,
  maximumPossibleWin: 4000000,
  maximumVirtualsWin: 4000000,
  minimumDepositAmount: 10,
  maximumDepositAmount: 140000,
  minimumWithdrawAmount: 50,
  maximumWithdrawAmount: 140000,
  defaultStake: 100,
  depositQuickAmounts: [100, 250, 500, 1000],
  depositWithdrawVersion: 'v1',
  minTotalOdd: 1.075,
  maximumSportsBookBets: 45,
  liveBetDelaySeconds: 5,
  cashoutMarginPercent: 5,

  // Taxes: the one table of every country's taxes (taxes.ts).
  ...configTaxes('KE'),

  defaultSport: { sport_id: 1, sport_name: 'Soccer' },
  esportMapping: { 1: 137, 2: 153, 5: 195 },
  virtualsEnglishLeagueId: 41047,
  ussdVerificationCodeNumber: '*779#',

  kyc: {
    required: false,
    fields: KYC_FIELDS,
    idTypes: [
      { key: 'national_id', label: 'National ID', regexPattern: '^[0-9]{7,9}$' },
      { key: 'passport', label: 'Passport', regexPattern: '^[A-Z][0-9]{9}$' },
      { key: 'alien_id', label: 'Alien ID', regexPattern: '^[0-9]{6,7}$' },
    ],
  },

  shikishaName: 'Shikisha',
  sababishaName: 'Sababisha',
  splitPotName: 'Split Pot',
  boostedName: 'Turudi Uwanjani',
  availableProducts: [
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
  ],
  disabledFeatures: [],

  banners: [
    {
      // The accumulator bonus is explained on its own terms page, not on Offers & Rewards.
      src: 'boost',
      route: '/acca-bonus',
      external: false,
      alt: 'Bingwa Boost: up to 500% on your multibet',
    },
    {
      src: 'bet-builder',
      route: '/shikisha-bet',
      external: false,
      alt: 'Build your own bet with Shikisha',
    },
    {
      // The spec's /daily-jp is the boosted multibet (dailyJp): the banner names it as such.
      src: 'jackpot',
      route: '/daily-jp',
      external: false,
      alt: 'Turudi Uwanjani: boosted odds on 10 matches every day',
    },
  ],
  casinoBanners: [
    {
      src: 'crash',
      route: '/casino/category/crash',
      external: false,
      alt: 'Play Shangwe Crash: cash out in time',
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

  accaBonusMatrix: KENYA_ACCA_BONUS_MATRIX,
  accaBonusMinSelections: 3,
  accaBonusProducts: ['PREMATCH', 'LIVE'],
  maxAccaBonus: 2000000,
  accaBonusMinimumOdd: 1.35,
  accaBonusProductName: 'Bingwa Boost',
  maxMultibetBonus: 2000000,
  maxVirtualsBonus: 500000,
};
