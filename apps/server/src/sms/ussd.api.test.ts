import { USSD_MAX_CHARS } from '@shangwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betDetailReader } from '../wagers/bet-reader';
import { loadCatalogIntoMemory, seedFixtureMatches } from '../betting/test-fixtures';
import { signCallback } from '../payments/callback-signature';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { checkLedger } from '../wallet/ledger-check';

const NOW = new Date('2026-11-21T09:00:00Z');
const SECRET = 'ussd-secret-for-tests';
const PHONE = '+254722000111';
const start = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    liveDemo: false,
    sms: {
      gateway: 'sandbox',
      atUsername: '',
      atApiKey: '',
      atBaseUrl: 'http://127.0.0.1:1',
      atFrom: undefined,
      callbackSecret: SECRET,
      callbackAllowIps: ['127.0.0.0/8', '::1'],
      confirmWindowSeconds: 300,
    },
  });
  t.ctx.now = () => NOW;
  await seedFixtureMatches(t.ctx, [
    { id: 8001, start: start(2), home: 'Gor Mahia', away: 'AFC Leopards' },
    { id: 8002, start: start(3), home: 'Tusker', away: 'Ulinzi Stars' },
  ]);
  await loadCatalogIntoMemory(t.ctx);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** One USSD request as Africa's Talking posts it; the answer is text/plain CON/END. */
async function ussd(
  sessionId: string,
  text: string,
  options: { secret?: string; ip?: string; phone?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ussd/${options.secret ?? SECRET}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      sessionId,
      serviceCode: '*483*1#',
      phoneNumber: options.phone ?? PHONE,
      text,
      networkCode: '63902',
    }).toString(),
  });
  if (res.statusCode === 200) {
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^(CON|END) /);
    expect(res.body.length).toBeLessThanOrEqual(USSD_MAX_CHARS);
  }
  return res;
}

async function gameIdOf(parentMatchId: number): Promise<number> {
  const { rows } = await t.ctx.db.query<{ game_id: number }>(
    'SELECT game_id FROM matches WHERE parent_match_id = $1',
    [parentMatchId],
  );
  return Number(rows[0]!.game_id);
}

