import { expect, test, type Page } from '@playwright/test';
import {
  formatCurrency,
  formatTotalOdds,
  getCountryConfig,
  quoteSlip,
} from '../../packages/domain/src/index';
import { journeyApi } from '../support/journey-api';
import { useJourneyServer } from '../support/journey-server';
import { finishMatches, winningOutcome as winningOn } from '../support/match-outcomes';
import { DESKTOP, PHONE, shot } from '../support/page-checks';
import { openSlip as openSlipOf, pick } from '../support/slip-picks';

/**
 * Betting journeys against their own server on PostgreSQL: the journeys need to end matches on
 * demand ("the matches finish"), which they do by moving the kick-off of the matches they bet
 * on into the past, directly in the database; the live engine then plays them to the end at its
 * next tick and the settlement worker pays the bets. Which outcome wins is read from the engine's
 * own seeded timeline (the same pure functions the server runs), so the accumulator is built on
 * the outcomes that will win and the journey can check the payout.
 */

const KE = getCountryConfig('KE');
const FEED_SEED = 20261121;
const PORT = Number(process.env.E2E_BETTING_PORT ?? 8197);
const usedMatches = new Set<number>();

test.describe.configure({ mode: 'serial' });

// They finish matches by editing the database the server runs on: PostgreSQL only.
const server = useJourneyServer({
  name: 'betting',
  journeys: 'betting journeys',
  port: PORT,
  postgres: true,
  env: {
    FEED_SEED: String(FEED_SEED),
    // Live prices move every few real seconds, so a live pick's odds change soon.
    TIME_SCALE: '3',
  },
});
const BASE = server.base;
const { api, balanceOf, fundedBettor, openAs } = journeyApi(BASE);

interface ApiMatch {
  parent_match_id: number;
  home_team: string;
  away_team: string;
  start_time: string;
  status: string;
  live: boolean;
  markets: {
    sub_type_id: number;
    bet_status: string;
    odds: { odd_key: string; odd_value: number }[];
  }[];
}

const winningOutcome = (parentMatchId: number) => winningOn(server.db, FEED_SEED, parentMatchId);

/** Soccer matches kicking off in more than 30 minutes, not used by another journey yet. */
async function upcomingMatches(count: number): Promise<ApiMatch[]> {
  const res = await api<{ data: ApiMatch[] }>('/api/uo/sport?id=1&page=1&limit=200');
  const soon = Date.now() + 30 * 60_000;
  const picked = res.data
    .filter((m) => m.status === 'not_started' && Date.parse(m.start_time) > soon)
    .filter((m) => !usedMatches.has(m.parent_match_id))
    .filter((m) => m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'))
    .slice(0, count);
  expect(picked, 'enough upcoming soccer matches').toHaveLength(count);
  for (const m of picked) usedMatches.add(m.parent_match_id);
  return picked;
}

const openSlip = (page: Page, phone: boolean) =>
  openSlipOf(page, phone, 'betting-mini-betslip-phone');

for (const size of [
  { name: 'phone', viewport: PHONE, phone: true },
  { name: 'desktop', viewport: DESKTOP, phone: false },
]) {
  test(`places a three-leg accumulator on a ${size.name}, sees it in My Bets, and is paid the final payout when the matches finish`, async ({
    browser,
  }) => {
    const bettor = await fundedBettor(5000);
    const matches = await upcomingMatches(3);
    const winners: string[] = [];
    for (const m of matches) winners.push(await winningOutcome(m.parent_match_id));
    const odds = matches.map(
      (m, i) =>
        m.markets.find((k) => k.sub_type_id === 1)!.odds.find((o) => o.odd_key === winners[i])!
          .odd_value,
    );
    const { context, page } = await openAs(browser, size.viewport, bettor);

    for (const [i, m] of matches.entries()) await pick(page, m.parent_match_id, winners[i]!);
    const slip = await openSlip(page, size.phone);
    await expect(slip.getByTestId('slip-pick')).toHaveCount(3);
    await slip.getByTestId('stake-input').fill('100');

    const quote = quoteSlip(
      {
        kind: 'normal',
        picks: odds.map((odd_value) => ({ odd_value })),
        stake: 100,
        loggedIn: true,
      },
      KE,
    );
    await expect(slip.getByTestId('total-odds')).toHaveText(formatTotalOdds(quote.totalOdds));
    await expect(slip.getByTestId('final-payout')).toHaveText(
      formatCurrency(quote.finalPayout, KE),
    );
    await slip.getByRole('button', { name: 'Payout details' }).click();
    await expect(slip.getByTestId('popup-excise')).toHaveText(formatCurrency(quote.exciseTax, KE));
    await expect(slip.getByTestId('popup-wht')).toHaveText(
      formatCurrency(quote.withholdingTax, KE),
    );
    await shot(page, `betting-slip-${size.name}`);
    await slip.getByRole('button', { name: 'Payout details' }).click();

    await slip.getByTestId('place-bet').click();
    const outcome = slip.getByTestId('placement-outcome');
    await expect(outcome).toContainText('Bet placement successful');
    await expect(slip.getByTestId('empty-slip')).toBeVisible();
    await shot(page, `betting-placed-${size.name}`);

    await page.goto('/mybets');
    const card = page.getByTestId('bet-card').first();
    await expect(card.getByTestId('bet-status')).toHaveText('Open');
    await expect(card.getByTestId('bet-card-payout')).toHaveText(
      formatCurrency(quote.finalPayout, KE),
    );
    await shot(page, `betting-mybets-open-${size.name}`);
    const before = await balanceOf(bettor.auth);
    expect(before).toBe(4900);

    // The matches finish: their kick-off moves into the past and the engine plays them out.
    await finishMatches(
      server.db,
      matches.map((m) => m.parent_match_id),
    );
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('bet-card').first().getByTestId('bet-status')).toHaveText(
        'Won',
        {
          timeout: 2_000,
        },
      );
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('bet-card').first().getByTestId('bet-card-payout')).toHaveText(
      formatCurrency(quote.finalPayout, KE),
    );
    const after = await balanceOf(bettor.auth);
    expect(Math.round((after - before) * 100)).toBe(Math.round(quote.finalPayout * 100));
    await expect(page.getByTestId('balance')).toHaveText(formatCurrency(after, KE));
    await shot(page, `betting-mybets-won-${size.name}`);
    await context.close();
  });
}

