import { fixturesPrintResponseSchema } from '@shangwe/contract';
import { SMS_MAX_CHARS, smsMoney } from '@shangwe/domain';
import { quoteBet } from '../wagers/slip-quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogIntoMemory, seedFixtureMatches, setOdd } from '../betting/test-fixtures';
import { signCallback } from '../payments/callback-signature';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestProfile } from '../accounts/test-factories';
import { startExclusion } from '../responsible-gambling/rg-service';
import { checkLedger } from '../wallet/ledger-check';
import { marketingSmsAllowed } from './sms-repository';
import { drainSmsOutbox } from './sms-outbox-drainer';
import { startGatewayStandIn } from './sms-test-gateway';
import type { SmsChannelConfig } from './sms-config';

const NOW = new Date('2026-11-21T09:00:00Z');
const SECRET = 'callback-secret-for-tests';
const API_KEY = 'at-test-key';
const PHONE = '+254712345678';
const MOBILE = '254712345678';
// Kick-offs later today in Nairobi, so Print Matches lists them on today's page.
const start = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const MATCHES = [
  {
    id: 7001,
    start: start(3),
    home: 'Gor Mahia',
    away: 'AFC Leopards',
    odds: { home: 2.1, draw: 3.3, away: 3.6 },
  },
  {
    id: 7002,
    start: start(4),
    home: 'Tusker',
    away: 'Ulinzi Stars',
    odds: { home: 1.8, draw: 3.4, away: 4.5 },
  },
  {
    id: 7003,
    start: start(5),
    home: 'Bandari',
    away: 'Sofapaka',
    odds: { home: 2.5, draw: 3.0, away: 2.9 },
  },
  {
    id: 7004,
    start: start(6),
    home: 'KCB',
    away: 'Posta Rangers',
    odds: { home: 2.0, draw: 3.2, away: 3.9 },
  },
];

let t: TestApp;
let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
let gameIds: Map<number, number>;
let seq = 0;

beforeAll(async () => {
  gateway = await startGatewayStandIn(API_KEY);
  const sms: SmsChannelConfig = {
    gateway: 'africastalking',
    atUsername: 'shangwe',
    atApiKey: API_KEY,
    atBaseUrl: gateway.url,
    atFrom: '29090',
    callbackSecret: SECRET,
    callbackAllowIps: [],
    confirmWindowSeconds: 300,
  };
  t = await buildTestApp({ sms, liveDemo: false });
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, MATCHES);
  await loadCatalogIntoMemory(t.ctx);
  // The bettor reads game ids off Print Matches, as on a printed coupon.
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/fixtures/print?day=2026-11-21&country=KE',
  });
  expect(res.statusCode, res.body).toBe(200);
  const printed = fixturesPrintResponseSchema.parse(res.json()).data.matches;
  gameIds = new Map(printed.map((m) => [m.parent_match_id, m.game_id]));
  expect([...gameIds.keys()].sort()).toEqual(MATCHES.map((m) => m.id));
  for (const id of gameIds.values()) expect(String(id)).toMatch(/^[1-9]\d{4}$/);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

