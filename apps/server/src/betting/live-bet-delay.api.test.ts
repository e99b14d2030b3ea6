import { randomUUID } from 'node:crypto';
import { getCountryConfig } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { loadCatalogIntoMemory, pick, seedFixtureMatches } from './test-fixtures';

const NOW = new Date('2030-03-01T10:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Places a live bet for a bettor of `country`; returns its decision time. */
async function liveBetDecideAt(
  liveBetDelaySeconds: number | undefined,
  country: 'KE' | 'GH' | 'NG',
): Promise<Date> {
  t = await buildTestApp({ liveBetDelaySeconds });
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    {
      id: 201,
      home: 'Live United',
      away: 'Clock Rovers',
      start: new Date('2030-03-01T09:30:00Z'),
      status: 'live',
    },
  ]);
  await loadCatalogIntoMemory(t.ctx);
  const user = await createTestProfile(t.ctx, { cashCents: 10_000, country });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake: 50, betslip: [pick(201, '1', 2.1, true)] },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ async: true, status: 'pending' });
  const { rows } = await t.ctx.db.query<{ decide_at: Date }>(
    'SELECT decide_at FROM bets WHERE id = $1',
    [res.json().bet_id],
  );
  return new Date(rows[0]!.decide_at);
}

describe('live bet delay', () => {
  it("is the bettor's country configuration", async () => {
    for (const country of ['KE', 'GH'] as const) {
      const decideAt = await liveBetDecideAt(undefined, country);
      const delay = getCountryConfig(country).liveBetDelaySeconds;
      expect(delay).toBeGreaterThan(0);
      expect(decideAt.getTime() - NOW.getTime()).toBe(delay * 1000);
      await t?.close();
      t = undefined;
    }
  });

  it('is overridden by LIVE_BET_DELAY_SECONDS for tests and demos', async () => {
    const decideAt = await liveBetDecideAt(1, 'KE');
    expect(decideAt.getTime() - NOW.getTime()).toBe(1_000);
  });
});
