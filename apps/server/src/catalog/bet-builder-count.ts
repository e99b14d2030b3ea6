import type { CatalogStore } from './catalog-store';

/**
 * The bet builder's count of open matches for `GET /api/uo/totalMatches`
 * (`total_shikisha_matches`). Which matches offer the bet builder is a Shikisha rule, so the
 * catalog does not know it: the product registers its count here when the server's modules load
 * (`../products.ts`), and the catalog imports no product.
 */
export interface BetBuilderCount {
  /** The sports whose changes can change the count (the totals' cache is versioned by them). */
  sportIds: readonly number[];
  /** Open matches offering the bet builder, counted from the catalog's store. */
  count(store: CatalogStore): number;
}

/** No bet builder plugged in: no sport, no match. */
const NONE: BetBuilderCount = { sportIds: [], count: () => 0 };

let registered: BetBuilderCount = NONE;

/** Plugs the bet builder's count in (the composition root, once per process). */
export function registerBetBuilderCount(count: BetBuilderCount): void {
  registered = count;
}

/** The bet builder's count, or none when no bet builder is plugged in. */
export function betBuilderCount(): BetBuilderCount {
  return registered;
}
