/**
 * How long each product's wager may stay unsettled: the one place its longest life is defined.
 * The owed check (`owed-wagers.ts`) and the recovery sweep (`recovery-settler.ts`) read it.
 *
 * Per product, over an open wager `b` (SQL, one row per wager id):
 * - `decidedAt`: when its own rules fixed the outcome (null while they have not): the instant
 *   draw at placement, the crash point, the end of the virtual round, the last result;
 * - `latestEnd`: the latest moment the wager can still be running, whatever happens to the
 *   results (a match not resulted 12 h after its kick-off is itself the fault);
 * - `settleWithinSeconds`: how long the running settlers may take after that (their sweep
 *   period and a margin). Past `decidedAt` or `latestEnd` plus this, the wager is owed.
 */
export interface WagerLifetime {
  products: readonly string[];
  /** SELECT b.id, <decided_at>, <latest_end> FROM bets b ... for open wagers of `products`. */
  timesSql: string;
  /**
   * `timesSql` over only the open wagers that can be decided now, for the recovery sweep (every
   * 20 s) where reading every open wager would cost too much; absent: `timesSql` itself.
   */
  decidableTimesSql?: string;
  settleWithinSeconds: number;
}

/** A sportsbook match is over (resulted or cancelled) within this long of its kick-off. */
export const LONGEST_MATCH_HOURS = 12;

// CATALOG_LEG_PRODUCTS: settled by the settlement worker's sweep (30 s); POOL_PRODUCTS: settled
// as a whole event by the jackpot worker (every 60 s).
const inList = (products: readonly string[]) => products.map((p) => `'${p}'`).join(', ');

/** A sportsbook match (the row aliased `m`) is decided: resulted, or cancelled. */
const matchDecided = (m: string) => `(${m}.resulted_at IS NOT NULL OR ${m}.status = 'cancelled')`;

/**
 * Decided once every leg's match is resulted or cancelled; running until 12 h after the last
 * kick-off. `narrowing`: a further condition on `b`.
 */
const catalogLegTimes = (products: readonly string[], narrowing = '') => `
  SELECT b.id,
         CASE WHEN bool_and(coalesce(${matchDecided('m')}, false))
              THEN max(coalesce(m.resulted_at, m.ended_at, m.updated_at)) END AS decided_at,
         max(coalesce(m.start_time, l.start_time, b.created_at))
           + interval '${LONGEST_MATCH_HOURS} hours' AS latest_end
    FROM bets b
    JOIN bet_legs l ON l.bet_id = b.id
    LEFT JOIN matches m ON m.parent_match_id = l.parent_match_id
   WHERE b.status = 'open' AND b.product IN (${inList(products)}) ${narrowing}
   GROUP BY b.id`;

/**
 * The catalog-leg wagers that can be decided: those with a leg still open on a resulted or
 * cancelled match. A settler marks a wager's resulted legs in the transaction that settles it,
 * and leaves the wager open only while one of its legs is open; so a wager decided and still
 * open keeps a leg open on a decided match (its last). Found from the open legs' index (migration
 * 0050), not by grouping the legs of every open wager: a weekend's book holds hundreds of
 * thousands, and grouping them every 20 s took a core for half a second at 170,000.
 *
 * An uncorrelated ARRAY(...) is computed once, before any wager is read, whatever the planner
 * thinks of the tables. Written as `b.id IN (...)`, a planner misled by statistics older than the
 * tables (a fresh database, autovacuum behind) made it a semi-join run once per open wager, each
 * run scanning the whole open-legs index: 85,000 wagers × 425,000 legs, a sweep that ran for
 * minutes on a core and, all that time, kept vacuum from reclaiming any row updated since (every
 * bettor's cash row, every exposure row), which slowed every bet placed meanwhile.
 */
const WITH_OPEN_LEG_ON_DECIDED_MATCH = `AND b.id = ANY(ARRAY(
    SELECT ol.bet_id FROM bet_legs ol JOIN matches om ON om.parent_match_id = ol.parent_match_id
     WHERE ol.status = 'open' AND ${matchDecided('om')}))`;

