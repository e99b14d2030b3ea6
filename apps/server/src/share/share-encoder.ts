import type { ShareEncodeBody, ShareEncodeResponse } from '@shangwe/contract';
import { PRODUCT, slipRules } from '@shangwe/domain';
import type { AppContext } from '../platform/context';
import { badRequest, notFound } from '../platform/errors';
import { findBet, findLegs } from '../wagers/bet-store';
import { lookupPicks } from '../catalog/current-picks';
import { insertShareCode, type SharedPick } from './share-repository';
import { newShareCode, shareLink, socialUrls } from './share-codes';
import { SHIKISHA_PRODUCT } from '../shikisha/shikisha-wager';
import { duplicatePickRefusal } from '../wagers/slip-judging';

/**
 * Stores a slip (or a placed bet's picks) under a new random code and answers the link and
 * the social share links. Picks are kept as catalog ids only; decode reads current prices.
 */
export async function shareEncoder(
  ctx: AppContext,
  body: ShareEncodeBody,
  profileId: number | null,
): Promise<ShareEncodeResponse> {
  let picks: SharedPick[];
  let betId: number | null = null;
  let productType = body.product_type;
  if (body.bet_id !== undefined) {
    const bet = profileId === null ? undefined : await findBet(ctx.db, body.bet_id);
    // Someone else's bet answers exactly like a missing one: ids must not be probed.
    if (!bet || bet.profile_id !== profileId) throw notFound('Bet not found', 'BET_NOT_FOUND');
    betId = bet.id;
    // A placed Shikisha shares as Shikisha, whatever the caller said: it loads into that slip.
    if (bet.product === SHIKISHA_PRODUCT) productType = PRODUCT.shikisha;
    picks = (await findLegs(ctx.db, [bet.id])).map((leg) => ({
      parent_match_id: leg.parent_match_id,
      sub_type_id: leg.sub_type_id,
      special_bet_value: leg.special_bet_value,
      odd_key: leg.bet_pick,
      outcome_id: leg.outcome_id,
      has_parent: false,
      parent_code: '',
    }));
  } else {
    const legs = body.betslip ?? [];
    // The domain judges what one slot of the slip is: a match, or a market line for Shikisha.
    const duplicate = duplicatePickRefusal(
      slipRules(body.product_type === PRODUCT.shikisha ? 'shikisha' : 'main'),
      legs.map((leg) => ({
        parent_match_id: leg.parent_match_id,
        sub_type_id: leg.sub_type_id,
        odd: { odd_key: leg.odd_key, odd_value: null, special_bet_value: leg.special_bet_value },
      })),
    );
    if (duplicate) throw badRequest('Only one pick per match can be shared', 'DUPLICATE_MATCH');
    const found = await lookupPicks(
      ctx.db,
      legs.map((l) => ({ ...l, odd_key: l.odd_key })),
      ctx.now(),
    );
    const unknown = found.findIndex((sel) => !sel.found);
    if (unknown >= 0) {
      const leg = legs[unknown]!;
      throw badRequest(
        `The selection ${leg.odd_key} on match ${leg.parent_match_id} does not exist`,
        'UNKNOWN_SELECTION',
      );
    }
    picks = legs.map((leg) => ({ ...leg }));
  }

  let code = newShareCode();
  // A clash among ~2.7e10 codes is rare; draw again rather than fail.
  for (
    let attempt = 0;
    !(await insertShareCode(ctx.db, {
      code,
      product_type: productType,
      profile_id: profileId,
      bet_id: betId,
      picks,
      src: body.src ?? null,
    }));
    attempt++
  ) {
    if (attempt >= 5) throw new Error('could not draw a free share code');
    code = newShareCode();
  }
  ctx.metrics.counter('betslips_shared_total', 'Betslips shared by code', ['product']).inc({
    product: productType,
  });
  const link = shareLink(ctx.env.publicUrl, code);
  return {
    message: 'Betslip shared successfully',
    code,
    link,
    meta: { social_urls: socialUrls(link, code), product_type: productType },
  };
}
