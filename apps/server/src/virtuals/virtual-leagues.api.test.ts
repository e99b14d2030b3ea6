import type { VirtualMatchDayResponse } from '@shangwe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { VirtualEngine } from './virtual-engine';
import { timingsFor } from './virtual-league';
import { VIRTUAL_LEAGUES } from './virtual-teams';

const START = new Date('2030-05-01T10:00:10Z');
let clock = START;
let t: TestApp;
let engines: VirtualEngine[];

beforeAll(async () => {
  t = await buildTestApp();
  t.ctx.now = () => clock;
  engines = VIRTUAL_LEAGUES.map((l) => new VirtualEngine(t.ctx, timingsFor(180), l));
  for (const engine of engines) await engine.tick(clock);
});
afterAll(async () => {
  await t?.close();
});

const matchDay = async (league: string): Promise<VirtualMatchDayResponse> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/virtuals/matchday?league=${league}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('three virtual leagues on one server', () => {
  it('open their own match-days: their own clubs, at their own kick-off times', async () => {
    const days = await Promise.all(VIRTUAL_LEAGUES.map((l) => matchDay(l.ref)));
    expect(days.map((d) => d.league.name)).toEqual(VIRTUAL_LEAGUES.map((l) => l.name));
    const kickOffs = days.map((d) => d.next!.kick_off);
    expect(new Set(kickOffs).size).toBe(3);
    const pairs = days.map((d) => d.next!.matches.map((m) => `${m.home_team} v ${m.away_team}`));
    const clubs = days.map(
      (d) => new Set(d.next!.matches.flatMap((m) => [m.home_team, m.away_team])),
    );
    for (let i = 0; i < 3; i++) {
      expect(pairs[i]).toHaveLength(8);
      for (let j = i + 1; j < 3; j++) {
        for (const club of clubs[i]!) expect(clubs[j]!.has(club)).toBe(false);
      }
    }
    // Without a league the call answers with the country's.
    const plain = (await t.app.inject({ method: 'GET', url: '/api/virtuals/matchday' })).json();
    expect(plain.league.league_id).toBe(41047);
  });

  it('finish verifiably, each league from its own clubs and ratings', async () => {
    clock = new Date(START.getTime() + 10 * 60_000);
    for (const engine of engines) await engine.tick(clock);
    for (const league of VIRTUAL_LEAGUES) {
      const results = (
        await t.app.inject({ method: 'GET', url: `/api/virtuals/results?league=${league.ref}` })
      ).json();
      expect(results.rounds.length).toBeGreaterThan(0);
      const round = results.rounds[0];
      expect(round.league_id).toBe(league.id);
      const verify = await t.app.inject({
        method: 'GET',
        url: `/api/virtuals/verify?round=${round.round_id}`,
      });
      expect(verify.json()).toMatchObject({ hash_matches: true, results_match: true });
      const { league: served } = (
        await t.app.inject({ method: 'GET', url: `/api/virtuals/league?league_id=${league.id}` })
      ).json();
      expect(served.teams.map((x: { name: string }) => x.name)).toEqual(
        league.teams.map((x) => x.name),
      );
    }
  });
});
