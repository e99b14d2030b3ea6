import type { CountryCode } from '@shangwe/domain';
import type { PaymentProvider } from '../providers';
import { DarajaClient } from './daraja-client';
import { mpesaProvider } from './mpesa-provider';
import { MomoClient } from './momo-client';
import { momoProvider } from './momo-provider';
import { paystackProvider } from './paystack-provider';
import type { RailConfig } from './rail-config';

interface Rails {
  byCountry: Partial<Record<CountryCode, PaymentProvider[]>>;
  byName: Map<string, PaymentProvider>;
}

// One set of clients per configuration, so access tokens are shared by every request.
const built = new WeakMap<RailConfig, Rails>();

function build(config: RailConfig, clock: () => Date): Rails {
  const byCountry: Rails['byCountry'] = {};
  if (config.daraja) byCountry.KE = [mpesaProvider(new DarajaClient(config.daraja, clock))];
  if (config.momo) byCountry.GH = [momoProvider(new MomoClient(config.momo, clock))];
  if (config.paystack) byCountry.NG = [paystackProvider(config.paystack, clock)];
  const byName = new Map<string, PaymentProvider>();
  for (const list of Object.values(byCountry)) for (const p of list) byName.set(p.name, p);
  return { byCountry, byName };
}

export function railsOf(config: RailConfig, clock: () => Date): Rails {
  let rails = built.get(config);
  if (!rails) {
    rails = build(config, clock);
    built.set(config, rails);
  }
  return rails;
}

/** The real rails of a country, default first (empty: the country keeps the sandbox). */
export const countryRails = (config: RailConfig, clock: () => Date, country: CountryCode) =>
  railsOf(config, clock).byCountry[country] ?? [];

/** A real rail by its provider name (callbacks, reconciliation). */
export const railByName = (config: RailConfig, clock: () => Date, name: string) =>
  railsOf(config, clock).byName.get(name);
