import { seedFixtureMatches } from '../betting/test-fixtures';
import type { AppContext } from '../platform/context';

/** Home odds of matches 101..106, the catalog the free-bet and promo tests bet on. */
export const OFFER_MATCH_HOME_ODDS = [1.5, 2, 1.4, 1.3, 1.6, 2.5] as const;

/** Seeds matches 101..106 kicking off at `start`: home odds as above, draw 3.2, away 4. */
export async function seedOfferMatches(ctx: Pick<AppContext, 'db'>, start: Date): Promise<void> {
  await seedFixtureMatches(
    ctx,
    OFFER_MATCH_HOME_ODDS.map((home, i) => ({
      id: 101 + i,
      start,
      odds: { home, draw: 3.2, away: 4 },
    })),
  );
}