async function betCount(): Promise<number> {
  const { rows } = await t.ctx.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM bets b JOIN profiles p ON p.id = b.profile_id WHERE p.mobile = '254722000111'`,
  );
  return Number(rows[0]!.n);
}

describe('USSD menu', () => {
  it('joins, deposits and places a bet by game id; a retried request places nothing twice', async () => {
    expect((await ussd('s-join', '')).body).toBe('CON Welcome to Shangwe\n1. Join now');
    expect((await ussd('s-join', '1')).body).toBe('CON Enter your date of birth (DDMMYYYY)');
    expect((await ussd('s-join', '1*31021990')).body).toBe(
      'END Please enter a valid date of birth',
    );
    expect((await ussd('s-join2', '1*15031990')).body).toMatch(/^END Welcome to Shangwe!/);
    const { rows: dob } = await t.ctx.db.query<{ dob: string }>(
      "SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM profiles WHERE mobile = '254722000111'",
    );
    expect(dob).toEqual([{ dob: '1990-03-15' }]);

    expect((await ussd('s-dep', '2')).body).toBe('CON Deposit amount (KES):');
    expect((await ussd('s-dep', '2*500')).body).toBe(
      'END Check your phone: enter your M-Pesa PIN to deposit KES 500. We text you when it arrives.',
    );
    // The retried last request answers the same screen and pushes no second STK prompt.
    expect((await ussd('s-dep', '2*500')).body).toMatch(/^END Check your phone/);
    const { rows: deposits } = await t.ctx.db.query<{ reference: string; amount: string }>(
      `SELECT d.reference, d.amount FROM deposits d JOIN profiles p ON p.id = d.profile_id
        WHERE p.mobile = '254722000111'`,
    );
    expect(deposits).toHaveLength(1);
    const { reference } = deposits[0]!;
    const amountCents = Number(deposits[0]!.amount);
    const paid = await t.app.inject({
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
    expect(paid.statusCode).toBe(200);
    expect((await ussd('s-bal', '1')).body).toBe(
      'END Balance: KES 500. Deposit: D#AMOUNT. Withdraw: W#AMOUNT',
    );

    const gameId = await gameIdOf(8001);
    const menu = (await ussd('s-bet', '')).body;
    expect(menu).toContain('3. Bet by game id');
    expect((await ussd('s-bet', '3')).body).toBe('CON Enter the game id:');
    const picks = (await ussd('s-bet', `3*${gameId}`)).body;
    expect(picks).toContain(
      `CON ${gameId} Gor Mahia v AFC Leopards\n1. 1 @2.10\n2. X @3.30\n3. 2 @3.60`,
    );
    expect(picks).toContain('OV @1.90');
    expect((await ussd('s-bet', `3*${gameId}*1`)).body).toBe(`CON ${gameId} 1 @2.10\nStake (KES):`);
    const confirm = (await ussd('s-bet', `3*${gameId}*1*100`)).body;
    expect(confirm).toMatch(
      new RegExp(
        `^CON ${gameId} 1 @2\\.10\\nStake KES 100\\nPayout KES [\\d,.]+\\n1\\. Place bet\\n2\\. Cancel$`,
      ),
    );
    const placed = (await ussd('s-bet', `3*${gameId}*1*100*1`)).body;
    expect(placed).toMatch(
      new RegExp(`^END Bet [A-Z0-9]{8} placed: ${gameId} 1 @2\\.10\\. Stake KES 100`),
    );
    expect(await betCount()).toBe(1);
    expect((await ussd('s-bet', `3*${gameId}*1*100*1`)).body).toBe(placed);
    expect(await betCount()).toBe(1);
    const { rows: legs } = await t.ctx.db.query<{ parent_match_id: string; bet_pick: string }>(
      `SELECT l.parent_match_id, l.bet_pick FROM bet_legs l JOIN bets b ON b.id = l.bet_id
         JOIN profiles p ON p.id = b.profile_id WHERE p.mobile = '254722000111'`,
    );
    expect(legs.map((l) => [Number(l.parent_match_id), l.bet_pick])).toEqual([[8001, '1']]);
    // The bet's legs show the match's game id (My Bets, bet detail).
    const { rows: owner } = await t.ctx.db.query<{ id: number }>(
      "SELECT id FROM profiles WHERE mobile = '254722000111'",
    );
    const code = /Bet ([A-Z0-9]{8})/.exec(placed)![1]!;
    const detail = await betDetailReader(t.ctx, Number(owner[0]!.id), { shortId: code });
    expect(detail.legs.map((l) => l.game_id)).toEqual([gameId]);

    // Kick-off in Nairobi time (UTC+3).
    const top = (await ussd('s-top', '4')).body;
    expect(top).toContain(`1. ${gameId} 14:00 Gor Mahia v AFC Leopards`);
    expect((await ussd('s-mine', '7')).body).toMatch(/^END Your bets: [A-Z0-9]{8} open KES 100>/);
    expect((await ussd('s-bad', '3*99999')).body).toBe(
      "END Game 99999 is not open for betting. Check the game id on today's list.",
    );
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('refuses an under-18 join and creates nothing', async () => {
    const phone = '+254722000999';
    expect((await ussd('s-teen', '1', { phone })).body).toBe(
      'CON Enter your date of birth (DDMMYYYY)',
    );
    // 18 tomorrow (NOW is 2026-11-21).
    expect((await ussd('s-teen', '1*22112008', { phone })).body).toBe(
      'END You must be 18 years or older to register and bet',
    );
    const { rows } = await t.ctx.db.query("SELECT 1 FROM profiles WHERE mobile = '254722000999'");
    expect(rows).toHaveLength(0);
    expect((await ussd('s-teen2', '', { phone })).body).toBe('CON Welcome to Shangwe\n1. Join now');
  });

  it('refuses a wrong secret and a caller off the allow-list', async () => {
    const forged = await ussd('s-forged', '1', { secret: 'guess' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toBe('END This callback is not authorised');
    const outside = await ussd('s-outside', '1', { ip: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
  });

  it('answers a bettor who chose Kiswahili in Kiswahili (issue 36)', async () => {
    const phone = '+254722000333';
    expect((await ussd('s-sw-join', '', { phone })).body).toMatch(/^CON Welcome to /);
    expect((await ussd('s-sw-join', '1*15031990', { phone })).body).toMatch(/^END Welcome to /);
    // The choice made in the web's settings (POST /api/profile { language: 'sw' }).
    await t.ctx.db.query("UPDATE profiles SET language = 'sw' WHERE mobile = '254722000333'");
    const menu = (await ussd('s-sw-menu', '', { phone })).body;
    expect(menu).toContain('1. Salio\n2. Weka pesa\n3. Beti kwa namba ya mechi');
    expect((await ussd('s-sw-balance', '1', { phone })).body).toMatch(/^END Salio: KES 0\./);
    expect((await ussd('s-sw-bet', '3*99999', { phone })).body).toBe(
      'END Mechi 99999 haiko wazi kwa kubeti. Angalia namba ya mechi kwenye orodha ya leo.',
    );
    expect((await ussd('s-sw-bad', '9', { phone })).body).toBe(
      'END Chaguo si sahihi. Tafadhali piga tena.',
    );
  });
});
