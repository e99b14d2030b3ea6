import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { pick, seedFixtureMatches } from '../../betting/test-fixtures';
import { useTestApp } from '../../test/use-test-app';

const apps = useTestApp();
const LATER = new Date(Date.now() + 6 * 3600_000);

/** The views the owners publish for the reports (migration 0155) are read, never written. */
describe('report views', () => {
  it('show the wager and its money, and refuse every write', async () => {
    const t = await apps.build();
    await seedFixtureMatches(t.ctx, [
      { id: 711, start: LATER, odds: { home: 2.5, draw: 3.1, away: 2.9 } },
    ]);
    const bettor = await createTestProfile(t.ctx, { cashCents: 10_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: bettor.token, stake: 50, betslip: [pick(711, '1', 2.5)] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const betId = String(res.json().bet_id);
    const { rows } = await t.ctx.db.query<{ stake: string; cash: string }>(
      `SELECT b.stake, -sum(m.amount) FILTER (WHERE m.account_kind = 'cash') AS cash
         FROM wagers_read b JOIN wallet_movement_entries m ON m.reference = b.id::text
        WHERE b.id = $1 AND m.kind = 'stake' AND EXISTS (
          SELECT 1 FROM wallet_movements t WHERE t.id = m.transaction_id)
        GROUP BY b.stake`,
      [betId],
    );
    expect(rows.map((r) => [Number(r.stake), Number(r.cash)])).toEqual([[5000, 5000]]);
    for (const write of [
      `UPDATE wagers_read SET stake = 0 WHERE id = ${betId}`,
      `DELETE FROM wallet_movements WHERE reference = '${betId}'`,
      `UPDATE wallet_movement_entries SET amount = 1 WHERE reference = '${betId}'`,
      `INSERT INTO wallet_movements (kind) VALUES ('stake')`,
    ])
      await expect(t.ctx.db.query(write), write).rejects.toThrow(/read-only/);
  });
});
