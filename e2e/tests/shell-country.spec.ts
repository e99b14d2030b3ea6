import { expect, test } from '@playwright/test';

const PHONE = { width: 375, height: 812 };

test.describe('choosing the country', () => {
  test('a first visit asks for the country, then Ghana applies its currency and limits', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/legal');
    const sheet = page.getByTestId('country-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('.country-name')).toHaveText([
      'Ethiopia',
      'Kenya',
      'Ghana',
      'Nigeria',
    ]);
    // The app stays hidden while the sheet asks.
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/shell-country-sheet-phone.png' });

    await sheet.getByRole('radio', { name: /Ghana/ }).click();
    await sheet.getByRole('button', { name: 'Proceed' }).click();

    await expect(page.getByTestId('top-bar')).toBeVisible();
    const limits = page.getByTestId('footer-limits');
    await expect(limits.getByTestId('currency')).toHaveText('GHS');
    await expect(limits).toContainText('Minimum bet: GH₵ 0.50');
    await expect(limits).toContainText('Maximum bet: GH₵ 5,000');
    await expect(limits).toContainText('Maximum win: GH₵ 100,000');
    expect(await page.evaluate(() => localStorage.getItem('country_code'))).toBe('GH');

    // A reload applies the saved code without asking again.
    await page.reload();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('country-sheet')).toHaveCount(0);
    await expect(page.getByTestId('footer-limits').getByTestId('currency')).toHaveText('GHS');
  });

  test('choosing Ethiopia sends the browser to the Ethiopia site', async ({ page }) => {
    // Intercept the other site so nothing leaves the machine.
    await page.route('https://shangwe.et/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Shangwe Ethiopia</h1>' }),
    );
    await page.goto('/');
    const sheet = page.getByTestId('country-sheet');
    await sheet.getByRole('radio', { name: /Ethiopia/ }).click();
    await sheet.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL('https://shangwe.et/');
    await expect(page.getByRole('heading', { name: 'Shangwe Ethiopia' })).toBeVisible();
  });

  test('switching country from the menu clears local storage, keeps the code and reloads', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('country_code', 'KE');
        localStorage.setItem('hideLostBets', 'true');
      }
    });
    await page.goto('/legal');
    await expect(page.getByTestId('footer-limits').getByTestId('currency')).toHaveText('KES');

    await page.getByTestId('menu-button').click();
    await page.getByTestId('country-line').click();
    const sheet = page.getByTestId('switch-country-sheet');
    await expect(sheet.getByRole('heading', { name: 'Switch your Country' })).toBeVisible();
    await expect(sheet.getByRole('radio', { name: /Kenya/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await sheet.getByRole('radio', { name: /Nigeria/ }).click();
    await sheet.getByRole('button', { name: 'Proceed' }).click();

    await expect(page.getByTestId('footer-limits').getByTestId('currency')).toHaveText('NGN');
    const stored = await page.evaluate(() => ({
      code: localStorage.getItem('country_code'),
      hideLostBets: localStorage.getItem('hideLostBets'),
    }));
    expect(stored).toEqual({ code: 'NG', hideLostBets: null });
  });
});