test('a live pick whose odds change must be accepted before the bet is placed (desktop)', async ({
  browser,
}) => {
  const bettor = await fundedBettor(2000);
  const live = await api<{ data: ApiMatch[] }>('/api/live/matches?sport_id=1');
  const candidates = live.data.filter((m) =>
    m.markets.some(
      (k) =>
        k.sub_type_id === 1 && k.bet_status === 'ACTIVE' && k.odds.every((o) => o.odd_value > 1.05),
    ),
  );
  expect(candidates.length, 'a live soccer match with an open 1X2 market').toBeGreaterThan(0);
  const { context, page } = await openAs(browser, DESKTOP, bettor);
  const slip = page.getByTestId('betslip-panel');

  let changed = false;
  for (const match of candidates.slice(0, 4)) {
    await pick(page, match.parent_match_id, 'X', true);
    const row = slip.getByTestId('slip-pick');
    await expect(row).toHaveCount(1);
    // Live prices are polled every 10 s and pushed over the websocket; wait for a move.
    const state = await expect
      .poll(async () => row.getAttribute('data-state'), { timeout: 45_000, intervals: [1_000] })
      .not.toBe('normal')
      .then(async () => row.getAttribute('data-state'))
      .catch(() => 'normal');
    if (state === 'changed') {
      changed = true;
      break;
    }
    await row.getByRole('button', { name: /Remove/ }).click();
  }
  expect(changed, 'a live odd changed').toBe(true);
  await expect(slip.getByTestId('slip-pick')).toHaveAttribute('data-state', 'changed');
  await expect(slip.getByTestId('place-bet')).toHaveText('Accept and Place Bet');
  await shot(page, 'betting-live-changed-desktop');

  // Accepting takes the new price; if it moved again meanwhile the server refuses (409) with the
  // new odds, which must be accepted again.
  for (let attempt = 0; attempt < 4; attempt++) {
    await slip.getByTestId('place-bet').click();
    const outcome = slip.getByTestId('placement-outcome');
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    // A live bet is taken for its delay: the slip says it is pending, not yet successful.
    if (/Bet placement successful|Bet pending/.test((await outcome.textContent()) ?? '')) break;
    await outcome.getByRole('button', { name: 'Dismiss' }).click();
    await expect(slip.getByTestId('place-bet')).toBeVisible();
  }
  await expect(slip.getByTestId('placement-outcome')).toContainText(
    /Bet placement successful|Bet pending/,
  );
  await shot(page, 'betting-live-placed-desktop');

  // A live bet is decided after the bet delay; the bettor is told either way (spec 02 §4.3).
  const decided = page.locator('.notice-title', { hasText: /^Bet Placement (Successful|Failed)$/ });
  await expect(decided).toBeVisible({ timeout: 60_000 });
  if ((await decided.textContent()) === 'Bet Placement Successful') {
    await page.getByRole('link', { name: 'View Bet' }).click();
    await expect(page).toHaveURL(/\/mybets\/\d+$/);
    await expect(page.getByTestId('bet-detail').getByTestId('bet-status')).toHaveText('Open');
  } else {
    // Refused (the price moved during the delay): Retry Bet reopens the kept slip.
    await page.getByRole('link', { name: 'Retry Bet' }).click();
    await expect(page).toHaveURL(/\/betslip\?ref=/);
    await expect(page.getByTestId('betslip-page').getByTestId('slip-pick')).toHaveCount(1);
  }
  await shot(page, 'betting-live-decided-desktop');
  await context.close();
});

