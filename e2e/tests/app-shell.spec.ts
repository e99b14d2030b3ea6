import { expect, test } from '@playwright/test';

const sizes = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of sizes) {
  test(`renders the app shell and home on a ${size.name} (${size.width}x${size.height})`, async ({
    page,
  }) => {
    // A returning Kenyan visitor: the country is already chosen (first visits are in shell-country).
    await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    // The highlights list has matches with odds buttons.
    await expect(page.locator('ul.match-list:not(.match-list--loading) li').first()).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/home-${size.name}.png` });
  });
}

test('answers /api/config with the public Kenya configuration', async ({ request }) => {
  const res = await request.get('/api/config?country=KE');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.data.currency).toBe('KES');
  expect(JSON.stringify(body)).not.toContain('apiKey');
});
