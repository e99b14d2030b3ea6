import type { BetSummary } from '@shangwe/contract';
import type { PublicCountryConfig } from '@shangwe/domain';

/**
 * What kind of bet a card shows (issue 28): pool entries (jackpots, free jackpot, split pot,
 * Sababisha) have lines, not odds or a payout known in advance; only a sportsbook bet can be
 * put back on the slip (Rebet) or shared as a slip; a settled bet says what was paid and why.
 */

/** Products whose entries share a pool: lines and a stake, no total odds, no fixed payout. */
const POOL_PRODUCTS = new Set(['JACKPOT', 'FREE_JACKPOT', 'SPLIT_POT', 'SABABISHA']);

/** A jackpot-style entry (pool), not a priced bet. */
export function isPoolEntry(bet: Pick<BetSummary, 'product'>): boolean {
  return POOL_PRODUCTS.has(bet.product);
}

/** Rebet and Share put the picks back on the main slip: sportsbook bets only. */
export function canRebet(bet: Pick<BetSummary, 'product'>): boolean {
  return bet.product === 'NORMAL';
}

type ProductNames = Pick<
  PublicCountryConfig,
  'shikishaName' | 'sababishaName' | 'splitPotName' | 'boostedName'
>;

/** The product's name as the bettor knows it in their country. */
export function productName(product: string, names: ProductNames): string {
  switch (product) {
    case 'JACKPOT':
      return 'Jackpot';
    case 'FREE_JACKPOT':
      return 'Free Jackpot';
    case 'SPLIT_POT':
      return names.splitPotName;
    case 'SABABISHA':
      return names.sababishaName;
    case 'BOOSTED':
      return names.boostedName;
    case 'SHIKISHA':
      return names.shikishaName;
    case 'VIRTUAL':
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
    return `${productName(bet.product, names)} · ${bet.legs_count} matches · ${lines} ${
      lines === 1 ? 'line' : 'lines'
    }`;
  }
  const shape = bet.legs_count === 1 ? 'Single' : `Multibet (${bet.legs_count})`;
  const product =
    bet.product === 'NORMAL' ? shape : `${productName(bet.product, names)} · ${shape}`;
  return `${product} · ${matches}`;
}

/**
 * The money figure a card ends with: what was paid once something was (won, cashed out,
 * refunded), otherwise the payout the bet stands to make (pool entries: none known yet).
 */
export function closingFigure(bet: BetSummary): { label: string; amount: number | null } {
  switch (bet.status) {
    case 'won':
      return { label: 'Paid', amount: bet.amount_paid };
    case 'cashed_out':
      return { label: 'Cashed out for', amount: bet.amount_paid };
    case 'cancelled':
    case 'void':
      return { label: 'Refunded', amount: bet.amount_paid };
    case 'lost':
    case 'rejected':
      return {
        label: isPoolEntry(bet) ? 'Paid' : 'Final Payout',
        amount: isPoolEntry(bet) ? 0 : bet.final_payout,
      };
    default:
      return isPoolEntry(bet)
        ? { label: 'Prize', amount: null }
        : { label: 'Final Payout', amount: bet.final_payout };
  }
}
