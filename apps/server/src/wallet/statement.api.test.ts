import { randomUUID } from 'node:crypto';
import type { InstantPlayResponse, TransactionsResponse } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { loadCatalogIntoMemory, pick, seedFixtureMatches } from '../betting/test-fixtures';
import { paidDeposit } from '../test/paid-deposit';
import { useTestApp } from '../test/use-test-app';

const apps = useTestApp();

describe('the statement names the product of each wager movement', () => {
  it('a normal bet, a casino bet and a deposit: NORMAL, CASINO_DICE and null', async () => {
    const t = await apps.build();
    t.ctx.now = () => new Date('2030-03-01T10:00:00Z');
    await seedFixtureMatches(t.ctx, [
      {
        id: 101,
        start: new Date('2030-03-01T18:00:00Z'),
        odds: { home: 2.1, draw: 3.3, away: 3.6 },
      },
    ]);
    await loadCatalogIntoMemory(t.ctx);
    const me = await createTestProfile(t.ctx, { cashCents: 10_000 });

    await paidDeposit(t, me, 250);
    const bet = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: { token: me.token, stake: '100', total_odd: '2.1', betslip: [pick(101, '1', 2.1)] },
    });
    expect(bet.statusCode).toBe(201);
    const betId: number = bet.json().bet_id;
    const dice = await t.app.inject({
      method: 'POST',
      url: '/api/casino/dice/play',
      headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': randomUUID() },
      // Won or lost, the stake is on the statement; a win adds its payout above it.
      payload: { stake: 10, target: 96, direction: 'under' },
    });
    expect(dice.statusCode).toBe(201);
    const played = dice.json<InstantPlayResponse>();

    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject(
        method === 'GET'
          ? {
              method,
              url: '/api/transactions?limit=10',
              headers: { authorization: `Bearer ${me.token}` },
            }
          : { method, url: '/api/transactions', payload: { token: me.token, limit: 10 } },
      );
      expect(res.statusCode).toBe(200);
      const rows = res
        .json<TransactionsResponse>()
        .data.map((r) => [r.type, r.reference, r.product]);
      expect(rows).toEqual([
        ...(played.won ? [['payout', String(played.bet_id), 'CASINO_DICE']] : []),
        ['stake', String(played.bet_id), 'CASINO_DICE'],
        ['stake', String(betId), 'NORMAL'],
        ['deposit', expect.any(String), null],
        ['adjustment', 'test-factory', null],
      ]);
      // The bettor's words: the product and the bet's code, never a raw reference.
      const { rows: codes } = await t.ctx.db.query<{ id: string; short_id: string }>(
        'SELECT id::text, short_id FROM bets WHERE id = ANY($1::bigint[])',
        [[betId, played.bet_id]],
      );
      const codeOf = (id: number) => codes.find((c) => c.id === String(id))!.short_id;
      const lines = res.json<TransactionsResponse>().data;
      expect(lines.find((l) => l.type === 'stake' && l.product === 'NORMAL')).toMatchObject({
        description: `Sports bet stake · bet ${codeOf(betId)}`,
        bet_code: codeOf(betId),
      });
      expect(lines.find((l) => l.type === 'stake' && l.product === 'CASINO_DICE')).toMatchObject({
        description: `Casino · Dice stake · bet ${codeOf(played.bet_id)}`,
      });
      const deposit = lines.find((l) => l.type === 'deposit')!;
      expect(deposit.description).toMatch(/^Deposit/);
      expect(deposit.description).not.toContain(deposit.reference!);
    }
  });
});
