import type { ShikishaQuoteBody, ShikishaQuoteResponse } from '@shangwe/contract';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { loadShikishaMatch } from './match-model';
import { judgeShikishaPicks, pickKeyOf, priceCombination } from './shikisha-pricing';

/**
 * POST /api/betbuilder/quote: the combined price of the picks the bettor has now, from the
 * catalog kept in memory and the match's model (cached): no database round trip once the
 * match was loaded, so the slip can ask on every pick change.
 */
export async function quoteShikishaPicks(
  ctx: AppContext,
  body: ShikishaQuoteBody,
): Promise<ShikishaQuoteResponse> {
  const picks = body.betslip;
  const judged = judgeShikishaPicks(picks);
  if (judged) throw judged;
  const now = ctx.now();
  const store = await catalogStoreFor(ctx);
  const selections = store.lookupSelections(picks.map(pickKeyOf), now);
  const match = await loadShikishaMatch(ctx.db, picks[0]!.parent_match_id);
  const priced = priceCombination(match, picks, selections, now, {
    seed: ctx.env.feedSeed,
    timeScale: ctx.env.timeScale,
  });
  if (priced instanceof Error) throw priced;
  return {
    parent_match_id: picks[0]!.parent_match_id,
    total_odd: priced.totalOdd,
    live: priced.live,
    picks: priced.selections.map((sel) => ({
      parent_match_id: sel.parent_match_id,
      sub_type_id: sel.sub_type_id,
      special_bet_value: sel.special_bet_value,
      bet_pick: sel.odd_key,
      outcome_id: sel.outcome_id,
      odd_value: sel.odd_value,
      market_name: sel.market_name,
      display: sel.display,
    })),
  };
}