test('shares a slip and opens its link in a new browser context (phone)', async ({ browser }) => {
  const matches = await upcomingMatches(2);
  const { context, page } = await openAs(browser, PHONE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pick(page, matches[0]!.parent_match_id, '1');
  await pick(page, matches[1]!.parent_match_id, '2');
  const slip = await openSlip(page, true);
  await slip.getByTestId('share-betslip').click();
  const sheet = page.getByTestId('share-bottom-sheet');
  await expect(sheet.getByTestId('share-code')).toHaveText(/^[A-Z0-9]{4,12}$/);
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  const link = await sheet.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${BASE.replace(/\./g, '\\.')}/share/[A-Z0-9]+$`));
  await sheet.getByRole('button', { name: 'Copy Link' }).click();
  await expect(sheet.getByText('Copied the code successfully')).toBeVisible();
  await shot(page, 'betting-share-sheet-phone');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const other = await openAs(browser, PHONE);
  await other.page.goto(link);
  await expect(other.page).toHaveURL(/\/betslip$/);
  const received = other.page.getByTestId('betslip-page');
  await expect(received.getByTestId('slip-pick')).toHaveCount(2);
  await expect(received.getByTestId('slip-pick').first()).toContainText(matches[0]!.home_team);
  await shot(other.page, 'betting-share-received-phone');
  await other.context.close();
  await context.close();
});

test('a bettor without enough balance gets the Insufficient Funds deposit prompt (phone)', async ({
  browser,
}) => {
  const bettor = await fundedBettor(0);
  const [match] = await upcomingMatches(1);
  const { context, page } = await openAs(browser, PHONE, bettor);
  await pick(page, match!.parent_match_id, '1');
  const slip = await openSlip(page, true);
  await slip.getByTestId('stake-input').fill('250');
  await slip.getByTestId('place-bet').click();
  await expect(page.getByText('Insufficient Funds')).toBeVisible();
  await expect(
    page.getByText('Your current balance is too low to place this bet. Deposit now.'),
  ).toBeVisible();
  await shot(page, 'betting-insufficient-funds-phone');
  await expect(slip.getByTestId('slip-pick')).toHaveCount(1);
  await context.close();
});

test('a deep link adds its pick with its stake, and a wrong one says so (desktop)', async ({
  browser,
}) => {
  const [match] = await upcomingMatches(1);
  const { context, page } = await openAs(browser, DESKTOP);
  await page.goto(
    `/?action=instantbet&parent_match_id=${match!.parent_match_id}&sub_type_id=1&odd_key=X&special_bet_value=&stake=250&btag=AFF9`,
  );
  await expect(page.getByText('Bet successfully added to betslip')).toBeVisible();
  const slip = page.getByTestId('betslip-panel');
  await expect(slip.getByTestId('slip-pick')).toHaveCount(1);
  await expect(slip.getByTestId('slip-pick')).toContainText(match!.home_team);
  await expect(slip.getByTestId('stake-input')).toHaveValue('250');
  await expect(page).toHaveURL(/\/\?btag=AFF9$/);
  const btag = (await context.cookies()).find((c) => c.name === 'btag');
  expect(btag?.value).toBe('AFF9');
  // Kept for 365 days (spec 01 §9).
  expect(btag!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  await shot(page, 'betting-deep-link-desktop');

  await page.goto(
    `/?action=instantbet&parent_match_id=${match!.parent_match_id}&sub_type_id=1&odd_key=nope`,
  );
  await expect(page.getByText('Match add unsuccessful, check the parameters')).toBeVisible();
  await expect(slip.getByTestId('slip-pick')).toHaveCount(1);
  await context.close();
});
