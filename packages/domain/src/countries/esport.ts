import type { CountryConfig } from './country-config';

/**
 * Whether a sport is an e-sport (spec 01 §3 pick `is_esport`; spec 02 §3.1 `esportMapping`,
 * real sport id to its e-sport twin): its id is one of the mapping's twins (eSoccer for soccer).
 */
export function isEsportSport(
  sportId: number,
  config: Pick<CountryConfig, 'esportMapping'> | null | undefined,
): boolean {
  return !!config && Object.values(config.esportMapping).includes(sportId);
}
