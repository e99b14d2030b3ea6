import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  formatCurrency,
  freeBetGrantTerms,
  freeBetPayoutForSlip,
  getCountryConfig,
  toCents,
  toMajor,
} from '../../packages/domain/src/index';
import { marketDefsFor } from '../../apps/server/src/feed/fixture-generator';
import type { MatchModel } from '../../apps/server/src/feed/odds-feed';
import { sportById } from '../../apps/server/src/feed/reference-data';
import { finalStateOf, resultsOf } from '../../apps/server/src/live/live-pricing';
import { buildTimeline, stateAt } from '../../apps/server/src/live/match-timeline';
import { testIdempotencyKey } from '../support/funding';
import { E2E_PORT, ROOT, spawnBuiltServer } from '../support/server';

/**
 * Free-bet journeys against their own server on PostgreSQL (like the betting journeys, which
 * finish matches by moving their kick-off into the past in the database): a new bettor deposits
 * through the sandbox, receives the welcome free bet, is refused a promo opt-in with too small a
 * stake, applies the free bet in the slip, places, the matches finish on an accelerated clock and
 * the bet wins; only the profit is paid into the balance (the free bet's stake is not returned).
 * The server listens on E2E_FREEBETS_PORT (default E2E_PORT + 1100).
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Shangwe2026';
const KE = getCountryConfig('KE');
const WELCOME = freeBetGrantTerms('KE').welcome;
const FEED_SEED = 20261125;
const PORT = Number(process.env.E2E_FREEBETS_PORT ?? E2E_PORT + 1100);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_URL =
  process.env.E2E_BETTING_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `shangwe_e2e_freebets_${process.pid}`;
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
const money = (n: number) => formatCurrency(n, KE);

let server: ChildProcess | undefined;
let pgReachable = false;
let dataDir = '';
let db: pg.Client | undefined;
const usedMatches = new Set<number>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const admin = new pg.Client(ADMIN_URL);
  pgReachable = await admin.connect().then(
    () => true,
    () => false,
  );
  test.skip(
    !pgReachable,
    `free-bet journeys need PostgreSQL at ${ADMIN_URL} (set E2E_BETTING_PG_ADMIN_URL); none answers`,
  );
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-e2e-freebets-'));
  // A private copy of this build, so a parallel rebuild cannot swap chunks under the journeys.
  const app = path.join(dataDir, 'app');
  for (const part of [
    'apps/server/dist',
    'apps/server/migrations',
    'apps/server/package.json',
    'apps/web/dist',
  ]) {
    cpSync(path.join(ROOT, part), path.join(app, part), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'));
  server = spawnBuiltServer(app, {
    PORT: String(PORT),
    DATA_DIR: path.join(dataDir, 'data'),
    DATABASE_URL: DB_URL,
    PUBLIC_URL: BASE,
    FEED_SEED: String(FEED_SEED),
    TIME_SCALE: '3',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${BASE}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`free-bet server not ready at ${BASE}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  db = new pg.Client(DB_URL);
  await db.connect();
});

test.afterAll(async () => {
  if (!pgReachable) return;
  await db?.end();
  if (server?.pid) {
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r) ?? r(undefined));
  }
  const admin = new pg.Client(ADMIN_URL);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

const H = { 'X-Country': 'KE', 'Content-Type': 'application/json' };

async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${url}`, { ...init, headers: { ...H, ...init.headers } });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

interface Bettor {
  token: string;
  user: Record<string, unknown>;
  auth: Record<string, string>;
}

async function balanceOf(auth: Record<string, string>): Promise<number> {
  const res = await api<{ data: { balance: number } }>('/api/balance', {
    method: 'POST',
    headers: auth,
    body: '{}',
  });
  return res.data.balance;
}

/** Registers and verifies a new bettor, then deposits through the sandbox provider. */
async function newBettorWhoDeposits(amount: number): Promise<Bettor> {
  const mobile = `07${String(Date.now()).slice(-8)}`;
  await api('/api/newsignup', {
    method: 'POST',
    body: JSON.stringify({ mobile, password: PASSWORD }),
  });
  const outbox = await api<{ data: { message: string }[] }>(`/api/ops/sms-outbox?mobile=${mobile}`);
  const code = outbox.data[0]!.message.match(/\b(\d{4,6})\b/)![1];
  const verified = await api<{ token: string; data: { user: Record<string, unknown> } }>(
    '/api/code',
    { method: 'POST', body: JSON.stringify({ mobile, code }) },
  );
  const auth = { Authorization: `Bearer ${verified.token}` };
  await api('/api/v2/deposit', {
    method: 'POST',
    headers: { ...auth, 'Idempotency-Key': testIdempotencyKey('deposit') },
    body: JSON.stringify({ amount }),
  });
  await expect.poll(async () => await balanceOf(auth), { timeout: 15_000 }).toBe(amount);
  return { token: verified.token, user: { ...verified.data.user, balance: amount }, auth };
}

