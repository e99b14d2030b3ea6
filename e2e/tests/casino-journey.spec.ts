import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  CRASH_GROWTH_PER_SECOND,
  formatCurrency,
  getCountryConfig,
} from '../../packages/domain/src/index';
import { createBettor, type BettorSession } from '../support/bettors';
import { depositInSteps } from '../support/funding';
import { useJourneyServer } from '../support/journey-server';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../support/page-checks';
import { E2E_PORT } from '../support/server';

/**
 * Issue 18, the casino in the browser at phone and desktop size: open the lobby, heart a game,
 * play a crash round and cash out before the crash, verify the round in the browser; play dice,
 * reveal the seed and verify the roll; find the bets in My Bets and the movements in the
 * statement. The journeys run against their own server (E2E_CASINO_PORT, default E2E_PORT +
 * 1000) whose crash rounds are short (CRASH_BET_WINDOW_MS, CRASH_PAUSE_MS), on a private copy
 * of the build so a parallel rebuild cannot swap chunks under them.
 */

const PORT = Number(process.env.E2E_CASINO_PORT ?? E2E_PORT + 1000);
const KE = { 'X-Country': 'KE' };

let session: BettorSession;

test.describe.configure({ mode: 'serial' });

const server = useJourneyServer({
  name: 'casino',
  journeys: 'casino journeys',
  port: PORT,
  // E2E_CASINO_APP: an app copy made already (a build under test kept aside).
  app: process.env.E2E_CASINO_APP,
  env: {
    // Short rounds: 8 s of bets (room for a loaded machine's page to see the window open),
    // 1.5 s between a crash and the next round.
    CRASH_BET_WINDOW_MS: '8000',
    CRASH_PAUSE_MS: '1500',
    CRASH_SEEDING_WINDOW_MS: '0',
  },
  setupTimeoutMs: 150_000,
  readyTimeoutMs: 300_000,
});
const BASE = server.base;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE });
  const mobile = `07${String(Date.now()).slice(-8)}`;
  session = await createBettor(request, { country: 'KE', mobile, password: 'Shangwe2026' });
  await depositInSteps(request, 'KE', session, 500_000);
  await request.dispose();
});

async function balance(request: { post: Page['request']['post'] }): Promise<number> {
  const res = await request.post(`${BASE}/api/balance`, {
    headers: KE,
    data: { token: session.token },
  });
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

async function open(browser: Browser, viewport: typeof PHONE, signedIn: boolean) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport,
    isMobile: viewport.width < 1024,
    hasTouch: viewport.width < 1024,
  });
  const page = await context.newPage();
  await page.addInitScript(
    ({ token, user, signedIn }) => {
      if (localStorage.getItem('country_code') !== null) return;
      localStorage.setItem('country_code', 'KE');
      // The data-saver notice is not what these journeys look at.
      localStorage.setItem('premiumZone.doNotShowAgain', 'true');
      if (!signedIn) return;
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.data.user, signedIn },
  );
  return page;
}

