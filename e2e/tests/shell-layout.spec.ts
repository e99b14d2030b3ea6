import { expect, test } from '@playwright/test';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
});

test.describe('the layout', () => {
  test('on a phone: header, product row, content, bottom nav of four for a visitor', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('product-nav')).toBeVisible();
    const bottom = page.getByTestId('bottom-nav');
    await expect(bottom.getByRole('link')).toHaveText([/Home/, /Live/, /Betslip/, /Search/]);
    await expect(page.getByTestId('left-column')).toHaveCount(0);
    await expect(page.getByTestId('right-column')).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/shell-home-phone.png' });

    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('overlay-menu');
    await expect(menu.getByText('Preferences')).toBeVisible();
    await expect(menu.getByText('Turn On/Off recommendations')).toBeVisible();
    await expect(menu.getByText('All legal references')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/shell-menu-phone.png' });
  });

  test('on a desktop: three columns, footer, no bottom nav', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByTestId('left-column')).toBeVisible();
    await expect(page.getByTestId('right-column')).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe('https://www.shangwe.co.ke/en-ke');
    await page.screenshot({ path: 'e2e/screenshots/shell-home-desktop.png' });
    await page.getByTestId('footer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/shell-footer-desktop.png' });
  });

  test('the dark theme survives a reload and is applied before the app starts', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/legal');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Block the app's script: only the inline head script can set the theme now.
    await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unroute(/\/assets\/index-.*\.js$/);
    await page.reload();
    await expect(page.getByTestId('legal-screen')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: 'e2e/screenshots/shell-legal-dark-desktop.png' });
  });

  test('a new page starts at the top; going back returns to the saved position', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByTestId('footer')).toBeAttached();
    // Scroll within the first page of highlights: the list can shrink meanwhile (matches that
    // kick off leave it), so a position near its end may no longer exist on the way back.
    await expect(page.locator('ul.match-list:not(.match-list--loading) li').nth(9)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page
      .getByTestId('bottom-nav')
      .getByRole('link', { name: /Search/ })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // Back at the saved position, or as near as the page's current height allows (the list
    // renders its rows progressively, so it may not have regrown to its earlier length).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const reachable = document.documentElement.scrollHeight - window.innerHeight;
          const ok =
            Math.abs(window.scrollY - Math.min(600, reachable)) <= 1 && window.scrollY > 300;
          return ok || `scrollY ${window.scrollY}, reachable ${reachable}`;
        }),
      )
      .toBe(true);
  });

  test('legal pages go three levels deep from the country legal data', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/legal');
    const legal = page.getByTestId('legal-screen');
    await legal.locator('.legal-index a').first().click();
    await expect(page).toHaveURL(/\/legal\/[a-z-]+$/);
    await legal.locator('.legal-index a').first().click();
    await expect(page).toHaveURL(/\/legal\/[a-z-]+\/[a-z-]+$/);
    await legal.locator('.legal-index a').first().click();
    await expect(page).toHaveURL(/\/legal\/[a-z-]+\/[a-z-]+\/[a-z-]+$/);
    await expect(legal.locator('.breadcrumbs a')).toHaveCount(3);
  });
});