async function openAs(
  browser: Browser,
  viewport: { width: number; height: number },
  bettor: Bettor,
) {
  const context = await browser.newContext({ viewport, baseURL: BASE });
  await context.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('country_code') === null) localStorage.setItem('country_code', 'KE');
      if (localStorage.getItem('token') === null) {
        localStorage.setItem('authenticated', 'true');
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { token: bettor.token, user: bettor.user },
  );
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ROOT, 'e2e/screenshots', `${name}.png`) });
}

/** Nothing on the page is wider than the window (phones 320-412 px, spec). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

interface ApiMatch {
  parent_match_id: number;
  start_time: string;
  status: string;
  markets: {
    sub_type_id: number;
    bet_status: string;
    odds: { odd_key: string; odd_value: number }[];
  }[];
}

/** The 1X2 outcome of a match that the live engine will declare won, from its seeded timeline. */
async function winningOutcome(parentMatchId: number): Promise<string> {
  const { rows } = await db!.query(
    'SELECT sport_id, home_team, away_team, model FROM matches WHERE parent_match_id = $1',
    [parentMatchId],
  );
  const row = rows[0] as { sport_id: number; home_team: string; away_team: string; model: unknown };
  const sport = sportById.get(Number(row.sport_id))!;
  const model = (typeof row.model === 'string' ? JSON.parse(row.model) : row.model) as MatchModel;
  const final = stateAt(sport, buildTimeline(FEED_SEED, parentMatchId, sport, model), 10_000_000);
  const defs = marketDefsFor(sport, row.home_team, row.away_team, model);
  const results = resultsOf(defs, finalStateOf(final));
  const index = defs.findIndex((d) => d.sub_type_id === 1 && d.special_bet_value === '');
  const outcome = defs[index]!.outcomes.findIndex((_, i) => results[index]![i] === 'won');
  return defs[index]!.outcomes[outcome]!.odd_key;
}

/**
 * Winning 1X2 picks on upcoming soccer matches (kick-off in more than 30 minutes) until their
 * total odds reach `minOdd`: the welcome free bet's claim rule.
 */
async function winningPicks(minOdd: number) {
  const res = await api<{ data: ApiMatch[] }>('/api/uo/sport?id=1&page=1&limit=200');
  const soon = Date.now() + 30 * 60_000;
  const candidates = res.data.filter(
    (m) =>
      m.status === 'not_started' &&
      Date.parse(m.start_time) > soon &&
      !usedMatches.has(m.parent_match_id) &&
      m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
  );
  const picks: { parentMatchId: number; oddKey: string; odd: number }[] = [];
  let total = 1;
  for (const m of candidates) {
    if (total >= minOdd) break;
    const oddKey = await winningOutcome(m.parent_match_id);
    const odd = m.markets
      .find((k) => k.sub_type_id === 1)!
      .odds.find((o) => o.odd_key === oddKey)!.odd_value;
    picks.push({ parentMatchId: m.parent_match_id, oddKey, odd });
    usedMatches.add(m.parent_match_id);
    total *= odd;
  }
  expect(total, 'winning picks reaching the free bet minimum odd').toBeGreaterThanOrEqual(minOdd);
  return picks;
}