/** Waits for a crash round open for bets with at least `seconds` of its window left. */
async function waitForBetWindow(page: Page, seconds: number) {
  await expect
    .poll(
      async () => {
        const phase = await page.getByTestId('crash-stage').getAttribute('data-phase');
        if (phase !== 'betting') return 0;
        const text = (await page.getByTestId('crash-countdown').textContent()) ?? '0';
        return Number.parseFloat(text);
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(seconds);
}

/** The flight of a 100,000x round at the default growth (~192 s); longer ones: 1 in 100,000. */
const LONGEST_FLIGHT_WAITED_MS = (Math.log(100_000) / CRASH_GROWTH_PER_SECOND) * 1000 + 10_000;

test('phone: open the lobby, heart a game, play a crash round with a cash-out and verify it', async ({
  browser,
}) => {
  // Up to 12 crash rounds of 8 s of bets, a flight and a pause each: longer than one journey's
  // bound on a busy machine.
  test.setTimeout(600_000);
  const page = await open(browser, PHONE, true);
  await page.goto('/casino');
  await expect(page.getByTestId('casino-lobby')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured' }).getByTestId('game-tile')).toHaveCount(
    1,
  );
  await expect(page.getByRole('list', { name: 'Instant' }).getByTestId('game-tile')).toHaveCount(2);
  // The lobby refreshes the header's balance: the deposit shows.
  await expect(page.getByTestId('balance')).toHaveAccessibleName('Balance KES 5,000');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/casino-lobby-phone.png' });

  // Heart the dice game: it joins Favourites and stays there after a reload (stored locally).
  await page
    .getByRole('list', { name: 'Instant' })
    .getByRole('button', { name: 'Favourite Dice' })
    .click();
  await page.getByRole('link', { name: /^Favourites/ }).click();
  await expect(page).toHaveURL(/\/casino\/category\/favourites$/);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Favourites' }).getByTestId('game-tile'),
  ).toHaveAttribute('data-game', 'dice');
  expect(await page.evaluate(() => localStorage.getItem('favouriteCasinoGames'))).toBe(
    JSON.stringify([{ gameID: 'dice' }]),
  );
  await page.screenshot({ path: 'e2e/screenshots/casino-favourites-phone.png' });

  // The crash game, full screen: no shell header or bottom nav, the balance in the game's bar.
  await page.goto('/casino/g/crash');
  await expect(page.getByTestId('casino-balance')).toHaveText('KES 5,000');
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  const panel = page.getByTestId('crash-panel-1');

  // Bet, wait for take-off, cash out by hand. A round may crash before the tap reaches the
  // server (then the bet is lost, as the server's clock decides); bet again until one is won.
  let cashedOut = false;
  let screenshotInFlight = false;
  for (let round = 0; round < 12 && !cashedOut; round++) {
    await waitForBetWindow(page, 3);
    await panel.getByLabel('Stake (KES)').fill('10');
    await panel.getByRole('button', { name: /^Bet/ }).click();
    // On a busy machine the bet may reach the server after its window closed: the server
    // refuses it and the panel says so; bet the next round.
    const waiting = panel.getByText('Waiting for take-off');
    const closed = panel.getByRole('alert').filter({ hasText: 'Bets for this round are closed' });
    await expect(waiting.or(closed).first()).toBeVisible();
    if (!(await waiting.isVisible())) continue;
    const cashOut = panel.getByRole('button', { name: /Cash out/ });
    const lost = panel.getByRole('button', { name: /Crashed/ });
    await expect(cashOut.or(lost)).toBeVisible({ timeout: 60_000 });
    if (await lost.isVisible()) continue;
    if (!screenshotInFlight) {
      await page.screenshot({ path: 'e2e/screenshots/casino-crash-flying-phone.png' });
      screenshotInFlight = true;
    }
    await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
    const won = panel.getByRole('button', { name: /Cashed out/ });
    // On a busy machine the round may end, and the panel offer the next bet, before this looks:
    // then this round does not count and the loop bets again.
    const nextBet = panel.getByRole('button', { name: /^Bet/ });
    await expect(won.or(lost).or(nextBet).first()).toBeVisible({ timeout: 60_000 });
    cashedOut = await won.isVisible();
  }
  expect(cashedOut, 'a crash round cashed out within 12 rounds').toBe(true);
  await expect(page.getByTestId('crash-live-bets').getByText('You')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/casino-crash-cashout-phone.png' });

  // The balance in the bar is the server's.
  const serverBalance = await balance(page.request);
  await expect(page.getByTestId('casino-balance')).toHaveText(
    formatCurrency(serverBalance, getCountryConfig('KE')),
  );

  // Verify the round just played, once it has crashed: its crash point is the newest chip.
  const history = await page.request.get(`${BASE}/api/casino/history?page=1&per_page=5`, {
    headers: { ...KE, Authorization: `Bearer ${session.token}` },
  });
  const roundId = ((await history.json()) as { bets: { round_id: number | null }[] }).bets[0]!
    .round_id!;
  const chip = page
    .getByTestId('crash-history')
    .getByRole('button', { name: new RegExp(`^Round ${roundId} crashed at`) });
  // The round flies on after the cash-out until its committed crash point, which nothing caps:
  // a round still flying at 38x outlasted a 60 s wait (about one run in 37). Wait for up to a
  // 100,000x flight.
  await expect(chip).toBeVisible({ timeout: LONGEST_FLIGHT_WAITED_MS });
  await chip.click();
  await expect(page.getByTestId('crash-verify-verdict')).toHaveText(
    'Verified: this crash point was fixed before the round and follows from its seed.',
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/casino-crash-verify-phone.png' });
  await page.context().close();
});

test('desktop: a visitor watches crash and is asked to log in to bet; the wheel and the lobby', async ({
  browser,
}) => {
  const page = await open(browser, DESKTOP, false);
  await page.goto('/casino/g/crash');
  await expect(page.getByTestId('crash-stage')).toBeVisible();
  const panel = page.getByTestId('crash-panel-1');
  await panel.getByRole('button', { name: /^Bet/ }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please login to place a bet. Login');
  await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?next=%2Fcasino%2Fg%2Fcrash',
  );
  await page.getByTestId('casino-info').click();
  await expect(page.getByTestId('crash-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await page.screenshot({ path: 'e2e/screenshots/casino-crash-rules-desktop.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('crash-stage')).toHaveAttribute('data-phase', 'flying', {
    timeout: 60_000,
  });
  await page.screenshot({ path: 'e2e/screenshots/casino-crash-desktop.png' });
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcasino%2Fg%2Fcrash$/);
  await page.context().close();

  const player = await open(browser, DESKTOP, true);
  await player.goto('/casino');
  await expect(player.getByTestId('casino-lobby')).toBeVisible();
  await player.screenshot({ path: 'e2e/screenshots/casino-lobby-desktop.png' });
  await player.goto('/casino/g/wheel');
  await player.getByTestId('instant-play').click();
  await expect(player.getByTestId('wheel-result')).toHaveText(/^\d+\.\d{2}x$/, { timeout: 60_000 });
  await expect(player.getByTestId('instant-outcome')).toHaveText(/You won KES|No win this time/);
  await player.screenshot({ path: 'e2e/screenshots/casino-wheel-desktop.png' });
  await player.context().close();
});

test('phone: roll the dice, reveal the server seed, verify the roll; the bets in My Bets and the statement', async ({
  browser,
}) => {
  const page = await open(browser, PHONE, true);
  await page.goto('/casino/g/dice');
  const hashBefore = await page.getByText(/Next roll: server seed hash/).textContent();
  await page.getByTestId('instant-play').click();
  await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,2}\.\d{2}$/);
  await expect(page.getByTestId('instant-history').getByTestId('instant-bet')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/casino-dice-phone.png' });

  // The roll's server seed is still in use: change the client seed, which reveals it.
  await expect(
    page.getByTestId('instant-history').getByText('Seed in use', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reveal my server seed to verify' }).click();
  // The roll can be verified once its seed is revealed (the seed change has been answered).
  await expect(
    page.getByTestId('instant-history').getByText('Seed in use', { exact: true }),
  ).toHaveCount(0);
  await page.getByTestId('instant-history').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('instant-verify-verdict')).toHaveText(
    'Verified: this result follows from the seeds, and the server seed is the one whose hash you saw before the bet.',
  );
  await page.screenshot({ path: 'e2e/screenshots/casino-dice-verify-phone.png' });
  await page.keyboard.press('Escape');
  // A new pair: the next roll is committed to a new hash.
  await expect(page.getByText(/Next roll: server seed hash/)).not.toHaveText(hashBefore ?? '');

  await page.goto('/mybets');
  await page.getByRole('button', { name: 'Casino' }).click();
  await expect(page.getByTestId('casino-bet-card').first()).toContainText('Dice');
  await expect(
    page.getByTestId('casino-bet-card').filter({ hasText: 'Shangwe Crash' }).first(),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/casino-mybets-phone.png' });

  await page.goto('/profile/transactions');
  await expect(page.getByText('Casino · Dice stake').first()).toBeVisible();
  await expect(page.getByText('Casino · Shangwe Crash win').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/casino-transactions-phone.png' });
  await page.context().close();
});