/** Posts one inbound SMS as Africa's Talking does; waits for the reply sent to the phone. */
async function sms(text: string, options: { id?: string; from?: string; secret?: string } = {}) {
  const id = options.id ?? `ATXid_in_${++seq}`;
  const from = options.from ?? PHONE;
  const before = gateway.received.filter((m) => m.to === from).length;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sms/${options.secret ?? SECRET}/inbound`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      to: '29090',
      text,
      date: '2026-11-21 08:59:58',
      id,
      linkId: `link-${id}`,
    }).toString(),
  });
  if (res.statusCode !== 200 || res.json().status !== 'handled') return { res, id, reply: null };
  const reply = await gateway.nextTo(from, before);
  expect(reply.message.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  return { res, id, reply: reply.message, sent: reply };
}

async function profileId(): Promise<number> {
  const { rows } = await t.ctx.db.query<{ id: number }>(
    'SELECT id FROM profiles WHERE mobile = $1',
    [MOBILE],
  );
  return Number(rows[0]!.id);
}

async function bets() {
  const { rows } = await t.ctx.db.query<{ id: number; stake: string; src: string; legs: string[] }>(
    `SELECT b.id, b.stake, b.src,
            array_agg(l.parent_match_id || ':' || l.bet_pick || '@' || l.odd_value ORDER BY l.leg_no) AS legs
       FROM bets b JOIN bet_legs l ON l.bet_id = b.id
      WHERE b.profile_id = $1 GROUP BY b.id ORDER BY b.id`,
    [await profileId()],
  );
  return rows.map((r) => ({ stake: Number(r.stake) / 100, src: r.src, legs: r.legs }));
}

/** The M-Pesa (sandbox rail) callback paying the bettor's latest deposit. */
async function payLatestDeposit() {
  const { rows } = await t.ctx.db.query<{ reference: string; amount: string }>(
    `SELECT reference, amount FROM deposits WHERE profile_id = $1 ORDER BY id DESC LIMIT 1`,
    [await profileId()],
  );
  const { reference } = rows[0]!;
  const amountCents = Number(rows[0]!.amount);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/mobile_money',
    payload: {
      reference,
      kind: 'deposit',
      status: 'completed',
      amount_cents: amountCents,
      signature: signCallback(t.ctx.env.paymentCallbackSecret, {
        reference,
        status: 'completed',
        amountCents,
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("SMS channel through Africa's Talking", () => {
  it('a bettor registers, deposits, bets a single and a multi, checks the balance and withdraws by SMS only', async () => {
    expect((await sms('bal')).reply).toBe(
      'Send JOIN#DDMMYYYY (your date of birth) to open your Shangwe account first.',
    );
    expect((await sms(' join ')).reply).toBe(
      'To join send JOIN#DDMMYYYY with your date of birth, e.g. JOIN#15031990.',
    );
    expect((await sms('JOIN#31021990')).reply).toBe(
      '"31021990" is not a date. Send JOIN#DDMMYYYY with your date of birth, e.g. JOIN#15031990.',
    );
    expect(
      await t.ctx.db.query('SELECT 1 FROM profiles WHERE mobile = $1', [MOBILE]),
    ).toMatchObject({ rows: [] });

    const joined = await sms(' join 15-03-1990 ');
    expect(joined.reply).toContain('Welcome to Shangwe!');
    // The reply went out through the gateway's protocol, from our short code, linked to the message.
    expect(joined.sent).toMatchObject({
      apiKey: API_KEY,
      username: 'shangwe',
      to: PHONE,
      from: '29090',
      linkId: `link-${joined.id}`,
    });
    expect((await sms('JOIN')).reply).toContain('already have a Shangwe account');
    const { rows: dob } = await t.ctx.db.query<{ dob: string }>(
      "SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM profiles WHERE mobile = $1",
      [MOBILE],
    );
    expect(dob).toEqual([{ dob: '1990-03-15' }]);

    const deposit = await sms('D#1000');
    expect(deposit.reply).toBe(
      'Check your phone: enter your M-Pesa PIN to deposit KES 1,000. We text you when it arrives.',
    );
    const noticesBefore = gateway.received.filter((m) => m.to === PHONE).length;
    await payLatestDeposit();
    // The credit is texted to a phone-channel bettor, written with the credit, sent by the drain.
    await drainSmsOutbox(t.ctx);
    expect((await gateway.nextTo(PHONE, noticesBefore)).message).toBe(
      'Deposit of KES 1,000 received. Send BAL for your balance.',
    );
    expect((await sms('BAL')).reply).toBe(
      'Balance: KES 1,000. Deposit: D#AMOUNT. Withdraw: W#AMOUNT',
    );

    const g1 = gameIds.get(7001)!;
    const single = await sms(`${g1} # 1 # 100`);
    expect(single.reply).toMatch(
      new RegExp(`^Bet [A-Z0-9]{8} placed: ${g1} 1 @2\\.10\\. Stake KES 100, payout KES \\d`),
    );

    const g2 = gameIds.get(7002)!;
    const g3 = gameIds.get(7003)!;
    const multi = await sms(`${g2}#x#${g3}#2#50`);
    expect(multi.reply).toContain(`${g2} X @3.40, ${g3} 2 @2.90`);
    expect(await bets()).toEqual([
      { stake: 100, src: 'sms', legs: ['7001:1@2.10'] },
      { stake: 50, src: 'sms', legs: ['7002:X@3.40', '7003:2@2.90'] },
    ]);

    // A replayed callback (same message id) places nothing and sends nothing.
    const sentBefore = gateway.received.length;
    const replay = await sms(`${g2}#x#${g3}#2#50`, { id: multi.id });
    expect(replay.res.json()).toEqual({ status: 'duplicate' });
    expect(await bets()).toHaveLength(2);
    expect(gateway.received.length).toBe(sentBefore);

    const history = await sms('bets');
    expect(history.reply).toMatch(/^Your bets: [A-Z0-9]{8} open KES 50>/);

    expect((await sms('BAL')).reply).toBe(
      'Balance: KES 850. Deposit: D#AMOUNT. Withdraw: W#AMOUNT',
    );
    const withdraw = await sms('W#300');
    expect(withdraw.reply).toBe(
      'Withdrawal of KES 300 is on its way to your phone. Balance: KES 550.',
    );
    expect((await sms('W#100000')).reply).toMatch(/./);
    expect((await sms('BAL')).reply).toContain('Balance: KES 550.');

    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('asks the bettor to confirm a price that moved since the message, and places it on YES', async () => {
    const g4 = gameIds.get(7004)!;
    // The price moves in the database; the catalog the bettor was shown still says 2.00.
    await setOdd(t.ctx, 7004, '1', 2.2);
    const moved = await sms(`${g4}#1#20`);
    // The payout is the domain's quote at the new price (Kenya's taxes included).
    const win = quoteBet('KE', { stake: 20, odds: [2.2], live: false }).finalPayoutCents / 100;
    expect(moved.reply).toBe(
      `Odds changed: ${g4} 1 2.00>2.20. Reply YES within 5 min to bet KES 20 for ${smsMoney(win, 'KES')}.`,
    );
    expect(await bets()).toHaveLength(2);
    const yes = await sms('yes');
    expect(yes.reply).toContain(`${g4} 1 @2.20`);
    const all = await bets();
    expect(all).toHaveLength(3);
    expect(all[2]).toEqual({ stake: 20, src: 'sms', legs: ['7004:1@2.20'] });
    expect((await sms('YES')).reply).toBe(
      'You have no bet waiting for YES. Send HELP for commands.',
    );
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('answers bad commands and unknown game ids in bettor words', async () => {
    expect((await sms('hello')).reply).toBe(
      'Sorry, we did not understand that. Send HELP for the list of commands.',
    );
    expect((await sms('99999#1#100')).reply).toBe(
      "Game 99999 is not open for betting. Check the game id on today's list.",
    );
    const g1 = gameIds.get(7001)!;
    expect((await sms(`${g1}#GG#100`)).reply).toBe(
      `Game ${g1} has no GG pick open now. Send HELP for the picks.`,
    );
    expect((await sms(`${g1}#1#5000000`)).reply).not.toContain('placed');
    expect((await sms('help')).reply).toContain('Picks: 1 X 2 1X 12 X2 OV UN GG NG');
    expect((await sms('stop')).reply).toContain('no more offers');
    const { rows } = await t.ctx.db.query(
      'SELECT 1 FROM sms_marketing_opt_outs WHERE mobile = $1',
      [MOBILE],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses an under-18 JOIN and creates nothing', async () => {
    const teen = { from: '+254712000999' };
    // 18 tomorrow (NOW is 2026-11-21).
    const refused = await sms('JOIN#22112008', teen);
    expect(refused.reply).toBe('You must be 18 years or older to register and bet');
    const { rows } = await t.ctx.db.query('SELECT 1 FROM profiles WHERE mobile = $1', [
      '254712000999',
    ]);
    expect(rows).toHaveLength(0);
    expect((await sms('bal', teen)).reply).toContain('to open your Shangwe account first');
    // The same person a day older may join.
    expect((await sms('JOIN#21112008', teen)).reply).toContain('Welcome to Shangwe!');
  });

  it("a self-excluded bettor's SMS bet and deposit get the exclusion reply; no marketing", async () => {
    const mobile = '254712000888';
    const from = { from: `+${mobile}` };
    const bettor = await createTestProfile(t.ctx, { mobile, cashCents: 50_000 });
    await startExclusion(
      t.ctx,
      bettor.profileId,
      { kind: 'self_exclusion', period: '6m' },
      {
        staff: null,
      },
    );
    const excluded = await sms(`${gameIds.get(7001)}#1#100`, from);
    expect(excluded.reply).toMatch(
      /^You have excluded yourself from gambling until .+\. You cannot bet or deposit; you can still withdraw your balance\.$/,
    );
    expect((await sms('D#100', from)).reply).toBe(excluded.reply);
    const { rows } = await t.ctx.db.query(
      'SELECT 1 FROM bets WHERE profile_id = $1 UNION ALL SELECT 1 FROM deposits WHERE profile_id = $1',
      [bettor.profileId],
    );
    expect(rows).toHaveLength(0);
    expect(await marketingSmsAllowed(t.ctx.db, mobile, NOW)).toBe(false);
    expect(await marketingSmsAllowed(t.ctx.db, '254712000777', NOW)).toBe(true);
  });

  it('asks an account without a date of birth for one before it bets, and records it', async () => {
    const mobile = '254712000666';
    const from = { from: `+${mobile}` };
    await createTestProfile(t.ctx, { mobile, cashCents: 50_000, dateOfBirth: null });
    const bet = `${gameIds.get(7002)}#1#100`;
    expect((await sms(bet, from)).reply).toBe(
      'Please send your date of birth before you bet: JOIN#DDMMYYYY, e.g. JOIN#15031990.',
    );
    expect((await sms('JOIN#01012010', from)).reply).toBe(
      'You must be 18 years or older to register and bet',
    );
    expect((await sms('JOIN#01/01/1985', from)).reply).toBe(
      'Thank you. Your date of birth is saved. Send HELP for commands.',
    );
    expect((await sms('JOIN#01011999', from)).reply).toContain('already have a Shangwe account');
    expect((await sms(bet, from)).reply).toMatch(/^Bet [A-Z0-9]{8} placed/);
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('refuses a forged callback: wrong secret, nothing recorded or placed', async () => {
    const before = await bets();
    const forged = await sms(`${gameIds.get(7001)}#1#100`, { secret: 'guessed', id: 'forged-1' });
    expect(forged.res.statusCode).toBe(403);
    expect(forged.res.json().message).toBe('This callback is not authorised');
    const { rows } = await t.ctx.db.query(
      "SELECT 1 FROM sms_inbound WHERE gateway_id = 'forged-1'",
    );
    expect(rows).toHaveLength(0);
    expect(await bets()).toEqual(before);
  });

  it('refuses a callback without the gateway fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sms/${SECRET}/inbound`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'from=%2B254712345678&text=BAL',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
