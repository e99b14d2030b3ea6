import { normalBet } from './betting/normal-bet';
import { crashTickerChannel } from './casino/crash-ticker';
import { crashBet } from './casino/crash-wager';
import { diceBet, wheelBet } from './casino/instant-wager';
import { boostedBet } from './jackpots/boosted-wager';
import { POOL_PRODUCTS } from './jackpots/pool-entry-wager';
import { PIPELINE_OFFERS } from './offers/offer-hooks';
import { sababishaBet } from './jackpots/sababisha-wager';
import { SHIKISHA_SPORT_IDS, shikishaMatchesOf } from './shikisha/shikisha-lists';
import { shikishaBet } from './shikisha/shikisha-wager';
import { virtualTickerChannel } from './virtuals/virtual-ticker';
import { virtualBet } from './virtuals/virtual-wager';
import { registerBetBuilderCount } from './catalog/bet-builder-count';
import type { SocketChannel } from './realtime/socket-channel';
import type { WagerProduct } from './wagers/wager-product';
import { registerWagerOffers } from './wagers/wager-offers';
import { registerWagerProducts } from './wagers/wager-products';

/**
 * The products plugged into the wager pipeline (README.md, "Module map"). The pipeline
 * (wagers/) imports no product; this composition root hands them to it when the server's
 * modules load (app.ts and workers.ts import this file). A new product adds one line.
 */
export const WAGER_PRODUCTS: readonly WagerProduct<never>[] = [
  normalBet as WagerProduct<never>,
  shikishaBet as WagerProduct<never>,
  virtualBet as WagerProduct<never>,
  ...POOL_PRODUCTS.map((p) => p as WagerProduct<never>),
  sababishaBet as WagerProduct<never>,
  boostedBet as WagerProduct<never>,
  crashBet as WagerProduct<never>,
  diceBet as WagerProduct<never>,
  wheelBet as WagerProduct<never>,
];

registerWagerProducts(WAGER_PRODUCTS);

// The offers (free bets, promos) hear of every wager's acceptance, refusal and settlement and
// restore a free bet given back: they sit above the pipeline, which imports none of them.
registerWagerOffers(PIPELINE_OFFERS);

// GET /api/uo/totalMatches counts the bet builder's matches: a Shikisha rule the catalog asks
// the product for (catalog/ imports no product).
registerBetBuilderCount({
  sportIds: SHIKISHA_SPORT_IDS,
  count: (store) => shikishaMatchesOf(store).length,
});

/** The products' parts of the websocket gateway (realtime/ imports no product). */
export const PRODUCT_SOCKET_CHANNELS: readonly SocketChannel[] = [
  virtualTickerChannel,
  crashTickerChannel,
];
