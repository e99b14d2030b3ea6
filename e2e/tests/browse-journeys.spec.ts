import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

/** Text of every odds button on the page (label + odd or 'Locked'), to detect a price change. */
async function oddsSnapshot(page: Page): Promise<string[]> {
  return page
    .locator('.odds-button')
    .evaluateAll((buttons) =>
      buttons.map((b) => `${b.getAttribute('data-testid')}=${b.getAttribute('aria-label')}`),
    );
}

test.describe('browsing the sportsbook', () => {
  test.beforeEach(async ({ page }) => {
    // A returning Kenyan visitor: no country question at start-up.
    await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
  });

  test('goes from home to a sport, a competition and the markets of a match', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const home = page.getByTestId('home-screen');
    await expect(home.getByTestId('match-row').first()).toBeVisible();
    // Paged, not hundreds of rows in the DOM at once.
    expect(await home.getByTestId('match-row').count()).toBeLessThanOrEqual(30);
    await expect(home.getByRole('tab', { name: 'Soccer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await shot(page, 'browse-home-desktop');

    // Desktop left sports list: Soccer first.
    const sportsList = page.getByTestId('sports-list');
    await expect(sportsList.getByRole('link').first()).toContainText('Soccer');
    await sportsList.getByRole('link', { name: /Soccer/ }).click();
    await expect(page).toHaveURL(/\/s\/soccer$/);
    await expect(page.getByTestId('sport-screen').getByTestId('match-row').first()).toBeVisible();

    await page.getByRole('link', { name: 'Countries' }).click();
    await expect(page).toHaveURL(/\/s\/soccer\/countries$/);
    const countries = page.getByTestId('sport-countries-screen');
    await countries.locator('summary').first().click();
    const competition = countries.locator('.competition-list__link').first();
    const href = await competition.getAttribute('href');
    expect(href).toMatch(/^\/s\/soccer\/[a-z0-9-]+$/);
    await competition.click();
    await expect(page).toHaveURL(href!);
    const competitionScreen = page.getByTestId('sport-competition-screen');
    const row = competitionScreen.getByTestId('match-row').first();
    await expect(row).toBeVisible();
    await shot(page, 'browse-competition-desktop');

    const teams = await row.locator('.match-row__team').allTextContents();
    await row.locator('.match-row__info').click();
    await expect(page).toHaveURL(/\/m\/\d+$/);
    const match = page.getByTestId('match-screen');
    await expect(match.getByTestId('match-header')).toContainText(teams[0]!);
    // Soccer carries many markets, grouped and collapsible.
    const groups = match.getByTestId('market-group');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThanOrEqual(10);
    const firstToggle = groups.first().getByRole('button', { expanded: true });
    await firstToggle.click();
    await expect(groups.first().getByRole('button', { expanded: false })).toBeVisible();
    await groups.first().getByRole('button', { expanded: false }).click();

    // Picking an outcome puts it in the betslip (button pressed).
    const odd = groups.first().locator('.odds-button:not([disabled])').first();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'browse-match-desktop');

    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByTestId('home-screen').getByTestId('match-row').first()).toBeVisible();
    await shot(page, 'browse-home-phone');
    await page.goBack();
    await expect(
      page.getByTestId('match-screen').getByTestId('market-group').first(),
    ).toBeVisible();
    await shot(page, 'browse-match-phone');
  });

  test('opens a live match from the live list and sees its clock advance and odds change without reload', async ({
    page,
  }) => {
    // Socket.IO frames 42["odds",{...}] carry the pushed prices.
    const oddsPushes: string[] = [];
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('42["odds"')) {
          oddsPushes.push(frame.payload);
        }
      });
    });
    await page.setViewportSize(PHONE);
    await page.goto('/live');
    const live = page.getByTestId('live-screen');
    const nav = live.getByTestId('live-sports-nav');
    await expect(nav.getByRole('link', { name: /All Sports/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Watch Live/ })).toBeVisible();
    // A soccer match has a running clock.
    await nav.getByRole('link', { name: /^Soccer/ }).click();
    await expect(page).toHaveURL(/\/live\/soccer$/);
    const row = live.getByTestId('live-row').first();
    await expect(row).toBeVisible();
    await shot(page, 'browse-live-phone');

    await row.locator('.live-row__info').click();
    await expect(page).toHaveURL(/\/live\/m\/\d+$/);
    const screen = page.getByTestId('live-match-screen');
    await expect(screen.getByTestId('match-score')).toBeVisible();
    const clock = screen.getByTestId('match-clock');
    await expect(clock).toHaveText(/^\d{2,3}:\d{2}$/);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    const startClock = await clock.textContent();
    await expect.poll(async () => clock.textContent(), { timeout: 60_000 }).not.toBe(startClock);

    const before = await oddsSnapshot(page);
    expect(before.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await oddsSnapshot(page)).join('|') !== before.join('|'), {
        timeout: 40_000,
      })
      .toBe(true);
    await shot(page, 'browse-live-match-phone');
    expect(navigations).toEqual([]);
    expect(oddsPushes.length).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP);
    await page.goto('/live');
    await expect(page.getByTestId('live-row').first()).toBeVisible();
    await shot(page, 'browse-live-desktop');
  });

  test.describe('on a touch phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: PHONE });

    test('pulls the live list down to refresh it', async ({ page }) => {
      await page.goto('/live');
      await expect(page.getByTestId('live-row').first()).toBeVisible();
      const refetch = page.waitForRequest((r) => r.url().includes('/api/live/matches'));
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: 180, y }],
        });
      await touch('touchStart', 200);
      for (let y = 220; y <= 420; y += 20) await touch('touchMove', y);
      await expect(page.locator('.live-pull')).toContainText('Release to refresh');
      await touch('touchEnd', 420);
      await refetch;
      await expect(page.getByTestId('live-row').first()).toBeVisible();
    });
  });
});