async function pick(page: Page, parentMatchId: number, oddKey: string) {
  await page.goto(`/m/${parentMatchId}`);
  const button = page.getByTestId(`odd-${parentMatchId}-1-${oddKey}`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** /betslip on a phone (through the mini betslip), the right panel on a desktop. */
async function openSlip(page: Page, phone: boolean) {
  if (phone) {
    await page.getByTestId('mini-betslip').getByRole('link', { name: 'Open betslip' }).click();
    await expect(page).toHaveURL(/\/betslip/);
    return page.getByTestId('betslip-page');
  }
  return page.getByTestId('betslip-panel');
}

for (const size of [
  { name: 'phone', viewport: PHONE, phone: true },
  { name: 'desktop', viewport: DESKTOP, phone: false },
]) {
  test(`a new bettor deposits, gets the welcome free bet, bets it on a ${size.name} and is paid only the profit when it wins`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const deposit = 1000;
    const bettor = await newBettorWhoDeposits(deposit);
    const picks = await winningPicks(WELCOME.minOdd);
    const { context, page } = await openAs(browser, size.viewport, bettor);

    // The welcome free bet is waiting on Offers & Rewards.
    await page.goto('/freebets');
    const card = page.getByTestId('freebet-card').first();
    await expect(card).toContainText(money(WELCOME.amount));
    await expect(card).toContainText('Active');
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-offers-rewards-${size.name}`);

    for (const p of picks) await pick(page, p.parentMatchId, p.oddKey);
    const slip = await openSlip(page, size.phone);
    await expect(slip.getByTestId('slip-pick')).toHaveCount(picks.length);
    await expect(slip.getByTestId('freebets-count')).toHaveText('1');

    // A promo opt-in with too small a stake is refused in the spec's words.
    await slip.getByTestId('stake-input').fill('100');
    await slip.getByRole('checkbox', { name: 'Weekend Win Bonus' }).click();
    await expect(slip.getByTestId('promo-failure')).toContainText(
      `Increase your stake to ${money(200)} to opt in to Weekend Win Bonus`,
    );
    await expect(slip.getByRole('checkbox', { name: 'Weekend Win Bonus' })).not.toBeChecked();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-promo-refused-${size.name}`);

    // Applying the free bet makes its amount the stake and hides Balance.
    await expect(slip.getByTestId('slip-balance')).toBeVisible();
    await slip.getByTestId('apply-freebet').click();
    await expect(slip.getByTestId('freebet-applied')).toContainText(money(WELCOME.amount));
    await expect(slip.getByTestId('stake-input')).toHaveValue(String(WELCOME.amount));
    await expect(slip.getByTestId('stake-input')).toBeDisabled();
    await expect(slip.getByTestId('slip-balance')).toHaveCount(0);
    const payout = freeBetPayoutForSlip(
      toCents(WELCOME.amount),
      picks.map((p) => p.odd),
      KE,
    );
    const profit = toMajor(payout.finalPayout);
    await expect(slip.getByTestId('final-payout')).toHaveText(money(profit));
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-slip-applied-${size.name}`);

    await slip.getByTestId('place-bet').click();
    await expect(slip.getByTestId('placement-outcome')).toContainText('Bet placement successful');
    // The stake came from the free bet, not from the balance.
    expect(await balanceOf(bettor.auth)).toBe(deposit);

    // The matches finish on the accelerated clock and the bet wins.
    await db!.query(
      `UPDATE matches SET start_time = now() - interval '5 hours' WHERE parent_match_id = ANY($1::bigint[])`,
      [picks.map((p) => p.parentMatchId)],
    );
    await page.goto('/mybets');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('bet-card').first().getByTestId('bet-status')).toHaveText(
        'Won',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 45_000 });
    const after = await balanceOf(bettor.auth);
    // Only the profit is paid: the free bet's stake is not returned.
    expect(Math.round((after - deposit) * 100)).toBe(payout.finalPayout);
    await expect(page.getByTestId('balance')).toHaveText(money(after));
    await shot(page, `freebets-won-${size.name}`);

    // Offers & Rewards now lists the free bet as used.
    await page.goto('/freebets');
    const used = page.getByTestId('freebet-card').first();
    await expect(used).toContainText('Used');
    await used.getByRole('link').click();
    await expect(page.getByTestId('freebet-amount')).toHaveText(money(WELCOME.amount));
    await expect(page.getByRole('link', { name: 'View Bet' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-detail-${size.name}`);

    // The promotions by category, and one with its rules in words.
    await page.goto('/offers');
    await expect(page.getByTestId('offer-category').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-offers-${size.name}`);
    await page
      .getByTestId('promo-card')
      .filter({ hasText: 'Weekend Win Bonus' })
      .getByRole('link')
      .click();
    await expect(page.getByTestId('promo-rules')).toContainText(`Stake at least ${money(200)}`);
    await expect(page.getByRole('button', { name: 'Opt in' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-promo-${size.name}`);
    await context.close();
  });
}
