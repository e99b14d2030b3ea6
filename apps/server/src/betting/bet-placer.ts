import type { PlaceBetBody } from '@shangwe/contract';
import type { AppContext } from '../platform/context';
import { findBet } from '../wagers/bet-store';
import { placeWager, type Placement } from '../wagers/wager-placer';
import { offersOnWagerPlaced } from '../offers/offer-hooks';
import { normalBet } from './normal-bet';

/**
 * Places a normal (prematch or live) bet through the wager pipeline: the slip judged by the
 * domain, priced from the catalog (never the client's figures), the stake debited and the bet,
 * its ledger rows and the idempotent answer written in one statement. Prematch bets are open
 * at once; a bet holding a live pick waits the country's live delay as 'pending'.
 */
export async function betPlacer(
  ctx: AppContext,
  token: string | undefined,
  body: PlaceBetBody,
  idempotencyKey: string | undefined,
): Promise<Placement> {
  // Everything but the session token and the key itself identifies the request.
  const { token: _token, idempotency_key: _key, ...meaningful } = body;
  const placed = await placeWager(ctx, normalBet, {
    token,
    slip: body,
    meaningful,
    idempotencyKey,
    extra: {
      share_code: body.betslip.find((l) => l.share_code)?.share_code ?? null,
      src: body.src ?? null,
      promo_id: body.promo_id ?? null,
      affiliate_id: body.affiliate_id ?? null,
    },
  });
  // A bet that opted in to a promo uses the opt-in up and may earn the award at once.
  const promoId = body.promo_id ? Number(body.promo_id) : null;
  if (!placed.replayed && promoId !== null && placed.body.bet_id !== null) {
    const bet = await findBet(ctx.db, placed.body.bet_id);
    if (bet) {
      await offersOnWagerPlaced(ctx, {
        betId: placed.body.bet_id,
        profileId: Number(bet.profile_id),
        country: bet.country,
        promoId,
      });
    }
  }
  return placed;
}
