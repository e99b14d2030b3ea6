import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { hashRequest, withIdempotency } from './idempotency';
import {
  getBalances,
  house,
  InsufficientFundsError,
  LedgerError,
  post,
  transfer,
  userBonus,
  userCash,
} from './ledger';
import { checkLedger } from './ledger-check';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh key per movement: each movement of these tests is a new one. */
const nextKey = () => `test:${randomUUID()}`;

describe('wallet ledger', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('moves money between accounts with entries summing to zero and balances equal to entries', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 10_000 });
    const posting = await ctx.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: nextKey(),
        from: userCash(user.profileId),
        to: house('stakes'),
        amountCents: 2_550,
        kind: 'stake',
        reference: 'bet-1',
      }),
    );
    expect(posting.balances).toEqual([
      { profileId: user.profileId, kind: 'cash', balanceCents: 7_450 },
    ]);
    const entries = await ctx.db.query<{
      account_id: number;
      amount: number;
      balance_after: number | null;
    }>(
      'SELECT account_id, amount, balance_after FROM ledger_entries WHERE transaction_id = $1 ORDER BY amount',
      [posting.transactionId],
    );
    expect(entries.rows.map((r) => r.amount)).toEqual([-2_550, 2_550]);
    expect(entries.rows[0]!.balance_after).toBe(7_450);
    expect(entries.rows[1]!.balance_after).toBeNull();
    expect(await getBalances(ctx.db, user.profileId)).toEqual({
      cashCents: 7_450,
      bonusCents: 0,
      pointsCents: 0,
    });
    const report = await checkLedger(ctx.db);
    expect(report.ok).toBe(true);
    expect(report.transactions).toBe(2);
  });

  it('books on the database itself: a bettor↔house transfer alone, a wider posting all or nothing', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 1_000 });
    await transfer(ctx.db, {
      idempotencyKey: nextKey(),
      from: userCash(user.profileId),
      to: house('stakes'),
      amountCents: 400,
      kind: 'stake',
    });
    await expect(
      transfer(ctx.db, {
        idempotencyKey: nextKey(),
        from: userCash(user.profileId),
        to: house('stakes'),
        amountCents: 601,
        kind: 'stake',
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await transfer(ctx.db, {
      idempotencyKey: nextKey(),
      from: house('bonus'),
      to: userBonus(user.profileId),
      amountCents: 100,
      kind: 'bonus',
    });
    // The bonus leg is booked first and covered; cash 600 does not cover 700: the bonus leg
    // must not stay booked.
    await expect(
      post(ctx.db, {
        idempotencyKey: nextKey(),
        kind: 'stake',
        legs: [
          { account: userCash(user.profileId), amountCents: -700 },
          { account: userBonus(user.profileId), amountCents: -100 },
          { account: house('stakes'), amountCents: 800 },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await getBalances(ctx.db, user.profileId)).toMatchObject({
      cashCents: 600,
      bonusCents: 100,
    });
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('refuses a debit larger than the balance with InsufficientFunds and moves nothing', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 1_000 });
    const attempt = ctx.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: nextKey(),
        from: userCash(user.profileId),
        to: house('stakes'),
        amountCents: 1_001,
        kind: 'stake',
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      code: 'INSUFFICIENT_BALANCE',
      balanceCents: 1_000,
      requiredCents: 1_001,
    });
    expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(1_000);
    // A bettor with no account yet has nothing to debit.
    const empty = await createTestProfile(ctx);
    await expect(
      ctx.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: nextKey(),
          from: userBonus(empty.profileId),
          to: house('stakes'),
          amountCents: 1,
          kind: 'stake',
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', balanceCents: 0 });
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('rolls the movement back with the caller’s transaction', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 5_000 });
    await expect(
      ctx.db.transaction(async (tx) => {
        await transfer(tx, {
          idempotencyKey: nextKey(),
          from: userCash(user.profileId),
          to: house('stakes'),
          amountCents: 1_000,
          kind: 'stake',
        });
        throw new Error('bet insert failed');
      }),
    ).rejects.toThrow('bet insert failed');
    expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(5_000);
    expect((await checkLedger(ctx.db)).transactions).toBe(1);
  });

  it('books multi-leg postings (stake from cash and bonus) and rejects unbalanced or bad legs', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 3_000 });
    await ctx.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: nextKey(),
        from: house('bonus'),
        to: userBonus(user.profileId),
        amountCents: 500,
        kind: 'bonus',
      }),
    );
    const posting = await ctx.db.transaction((tx) =>
      post(tx, {
        idempotencyKey: nextKey(),
        kind: 'stake',
        reference: 42,
        legs: [
          { account: userCash(user.profileId), amountCents: -1_000 },
          { account: userBonus(user.profileId), amountCents: -500 },
          { account: house('stakes'), amountCents: 1_500 },
        ],
      }),
    );
    expect(posting.balances).toHaveLength(2);
    expect(await getBalances(ctx.db, user.profileId)).toEqual({
      cashCents: 2_000,
      bonusCents: 0,
      pointsCents: 0,
    });
    const row = await ctx.db.query<{ profile_id: number; reference: string }>(
      'SELECT profile_id, reference FROM ledger_transactions WHERE id = $1',
      [posting.transactionId],
    );
    expect(row.rows[0]).toEqual({ profile_id: user.profileId, reference: '42' });

    await expect(
      ctx.db.transaction((tx) =>
        post(tx, {
          idempotencyKey: nextKey(),
          kind: 'x',
          legs: [
            { account: userCash(user.profileId), amountCents: -1 },
            { account: house('stakes'), amountCents: 2 },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      ctx.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: nextKey(),
          from: userCash(user.profileId),
          to: house('stakes'),
          amountCents: 0,
          kind: 'x',
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      ctx.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: nextKey(),
          from: userCash(user.profileId),
          to: house('stakes'),
          amountCents: 1.5,
          kind: 'x',
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    await expect(
      ctx.db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: nextKey(),
          from: userCash(user.profileId),
          to: userCash(user.profileId),
          amountCents: 5,
          kind: 'x',
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerError);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('keeps a bettor balance from going negative even when SQL bypasses the ledger', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 100 });
    await expect(
      ctx.db.query(
        `UPDATE wallet_accounts SET balance = -1 WHERE profile_id = $1 AND kind = 'cash'`,
        [user.profileId],
      ),
    ).rejects.toThrow(/wallet_accounts_not_negative/);
  });

  it('detects a broken ledger: a balance that does not equal its entries, an unbalanced transaction', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 1_000 });
    await ctx.db.query(
      `UPDATE wallet_accounts SET balance = 999 WHERE profile_id = $1 AND kind = 'cash'`,
      [user.profileId],
    );
    let report = await checkLedger(ctx.db);
    expect(report.ok).toBe(false);
    expect(report.balanceMismatches).toEqual([
      expect.objectContaining({ balanceCents: 999, entriesCents: 1_000 }),
    ]);
    await ctx.db.query(
      `UPDATE wallet_accounts SET balance = 1000 WHERE profile_id = $1 AND kind = 'cash'`,
      [user.profileId],
    );
    await ctx.db.query(
      'UPDATE ledger_entries SET amount = amount + 1 WHERE id = (SELECT min(id) FROM ledger_entries)',
    );
    report = await checkLedger(ctx.db);
    expect(report.ok).toBe(false);
    expect(report.totalCents).toBe(1);
    expect(report.unbalancedTransactions).toHaveLength(1);
  });

  it('moves money once per key: a re-run answers the first movement; a key names one movement', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 1_000 });
    const payout = {
      idempotencyKey: `settle:${user.profileId}`,
      from: house('payouts'),
      to: userCash(user.profileId),
      amountCents: 250,
      kind: 'payout',
      reference: 'bet-9',
    };
    const first = await ctx.db.transaction((tx) => transfer(tx, payout));
    const again = await ctx.db.transaction((tx) => transfer(tx, payout));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transactionId: first.transactionId, balances: [], replayed: true });
    expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(1_250);
    await expect(transfer(ctx.db, { ...payout, amountCents: 300 })).rejects.toBeInstanceOf(
      LedgerError,
    );
    await expect(transfer(ctx.db, { ...payout, idempotencyKey: '' })).rejects.toBeInstanceOf(
      LedgerError,
    );
    // A refused debit frees its key: the same movement goes through once the money is there.
    const stake = {
      idempotencyKey: `stake-test:${user.profileId}`,
      from: userCash(user.profileId),
      to: house('stakes'),
      amountCents: 2_000,
      kind: 'stake',
    };
    await expect(
      ctx.db.transaction(async (tx) => {
        await transfer(tx, stake).catch(() => null);
        await transfer(tx, { ...payout, idempotencyKey: nextKey(), amountCents: 750 });
        return transfer(tx, stake);
      }),
    ).resolves.toMatchObject({ replayed: false });
    expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(0);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('answers a retried idempotent call from the stored response and moves money once', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx, { cashCents: 10_000 });
    const call = () =>
      withIdempotency(
        ctx,
        `stake:${user.profileId}`,
        'key-00000001',
        hashRequest({ amount: 1_000 }),
        async (tx) => {
          const posting = await transfer(tx, {
            idempotencyKey: nextKey(),
            from: userCash(user.profileId),
            to: house('stakes'),
            amountCents: 1_000,
            kind: 'stake',
          });
          return {
            statusCode: 201,
            body: {
              transactionId: posting.transactionId,
              balance: posting.balances[0]!.balanceCents,
            },
          };
        },
      );
    const first = await call();
    const second = await call();
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ statusCode: 201, body: first.body, replayed: true });
    expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(9_000);
    await expect(
      withIdempotency(
        ctx,
        `stake:${user.profileId}`,
        'key-00000001',
        hashRequest({ amount: 2_000 }),
        async () => ({
          statusCode: 201,
          body: {},
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    // A failed attempt stores nothing: the retry runs again.
    let runs = 0;
    const failing = () =>
      withIdempotency(ctx, 's', 'key-00000002', 'h', async () => {
        runs++;
        if (runs === 1) throw new Error('boom');
        return { statusCode: 200, body: { ok: true } };
      });
    await expect(failing()).rejects.toThrow('boom');
    await expect(failing()).resolves.toEqual({
      statusCode: 200,
      body: { ok: true },
      replayed: false,
    });
  });

  describe.skipIf(!onPostgres)('under concurrency on PostgreSQL', () => {
    it('200 parallel stake debits against a balance covering 10: exactly 10 succeed, never negative', async () => {
      t = await buildTestApp();
      const { ctx } = t;
      const user = await createTestProfile(ctx, { cashCents: 10 * 500 });
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          ctx.db.transaction((tx) =>
            transfer(tx, {
              idempotencyKey: nextKey(),
              from: userCash(user.profileId),
              to: house('stakes'),
              amountCents: 500,
              kind: 'stake',
              reference: `bet-${i}`,
            }),
          ),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(ok).toHaveLength(10);
      expect(refused).toHaveLength(190);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
      // Every successful debit saw a distinct, non-negative balance after it.
      const after = ok.map(
        (r) =>
          (r as PromiseFulfilledResult<{ balances: Array<{ balanceCents: number }> }>).value
            .balances[0]!.balanceCents,
      );
      expect(new Set(after).size).toBe(10);
      expect(Math.min(...after)).toBe(0);
      expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(0);
      const report = await checkLedger(ctx.db);
      expect(report.ok).toBe(true);
      expect(report.negativeBalances).toEqual([]);
    });

    it('50 concurrent retries with one idempotency key make one movement', async () => {
      t = await buildTestApp();
      const { ctx } = t;
      const user = await createTestProfile(ctx, { cashCents: 100_000 });
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          withIdempotency(
            ctx,
            `stake:${user.profileId}`,
            'retry-key-1',
            hashRequest({ stake: 700 }),
            async (tx) => {
              const posting = await transfer(tx, {
                idempotencyKey: nextKey(),
                from: userCash(user.profileId),
                to: house('stakes'),
                amountCents: 700,
                kind: 'stake',
              });
              return { statusCode: 201, body: { transactionId: posting.transactionId } };
            },
          ),
        ),
      );
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.body.transactionId)).size).toBe(1);
      expect((await getBalances(ctx.db, user.profileId)).cashCents).toBe(100_000 - 700);
      const stakes = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::bigint AS n FROM ledger_transactions WHERE kind = 'stake'`,
      );
      expect(stakes.rows[0]!.n).toBe(1);
      expect((await checkLedger(ctx.db)).ok).toBe(true);
    });
  });
});
