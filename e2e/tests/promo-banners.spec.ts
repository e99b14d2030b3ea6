import { expect, test } from '@playwright/test';

test.describe('promo banners', () => {
  test.beforeEach(async ({ page }) => {
    // A returning Kenyan visitor: no country question at start-up.
    await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
  });

  for (const width of [320, 360, 412]) {
    test(`home shows the Kenya banners within a ${width} px phone, without sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Promotions' });
      await expect(strip.getByRole('link')).toHaveCount(3);
      await expect(page.getByTestId('home-screen')).toBeVisible();

      const banner = await strip.getByRole('link').first().boundingBox();
      expect(banner).not.toBeNull();
      expect(banner!.x).toBeGreaterThanOrEqual(0);
      expect(banner!.x + banner!.width).toBeLessThanOrEqual(width);
      // Every banner's headline and strapline fit inside it, above and below.
      for (const text of await strip.locator('.promo-art__text').all()) {
        const box = await text.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(banner!.y);
        expect(box!.y + box!.height).toBeLessThanOrEqual(banner!.y + banner!.height);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.screenshot({ path: `e2e/screenshots/promo-banners-home-${width}.png` });
    });
  }

  test('a banner leads to its product, and nothing is fetched from another host', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
        foreign.push(request.url());
      }
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Promotions' });
    await strip.getByRole('button', { name: 'Show banner 2 of 3' }).click();
    await strip.getByRole('link', { name: 'Build your own bet with Shikisha' }).click();
    await expect(page).toHaveURL(/\/shikisha$/);
    await expect(page.getByRole('region', { name: 'Shikisha' })).toBeVisible();

    await page.goto('/daily-jp');
    await expect(page).toHaveURL(/\/jackpots\/turudi-uwanjani$/);
    await page.goto('/falaa-daily-jp');
    await expect(page).toHaveURL(/\/jackpots\/turudi-uwanjani$/);

    const pageViews = () =>
      page.evaluate(() => {
        const { dataLayer = [] } = window as unknown as {
          dataLayer?: { event: string; page_path?: string }[];
        };
        return dataLayer.filter((e) => e.event === 'page_view').map((e) => e.page_path);
      });
    // The banner route and the product page it leads to are both page hits.
    await expect.poll(pageViews).toEqual(['/falaa-daily-jp', '/jackpots/turudi-uwanjani']);
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
    expect(foreign).toEqual([]);
  });

  // Issue 28: each home banner opens the page of the product its headline names, in every country.
  for (const [code, expected] of [
    ['KE', ['Bingwa Boost', 'Shikisha', 'Turudi Uwanjani']],
    ['GH', ['Fabom Boost', 'Fabom Beti']],
    ['NG', ['Palm Boost', 'Jackpot']],
  ] as const) {
    test(`${code}: every home banner opens the product its words name (360 px)`, async ({
      page,
    }) => {
      await page.addInitScript((c) => localStorage.setItem('country_code', c), code);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Promotions' });
      await expect(strip.getByRole('link')).toHaveCount(expected.length);
      const hrefs = await strip
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
      for (const [i, href] of hrefs.entries()) {
        await page.goto(href);
        await expect(page.locator('main').first()).toContainText(expected[i]!, {
          ignoreCase: true,
        });
        expect(new URL(page.url()).pathname, `${code} ${href}`).not.toBe('/');
      }
      // The spec's /palm-bet banner path lands on a product page here too, never on home.
      await page.goto('/palm-bet');
      await expect(page).toHaveURL(/\/jackpots/);
    });
  }
});
