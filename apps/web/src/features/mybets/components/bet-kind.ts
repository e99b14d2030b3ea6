import type { BetSummary } from '@shangwe/contract';
import { LINED_PRODUCTS, PRODUCT, type PublicCountryConfig } from '@shangwe/domain';
import { msg, t } from '../../../lib/i18n';

/**
 * What kind of bet a card shows (issue 28): pool entries (jackpots, free jackpot, split pot,
 * Sababisha) have lines, not odds or a payout known in advance; only a sportsbook bet can be
 * put back on the slip (Rebet) or shared as a slip; a settled bet says what was paid and why.
 */

/** Products whose entries share a pool: lines and a stake, no total odds, no fixed payout. */
const POOL_ENTRY_PRODUCTS = new Set<string>(LINED_PRODUCTS);

/** A jackpot-style entry (pool), not a priced bet. */
export function isPoolEntry(bet: Pick<BetSummary, 'product'>): boolean {
  return POOL_ENTRY_PRODUCTS.has(bet.product);
}

/** Rebet and Share put the picks back on the main slip: sportsbook bets only. */
export function canRebet(bet: Pick<BetSummary, 'product'>): boolean {
  return bet.product === PRODUCT.normal;
}

type ProductNames = Pick<
  PublicCountryConfig,
  'shikishaName' | 'sababishaName' | 'splitPotName' | 'boostedName'
>;

/** The product's name as the bettor knows it in their country. */
export function productName(product: string, names: ProductNames): string {
  switch (product) {
    case PRODUCT.jackpot:
      return 'Jackpot';
    case PRODUCT.freeJackpot:
      return 'Free Jackpot';
    case PRODUCT.splitPot:
      return names.splitPotName;
    case PRODUCT.sababisha:
      return names.sababishaName;
    case PRODUCT.boosted:
      return names.boostedName;
    case PRODUCT.shikisha:
      return names.shikishaName;
    case PRODUCT.virtual:
      return 'Virtual';
    default:
      return 'Sports';
  }
}

/** The line under a card's head: product, picks and (pool entries) lines. */
export function betSummaryLine(bet: BetSummary, names: ProductNames): string {
  const matches = bet.legs.map((l) => l.match_name).join(', ');
  if (isPoolEntry(bet)) {
    const lines = bet.lines ?? 1;
    return `${productName(bet.product, names)} · ${t('{count} matches', { count: bet.legs_count })} · ${
      lines === 1 ? t('1 line') : t('{count} lines', { count: lines })
    }`;
  }
  const shape =
    bet.legs_count === 1 ? t('Single') : t('Multibet ({count})', { count: bet.legs_count });
  const product =
    bet.product === PRODUCT.normal ? shape : `${productName(bet.product, names)} · ${shape}`;
  return `${product} · ${matches}`;
}

/**
 * The money figure a card ends with: what was paid once something was (won, cashed out,
 * refunded), otherwise the payout the bet stands to make (pool entries: none known yet).
 */
export function closingFigure(bet: BetSummary): { label: string; amount: number | null } {
  switch (bet.status) {
    case 'won':
      return { label: msg('Paid'), amount: bet.amount_paid };
    case 'cashed_out':
      return { label: msg('Cashed out for'), amount: bet.amount_paid };
    case 'cancelled':
    case 'void':
      return { label: msg('Refunded'), amount: bet.amount_paid };
    case 'lost':
    case 'rejected':
      return {
        label: isPoolEntry(bet) ? msg('Paid') : msg('Final Payout'),
        amount: isPoolEntry(bet) ? 0 : bet.final_payout,
      };
    default:
      return isPoolEntry(bet)
        ? { label: msg('Prize'), amount: null }
        : { label: msg('Final Payout'), amount: bet.final_payout };
  }
}
