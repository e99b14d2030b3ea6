import { randomUUID } from 'node:crypto';
import type { BoTradingAlert } from '@shangwe/contract/backoffice';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const NOW = new Date('2030-03-01T10:00:00Z');
const LATER = new Date('2030-03-01T18:00:00Z');
const apps = useTestApp();

async function place(t: TestApp, user: TestProfile, legs: ReturnType<typeof pick>[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake: 100, betslip: legs },
  });
  expect(res.statusCode).toBe(201);
  return res.json().bet_id as number;
}

async function alerts(t: TestApp, query: string): Promise<BoTradingAlert[]> {
  const trader = await createTestStaff(t.ctx, 'trading');
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bo/trading/alerts?${query}`,
    headers: asStaff(await staffToken(t.ctx, trader)),
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as BoTradingAlert[];
}

describe('trading: alerts', () => {
  it('flags a bettor winning far above the margin (not one losing), many bettors on one selection, and a bet just before a goal', async () => {
    const t = await apps.build();
    t.ctx.now = () => NOW;
    const ids = Array.from({ length: 12 }, (_, i) => 200 + i);
    await seedFixtureMatches(t.ctx, [
      ...ids.map((id) => ({ id, start: LATER })),
      { id: 101, home: 'Leeds Town', away: 'York Rovers', start: LATER },
    ]);
    const sharp = await createTestProfile(t.ctx, { cashCents: 1_000_000 });
    const unlucky = await createTestProfile(t.ctx, { cashCents: 1_000_000 });
    for (const id of ids) {
      await place(t, sharp, [pick(id, '2', 3.6)]);
      await place(t, unlucky, [pick(id, '1', 2.1)]);
    }
    // Three bettors back the home win of one match within minutes.
    const crowd = [sharp, unlucky, await createTestProfile(t.ctx, { cashCents: 100_000 })];
    const early = await place(t, crowd[2]!, [pick(101, '1', 2.1)]);
    for (const b of crowd.slice(0, 2)) await place(t, b, [pick(101, '1', 2.1)]);

    // A goal 40 s after the first of them (the match row's own clock).
    await t.ctx.db.query(
      `UPDATE matches SET status = 'live', home_score = 1, away_score = 0, updated_at = $2
        WHERE parent_match_id = $1`,
      [101, new Date(NOW.getTime() + 40_000)],
    );
    t.ctx.now = () => new Date(NOW.getTime() + 60_000);
    for (const id of ids) {
      await resultMatch(t.ctx, id, '2', new Date(NOW.getTime() + 60_000));
      await settleMatch(t.ctx, id);
    }

    const items = await alerts(t, 'burst_bettors=3');
    const edge = items.filter((a) => a.kind === 'bettor_edge');
    expect(edge).toHaveLength(1);
    expect(edge[0]).toMatchObject({ profile_id: sharp.profileId });
    expect(edge[0]!.score).toBeGreaterThanOrEqual(3);
    expect(edge[0]!.detail).toMatch(/^12 settled bets/);

    expect(items.filter((a) => a.kind === 'selection_burst')).toEqual([
      expect.objectContaining({
        parent_match_id: 101,
        score: 3,
        detail: expect.stringContaining('Leeds Town vs York Rovers — 1X2: 1, 3 bets'),
      }),
    ]);
    const before = items.filter((a) => a.kind === 'bet_before_event');
    expect(before.map((a) => a.bet_id)).toContain(early);
    expect(before.find((a) => a.bet_id === early)).toMatchObject({ parent_match_id: 101 });

    // With fewer than 10 bettors per selection by default, no burst; stricter z, no edge.
    const strict = await alerts(t, 'bettor_z=50');
    expect(strict.filter((a) => a.kind === 'selection_burst' || a.kind === 'bettor_edge')).toEqual(
      [],
    );
  });
});
