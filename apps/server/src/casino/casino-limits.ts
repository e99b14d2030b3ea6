import {
  casinoLimitsCents,
  isCountryCode,
  DEFAULT_COUNTRY_CODE,
  type CasinoGameId,
} from '@shangwe/domain';

/** A game's stake and win limits (cents) in the bettor's country. */
export function limitsFor(country: string, game: CasinoGameId) {
  return casinoLimitsCents(isCountryCode(country) ? country : DEFAULT_COUNTRY_CODE, game);
}
