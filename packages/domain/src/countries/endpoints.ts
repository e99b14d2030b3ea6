import type { CountryConfig } from './country-config';

/**
 * Our own API paths (ARCHITECTURE.md "API"). Same-origin and relative, so the same configuration
 * works behind any host name; the web sends X-Country to pick the country.
 */
export const OWN_ENDPOINTS = {
  socketUrl: '/',
  baseUrl: '/api/',
  baseV2Url: '/api/v2/',
  liveUrl: '/api/live/',
  virtualsUrl: '/api/live/',
  freeBetsAPIUrl: '/api/freebets/',
  promosAPIUrl: '/api/promos/',
  recommendationsAPIUrl: '/api/recommendations/',
  notificationsAPIUrl: '/api/notifications/',
  notificationsSocketUrl: '/',
  nektanAPIURL: '/api/casino/',
  campaignUrl: '/api/campaign/',
  userInfoUrl: '/api/userinfo',
  printApiUrl: '/api/print/',
  cdnUrl: '/',
  liveScoreUrl: '/livescore',
  goldenRaceAPIBaseUrl: '/api/live/virtual/',
  goldenRaceLoaderUrl: { mobile: '/virtual', desktop: '/virtual' },
} as const satisfies Partial<CountryConfig>;

/** KYC fields that are mandatory wherever KYC applies (spec 02 §5). */
export const KYC_FIELDS = ['official_name', 'date_of_birth', 'id_type'] as const;
