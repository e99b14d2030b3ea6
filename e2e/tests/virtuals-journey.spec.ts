import { expect, test, type Browser, type Page } from '@playwright/test';
import { createBettor, signInAs, type BettorSession } from '../support/bettors';
import { depositInSteps } from '../support/funding';
import { E2E_BASE_URL } from '../support/server';

/**
 * Issue 14, virtual sports in the browser: open /virtual, add picks, place them on the Virtual
 * slip, watch the match-day play with its ticker, see the bet settled in My Bets and the round's
 * seed verified. The e2e server plays a match-day every 30 s (VIRTUAL_ROUND_SECONDS in
 * support/server.ts), so a round is bet on, played and settled within a journey.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const KE_HEADERS = { 'X-Country': 'KE' };
const STAKE = '20';

let session: BettorSession;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const mobile = `07${String(Date.now()).slice(-8)}`;
  session = await createBettor(request, { country: 'KE', mobile, password: 'Shangwe2026' });
  await depositInSteps(request, 'KE', session, 100_000);
  await request.dispose();
});

async function openAs(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport,
    isMobile: viewport.width < 1024,
    hasTouch: viewport.width < 1024,
  });
  const page = await context.newPage();
  await signInAs(page, 'KE', session);
  return page;
}

/** Seconds left on the countdown ('mm:ss'). */
async function secondsToKickOff(page: Page): Promise<number> {
  const text = (await page.getByTestId('virtual-countdown').textContent()) ?? '00:00';
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/** Waits for a match-day with enough betting time left to add picks and place them. */
async function waitForOpenMatchDay(page: Page) {
  await expect(page.getByTestId('virtual-countdown')).toBeVisible();
  await expect
    .poll(() => secondsToKickOff(page), { timeout: 40_000, intervals: [500] })
    .toBeGreaterThanOrEqual(15);
}

/** Bets of the bettor of one product, as the server has them. */
async function virtualBets(page: Page) {
  const res = await page.request.post('/api/uo/bethistory', {
    headers: KE_HEADERS,
    data: { token: session.token, product: 'VIRTUAL' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { bet_id: number; status: string }[] }).data;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('phone: pick two virtual matches, place on the Virtual slip, watch the round, see it settled', async ({
  browser,
}) => {
  const page = await openAs(browser, PHONE);
  await page.goto('/virtual');
  await expect(page.getByRole('heading', { name: 'English Virtual League' })).toBeVisible();
  await expect(page.getByText(/^Result fixed in advance: sha256 [0-9a-f]{64}$/)).toBeVisible();
  await waitForOpenMatchDay(page);
  const before = await virtualBets(page);

  // The home win of the first two matches.
  const homeWins = page.locator('.vmatch').locator('.vodd:first-child');
  await homeWins.nth(0).click();
  await homeWins.nth(1).click();
  await expect(homeWins.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/virtuals-home-phone.png' });

  await page.goto('/betslip?type=virtual');
  await expect(page.getByRole('tab', { name: /Virtual/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.vpick')).toHaveCount(2);
  const amount = page.getByRole('textbox', { name: /Amount/ });
  await amount.fill(STAKE);
  await expect(page.getByTestId('virtual-possible-win')).toContainText('KES');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/virtuals-slip-phone.png' });
  await page.getByRole('button', { name: 'Place Bet' }).click();

  // Success goes to /virtual; the server booked exactly one more virtual bet.
  await expect(page).toHaveURL(/\/virtual$/);
  await expect.poll(async () => (await virtualBets(page)).length).toBe(before.length + 1);
  const placed = (await virtualBets(page)).find((b) => !before.some((o) => o.bet_id === b.bet_id))!;
  expect(placed.status).toBe('open');

  // The match-day plays: the ticker's clock runs on the in-play tab.
  await page.getByRole('link', { name: 'In play', exact: true }).click();
  await expect(page.getByTestId('virtual-clock')).toHaveText(/^\d+'$/, { timeout: 45_000 });
  await page.screenshot({ path: 'e2e/screenshots/virtuals-ongoing-phone.png' });

  // Settled once the match-day ends.
  await expect
    .poll(async () => (await virtualBets(page)).find((b) => b.bet_id === placed.bet_id)?.status, {
      timeout: 45_000,
    })
    .toMatch(/^(won|lost)$/);

  // My Bets lists it under Virtual, settled, with its match-day and the revealed seed.
  await page.goto('/mybets');
  await page.getByRole('button', { name: 'Virtual', exact: true }).click();
  const card = page.getByTestId('bet-card').first();
  await expect(card.getByTestId('bet-status')).toHaveText(/^(Won|Lost)$/);
  await expect(card.getByText(/^Virtual · Match-day \d+ · Round \d+$/)).toBeVisible();
  await expect(card.getByText(/^Seed revealed: [0-9a-f]{64}$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/virtuals-mybets-phone.png' });

  // Results show the revealed seed, and the proof checks out.
  await page.goto('/virtuals/results');
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(
    page.getByText(/^Verified: the seed's SHA-256 is the published hash/).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'e2e/screenshots/virtuals-results-phone.png' });
  await page.context().close();
});

test("desktop: a match's markets, the Virtual slip in the right panel, the super-league page", async ({
  browser,
}) => {
  const page = await openAs(browser, DESKTOP);
  await page.goto('/virtual');
  await waitForOpenMatchDay(page);
  await page
    .getByRole('link', { name: /^All markets of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/virtuals\/markets\?id=\d+$/);
  await expect(page.getByRole('region', { name: 'Total 2.5' })).toBeVisible();
  await page.locator('.vmarket').first().getByRole('button').first().click();
  await page.screenshot({ path: 'e2e/screenshots/virtuals-markets-desktop.png' });

  await page.getByRole('tab', { name: /Virtual/ }).click();
  await expect(page.locator('.vpick')).toHaveCount(1);
  await page.screenshot({ path: 'e2e/screenshots/virtuals-slip-desktop.png' });

  await page.goto('/virtual');
  await page.screenshot({ path: 'e2e/screenshots/virtuals-home-desktop.png' });

  await page.goto('/shangwe-super-league?ref=kpv');
  await expect(page.getByRole('heading', { name: 'Kenyan Premier Virtual' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kenyan Premier Virtual' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: 'e2e/screenshots/virtuals-super-league-desktop.png' });
  await page.context().close();
});
