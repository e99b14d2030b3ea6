import { randomUUID } from 'node:crypto';
import { BET_TYPE, PRODUCT } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { findLegs } from './bet-store';
import { checkLedger } from '../wallet/ledger-check';
import { getBalances } from '../wallet/ledger';
import { placeWager } from './wager-placer';
import { refusal, type PricedWager, type WagerProduct } from './wager-product';

const NOW = new Date('2030-03-01T10:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A product that prices every slip at a fixed line from nowhere but itself (a jackpot-like line). */
interface FixedSlip {
  stakeCents: number;
}

const priced = (slip: FixedSlip): PricedWager => ({
  bet: {
    bet_type: BET_TYPE.prematch,
    stake: slip.stakeCents,
    excise_tax: 0,
    total_odd: 3,
    possible_win: slip.stakeCents * 3,
    withholding_tax: 0,
    bonus: 0,
    final_payout: slip.stakeCents * 3,
    points: 0,
  },
  legs: [
    {
      parent_match_id: 1,
      match_id: null,
      sub_type_id: 1,
      special_bet_value: '',
      bet_pick: '1',
      outcome_id: '1',
      odd_value: 3,
      sport_id: null,
      bet_type: BET_TYPE.prematch,
      home_team: 'Fixed',
      away_team: 'Line',
      market_name: '1X2',
      display: '1',
      start_time: null,
    },
  ],
  judged: null,
  decideAfterSeconds: null,
  metricType: 'fixed',
});

// Stored under a product of the vocabulary (the database refuses any other name); the pipeline
// takes the product object itself, so the sportsbook's own judge and pricer play no part.
const fixedLine: WagerProduct<FixedSlip> = {
  name: PRODUCT.normal,
  scope: 'fixed',
  judge: (_bettor, slip) =>
    slip.stakeCents % 100 === 0
      ? null
      : refusal('whole_units', 'STAKE_BELOW_MINIMUM', 'Whole units only'),
  pricer: {
    fromDatabase: async (_ctx, _bettor, slip) => ({ stored: null, priced: priced(slip) }),
  },
  placedMessage: (shortId) => `Fixed ${shortId} placed.`,
  decidedMessage: () => 'never waits',
  decide: async () => null,
  settle: async () => ({ outcome: null }),
};

// Every placement carries its idempotency key (a fresh one unless the test reuses one).
async function place(app: TestApp, token: string, slip: FixedSlip, key: string = randomUUID()) {
  return placeWager(app.ctx, fixedLine, {
    token,
    slip,
    meaningful: slip,
    idempotencyKey: key,
    extra: { share_code: null, src: null, promo_id: null, affiliate_id: null },
  });
}

describe('the wager pipeline with a product that plugs in only a judge and a pricer', () => {
  it('writes the wager, debits the stake through the ledger and keeps it balanced', async () => {
    t = await buildTestApp();
    t.ctx.now = () => NOW;
    const user = await createTestProfile(t.ctx, { cashCents: 10_000 });
    const placed = await place(t, user.token, { stakeCents: 2_500 });
    expect(placed).toMatchObject({ statusCode: 201, replayed: false });
    expect(placed.body).toMatchObject({ async: false, status: 'open', first_bet: true });
    expect(placed.body.message).toMatch(/^Fixed \w{8} placed\.$/);
    const betId = placed.body.bet_id!;
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(7_500);
    const { rows } = await t.ctx.db.query<{ product: string; stake: number }>(
      'SELECT product, stake FROM bets WHERE id = $1',
      [betId],
    );
    expect(rows[0]).toMatchObject({ product: PRODUCT.normal, stake: 2_500 });
    expect(await findLegs(t.ctx.db, [betId])).toHaveLength(1);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it("answers the product's refusal and a short balance, moving nothing; replays a key", async () => {
    t = await buildTestApp();
    t.ctx.now = () => NOW;
    const user = await createTestProfile(t.ctx, { cashCents: 1_000 });
    await expect(place(t, user.token, { stakeCents: 250 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'STAKE_BELOW_MINIMUM',
      message: 'Whole units only',
    });
    await expect(place(t, user.token, { stakeCents: 5_000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(1_000);
    const first = await place(t, user.token, { stakeCents: 600 }, 'fixed-key-0001');
    const again = await place(t, user.token, { stakeCents: 600 }, 'fixed-key-0001');
    expect(again).toMatchObject({ replayed: true, body: first.body });
    expect((await getBalances(t.ctx.db, user.profileId)).cashCents).toBe(400);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });
});
