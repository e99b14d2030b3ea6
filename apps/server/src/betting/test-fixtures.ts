import { BET_TYPE } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { insertMatches, upsertReferenceData } from '../feed/feed-repository';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';

/** A match to seed for betting tests, with a 1X2 market (sub_type_id 1) priced as given. */
export interface FixtureMatch {
  id: number;
  home?: string;
  away?: string;
  start: Date;
  status?: 'not_started' | 'live' | 'ended' | 'cancelled';
  sportId?: number;
  odds?: { home: number; draw: number; away: number };
}

/**
 * Test factory: writes matches through the feed's own writers (reference data once, then each
 * match with its 1X2 market and a total goals line, priced as given). For API tests of
 * betting, settlement and cash-out that need exact prices.
 */
export async function seedFixtureMatches(
  ctx: Pick<AppContext, 'db'>,
  matches: readonly FixtureMatch[],
) {
  await upsertReferenceData(ctx.db, {
    sports: [
      { sport_id: 1, sport_name: 'Soccer', priority: 100 },
      { sport_id: 3, sport_name: 'Cricket', priority: 10 },
    ],
    categories: [
      { category_id: 10, sport_id: 1, category_name: 'England', country_code: 'GB', priority: 0 },
      { category_id: 30, sport_id: 3, category_name: 'India', country_code: 'IN', priority: 0 },
    ],
    competitions: [
      {
        competition_id: 100,
        category_id: 10,
        sport_id: 1,
        competition_name: 'Premier League',
        priority: 0,
      },
      {
        competition_id: 300,
        category_id: 30,
        sport_id: 3,
        competition_name: 'Premier League T20',
        priority: 0,
      },
    ],
    teams: [],
  });
  await insertMatches(
    ctx.db,
    matches.map((m) => {
      const sport = m.sportId ?? 1;
      const odds = m.odds ?? { home: 2.1, draw: 3.3, away: 3.6 };
      const home = m.home ?? `Home ${m.id}`;
      const away = m.away ?? `Away ${m.id}`;
      return {
        parent_match_id: m.id,
        match_id: m.id + 1_000_000,
        sport_id: sport,
        category_id: sport === 1 ? 10 : 30,
        competition_id: sport === 1 ? 100 : 300,
        home_team_id: 1,
        away_team_id: 2,
        home_team: home,
        away_team: away,
        start_time: m.start,
        model: { family: 'goals', lh: 1.4, la: 1.1 },
        demo: false,
        markets: [
          {
            sub_type_id: 1,
            name: '1X2',
            special_bet_value: '',
            priority: 0,
            bet_status: 'ACTIVE',
            outcomes: [
              { odd_key: '1', outcome_id: '1', display: home, odd_value: odds.home, sort: 0 },
              { odd_key: 'X', outcome_id: '2', display: 'Draw', odd_value: odds.draw, sort: 1 },
              { odd_key: '2', outcome_id: '3', display: away, odd_value: odds.away, sort: 2 },
            ],
          },
          {
            sub_type_id: 18,
            name: 'Total',
            special_bet_value: 'total=2.5',
            priority: 1,
            bet_status: 'ACTIVE',
            outcomes: [
              {
                odd_key: 'over 2.5',
                outcome_id: '12',
                display: 'Over 2.5',
                odd_value: 1.9,
                sort: 0,
              },
              {
                odd_key: 'under 2.5',
                outcome_id: '13',
                display: 'Under 2.5',
                odd_value: 1.9,
                sort: 1,
              },
            ],
          },
        ],
      };
    }),
  );
  for (const m of matches) {
    if (m.status && m.status !== 'not_started') {
      await ctx.db.query('UPDATE matches SET status = $2 WHERE parent_match_id = $1', [
        m.id,
        m.status,
      ]);
    }
  }
}

/** Rewrites the outcomes of a match's markets (outcomes are a jsonb array on the market row). */
async function updateOutcomes(
  db: Queryable,
  parentMatchId: number,
  onlyMainMarket: boolean,
  outcomeExpression: string,
  params: unknown[],
) {
  await db.query(
    `UPDATE markets SET outcomes = (
       SELECT jsonb_agg(${outcomeExpression} ORDER BY ord) FROM jsonb_array_elements(outcomes) WITH ORDINALITY AS e(o, ord))
     WHERE parent_match_id = $1 ${onlyMainMarket ? 'AND sub_type_id = 1' : ''}`,
    [parentMatchId, ...params],
  );
}

/** Sets one 1X2 outcome's price (what the live engine does on an odds change). */
export async function setOdd(
  ctx: Pick<AppContext, 'db'>,
  parentMatchId: number,
  oddKey: string,
  value: number,
) {
  await updateOutcomes(
    ctx.db,
    parentMatchId,
    true,
    `CASE WHEN o->>'odd_key' = $2 THEN jsonb_set(o, '{odd_value}', to_jsonb($3::numeric)) ELSE o END`,
    [oddKey, value],
  );
}

/** Suspends (STOPPED) or re-opens (ACTIVE) a match's 1X2 market. */
export async function setMarketStatus(
  ctx: Pick<AppContext, 'db'>,
  parentMatchId: number,
  status: 'ACTIVE' | 'STOPPED',
) {
  await ctx.db.query(
    `UPDATE markets SET bet_status = $2 WHERE parent_match_id = $1 AND sub_type_id = 1`,
    [parentMatchId, status],
  );
}

/**
 * Results a match as the live engine does: the 1X2 market by the winning odd key ('1', 'X',
 * '2') or every outcome void; other markets lost; markets SETTLED; match ended and resulted.
 */
export async function resultMatch(
  ctx: Pick<AppContext, 'db'>,
  parentMatchId: number,
  winner: '1' | 'X' | '2' | 'void',
  at: Date,
) {
  await ctx.db.transaction(async (tx) => {
    await updateOutcomes(
      tx,
      parentMatchId,
      false,
      `jsonb_set(o, '{result}', to_jsonb(CASE WHEN $2 = 'void' THEN 'void'
         WHEN markets.sub_type_id = 1 AND o->>'odd_key' = $2 THEN 'won' ELSE 'lost' END))`,
      [winner],
    );
    await tx.query(`UPDATE markets SET bet_status = 'SETTLED' WHERE parent_match_id = $1`, [
      parentMatchId,
    ]);
    await tx.query(
      `UPDATE matches SET status = 'ended', resulted_at = $2, ended_at = $2 WHERE parent_match_id = $1`,
      [parentMatchId, at],
    );
  });
}

/** One pick of a placement payload for a seeded match's 1X2 market. */
export function pick(
  parentMatchId: number,
  oddKey: '1' | 'X' | '2',
  oddValue: number,
  live = false,
) {
  return {
    sub_type_id: 1,
    bet_pick: oddKey,
    odd_value: oddValue,
    outcome_id: oddKey === '1' ? '1' : oddKey === 'X' ? '2' : '3',
    sport_id: 1,
    special_bet_value: '',
    parent_match_id: parentMatchId,
    bet_type: live ? BET_TYPE.live : BET_TYPE.prematch,
    is_shared: false,
  };
}

/**
 * Has the API's in-memory catalog load what the fixtures wrote, as the feed's reload message
 * does: placement then judges slips from memory first. Later direct writes (setOdd,
 * setMarketStatus) leave it trailing the database, as a price move does for a moment.
 */
export async function loadCatalogIntoMemory(ctx: AppContext): Promise<void> {
  const store = await catalogStoreFor(ctx);
  await store.reload({ reason: 'start' });
}
