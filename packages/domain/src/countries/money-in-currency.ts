import { formatCurrency } from '../format/format';
import { CONFIGS_BY_CURRENCY } from './country-configs';

/**
 * An amount in the app's money format ('KES 140,000', 'GH₵ 50', spec 02 §9: symbol prefix plus
 * localized number) from its currency code, for texts written where only the code is known
 * (server notifications). An unknown code keeps the code as its symbol.
 */
export function formatMoneyIn(amount: number, currency: string): string {
  const config = CONFIGS_BY_CURRENCY.get(currency.toUpperCase());
  return formatCurrency(amount, config ?? { currencySymbol: currency, locale: 'en-KE' });
}
