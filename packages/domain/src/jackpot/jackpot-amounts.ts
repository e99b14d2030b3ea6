/**
 * What a jackpot-style event costs and guarantees in each country, in cents of that country's
 * currency. Every event belongs to one country and is priced, pooled and paid in its currency
 * only: a KES 100,000,000 guarantee is never shown or paid as GHS or NGN 100,000,000.
 *
 * Kenya's amounts are the product rules' (JACKPOT_PRODUCTS). The others scale them by the
 * ratio the country configuration already uses between currencies for fixed amounts (free
 * bets: KES 50, GHS 5, NGN 500): a tenth in Ghana, ten times in Nigeria; the fixed-odds
 * products' least stake per line is the country's minimum bet.
 */

import { getCountryConfig } from '../countries/country-configs';
import type { CountryCode } from '../countries/country-code';
import { isProductAvailable, type ProductKey } from '../countries/country-config';
import { JACKPOT_PRODUCTS, isPoolKind, type JackpotProductKind } from './jackpot-products';

export interface JackpotAmounts {
  /** The event's name in the country (a name carrying an amount follows its currency). */
  name: string;
  stakePerLineCents: number;
  guaranteeCents: number;
}

/** Kenyan cents to the country's cents (whole units kept whole). */
const SCALE: Readonly<Record<CountryCode, { times: number; per: number }>> = {
  KE: { times: 1, per: 1 },
  GH: { times: 1, per: 10 },
  NG: { times: 10, per: 1 },
};

/** The 20M jackpot is named after its guarantee: 2M in Ghana, 200M in Nigeria (its tab too). */
export const JP20M_LABEL: Readonly<Record<CountryCode, string>> = {
  KE: '20M',
  GH: '2M',
  NG: '200M',
};
const NAMES: Readonly<Partial<Record<CountryCode, Partial<Record<JackpotProductKind, string>>>>> = {
  GH: { jp20m: `${JP20M_LABEL.GH} Jackpot` },
  NG: { jp20m: `${JP20M_LABEL.NG} Jackpot` },
};

/** The name, stake per line and guarantee of a product's events in a country. */
export function jackpotAmounts(kind: JackpotProductKind, country: CountryCode): JackpotAmounts {
  const rule = JACKPOT_PRODUCTS[kind];
  const { times, per } = SCALE[country];
  const scaled = (amountCents: number) => Math.round((amountCents * times) / per);
  return {
    name: NAMES[country]?.[kind] ?? rule.name,
    stakePerLineCents: isPoolKind(kind)
      ? scaled(rule.stakePerLineCents)
      : Math.round(getCountryConfig(country).minimumBetAmount * 100),
    guaranteeCents: scaled(rule.guaranteeCents),
  };
}

/**
 * The country's product switch (spec 02 §1) a kind of event belongs to: Split Pot and the
 * boosted multibet (the daily jackpot) have their own, every other kind is under `jackpots`.
 */
const KIND_PRODUCT: Readonly<Partial<Record<JackpotProductKind, ProductKey>>> = {
  splitpot: 'splitPot',
  boosted: 'dailyJp',
};

/** Whether a country offers events of this kind (none is opened where it is switched off). */
export function isJackpotKindOffered(kind: JackpotProductKind, country: CountryCode): boolean {
  return isProductAvailable(getCountryConfig(country), KIND_PRODUCT[kind] ?? 'jackpots');
}
