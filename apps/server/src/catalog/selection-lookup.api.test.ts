import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { lookupSelections, matchResults } from './selection-lookup';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function seedOneMatch(app: TestApp) {
  const db = app.ctx.db;
  await db.query(`INSERT INTO sports (sport_id, sport_name) VALUES (1, 'Soccer')`);
  await db.query(
    `INSERT INTO categories (category_id, sport_id, category_name) VALUES (10, 1, 'England')`,
  );
  await db.query(
    `INSERT INTO competitions (competition_id, category_id, sport_id, competition_name) VALUES (100, 10, 1, 'Premier League')`,
  );
  await db.query(
    `INSERT INTO matches (parent_match_id, match_id, sport_id, category_id, competition_id, home_team_id,
       away_team_id, home_team, away_team, start_time)
     VALUES (5001, 9001, 1, 10, 100, 1, 2, 'Leeds Town', 'York Rovers', '2030-01-01T15:00:00Z')`,
  );
  const o = (odd_key: string, outcome_id: string, display: string, odd_value: number) => ({
    odd_key,
    outcome_id,
    display,
    odd_value,
    result: null,
  });
  await db.query(
    `INSERT INTO markets (parent_match_id, sub_type_id, special_bet_value, name, bet_status, priority, outcomes) VALUES
       (5001, 1, '', '1X2', 'ACTIVE', 10, $1), (5001, 18, 'total=2.5', 'Total', 'STOPPED', 5, $2)`,
    [
      JSON.stringify([
        o('1', '1', 'Leeds Town', 2.1),
        o('X', '2', 'Draw', 3.3),
        o('2', '3', 'York Rovers', 3.6),
      ]),
      JSON.stringify([
        o('over 2.5', '12', 'Over 2.5', 1.95),
        o('under 2.5', '13', 'Under 2.5', 1.85),
      ]),
    ],
  );
}

describe('lookupSelections', () => {
  it('answers each pick with its current state, in order, or says what is missing', async () => {
    t = await buildTestApp();
    await seedOneMatch(t);
    const now = new Date('2030-01-01T12:00:00Z');
    const result = await lookupSelections(
      t.ctx.db,
      [
        {
          parent_match_id: 5001,
          sub_type_id: 18,
          special_bet_value: 'total=2.5',
          odd_key: 'over 2.5',
        },
        { parent_match_id: 5001, sub_type_id: 1, outcome_id: 3 },
        { parent_match_id: 5002, sub_type_id: 1, odd_key: '1' },
        {
          parent_match_id: 5001,
          sub_type_id: 18,
          special_bet_value: 'total=9.5',
          odd_key: 'over 9.5',
        },
        { parent_match_id: 5001, sub_type_id: 1, special_bet_value: '', odd_key: 'Z' },
      ],
      now,
    );
    expect(result[0]).toMatchObject({
      found: true,
      odd_value: 1.95,
      bet_status: 'STOPPED',
      market_name: 'Total',
      display: 'Over 2.5',
      match_status: 'not_started',
      live: false,
      started: false,
      home_team: 'Leeds Town',
      away_team: 'York Rovers',
      result: null,
    });
    expect(result[1]).toMatchObject({
      found: true,
      odd_key: '2',
      odd_value: 3.6,
      bet_status: 'ACTIVE',
    });
    expect(result[2]).toMatchObject({ found: false, missing: 'match' });
    expect(result[3]).toMatchObject({ found: false, missing: 'market' });
    expect(result[4]).toMatchObject({ found: false, missing: 'outcome' });

    const later = await lookupSelections(
      t.ctx.db,
      [{ parent_match_id: 5001, sub_type_id: 1, odd_key: '1' }],
      new Date('2030-01-01T15:00:01Z'),
    );
    expect(later[0]).toMatchObject({ found: true, started: true, live: false });
    expect(await lookupSelections(t.ctx.db, [])).toEqual([]);
    expect((await matchResults(t.ctx.db, 5001)).map((r) => r.odd_key)).toEqual([
      '1',
      'X',
      '2',
      'over 2.5',
      'under 2.5',
    ]);
  });
});