export const WAGER_LIFETIMES: readonly WagerLifetime[] = [
  {
    // Dice and wheel: drawn at pricing, stored with the wager, settled right after placement.
    products: [PRODUCT.casinoDice, PRODUCT.casinoWheel],
    timesSql: `SELECT b.id, b.created_at AS decided_at, b.created_at AS latest_end FROM bets b
                WHERE b.status = 'open' AND b.product IN (${inList([PRODUCT.casinoDice, PRODUCT.casinoWheel])})`,
    settleWithinSeconds: 60,
  },
  {
    // Crash: the crash point is stored when the round opens; the round ends at crashes_at.
    products: [PRODUCT.casinoCrash],
    timesSql: `SELECT b.id, r.crashes_at AS decided_at, r.crashes_at AS latest_end FROM bets b
                 JOIN crash_bets cb ON cb.bet_id = b.id JOIN crash_rounds r ON r.id = cb.round_id
                WHERE b.status = 'open' AND b.product = '${PRODUCT.casinoCrash}'`,
    settleWithinSeconds: 60,
  },
  {
    // Virtuals: every match of a round is played from its committed seed by ends_at.
    products: [PRODUCT.virtual],
    timesSql: `SELECT b.id,
                      CASE WHEN bool_and(coalesce(r.status = 'finished', false)) THEN max(r.finished_at) END AS decided_at,
                      max(coalesce(r.ends_at, b.created_at)) AS latest_end
                 FROM bets b
                 JOIN bet_legs l ON l.bet_id = b.id
                 LEFT JOIN virtual_matches vm ON vm.id = l.parent_match_id
                 LEFT JOIN virtual_rounds r ON r.id = vm.round_id
                WHERE b.status = 'open' AND b.product = '${PRODUCT.virtual}'
                GROUP BY b.id`,
    settleWithinSeconds: 120,
  },
  {
    products: CATALOG_LEG_PRODUCTS,
    timesSql: catalogLegTimes(CATALOG_LEG_PRODUCTS),
    decidableTimesSql: catalogLegTimes(CATALOG_LEG_PRODUCTS, WITH_OPEN_LEG_ON_DECIDED_MATCH),
    settleWithinSeconds: 120,
  },
  {
    // Pools: the event settles once it is closed and every match has its result (or is void).
    products: POOL_PRODUCTS,
    timesSql: `
      SELECT b.id,
             CASE WHEN bool_and(coalesce(m.resulted_at IS NOT NULL
                                OR m.status IN ('cancelled', 'postponed', 'abandoned'), false))
                  THEN greatest(max(e.closes_at), max(coalesce(m.resulted_at, m.updated_at))) END
               AS decided_at,
             max(coalesce(m.start_time, e.closes_at)) + interval '${LONGEST_MATCH_HOURS} hours'
               AS latest_end
        FROM bets b
        JOIN jackpot_entries je ON je.bet_id = b.id
        JOIN jackpot_events e ON e.id = je.event_id
        JOIN jackpot_event_matches em ON em.event_id = e.id
        LEFT JOIN matches m ON m.parent_match_id = em.parent_match_id
       WHERE b.status = 'open' AND b.product IN (${POOL_PRODUCTS.map((p) => `'${p}'`).join(', ')})
       GROUP BY b.id`,
    settleWithinSeconds: 300,
  },
];

/** A live bet waiting for its acceptance is due at decide_at (the decider polls every 250 ms). */
export const PENDING_TIMES_SQL = `SELECT b.id, b.decide_at AS decided_at, b.decide_at AS latest_end
  FROM bets b WHERE b.status = 'pending'`;
export const PENDING_SETTLE_WITHIN_SECONDS = 60;

/** The lifetime of a product, or undefined for a name no lifetime covers (reported as such). */
export function lifetimeOf(product: string): WagerLifetime | undefined {
  return WAGER_LIFETIMES.find((l) => l.products.includes(product));
}
import { CATALOG_LEG_PRODUCTS, POOL_PRODUCTS, PRODUCT } from '@shangwe/domain';
