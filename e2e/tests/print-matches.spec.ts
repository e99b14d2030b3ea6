import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}

test.describe('Print Matches', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
  });

  test('lists the coming matches of a sport and day, prints only the list and downloads the PDF', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/download-fixtures');
    const screen = page.getByTestId('fixtures-print-screen');
    const rows = screen.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: 'X' })).toBeVisible();
    const gameId = (await rows.first().locator('td').first().textContent())!.trim();
    expect(gameId).toMatch(/^\d+$/);
    await shot(page, 'print-matches-desktop');

    // The other day and sport filters ask the server again.
    const day = screen.getByRole('combobox', { name: 'Day' });
    const days = await day.locator('option').allTextContents();
    expect(days[0]).toBe('Today');
    await day.selectOption({ label: 'Tomorrow' });
    await expect(rows.first().locator('td').first()).not.toHaveText(gameId);
    await screen.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Basketball' });
    await expect(screen.getByText(/^Basketball, /)).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: 'X' })).toHaveCount(0);
    await screen.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Soccer' });
    await expect(screen.getByRole('columnheader', { name: 'X' })).toBeVisible();

    // Printed, the shell is gone and the table stays.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.top-bar, .footer, .col-left, .col-right').first()).toBeHidden();
    await expect(screen.getByRole('combobox', { name: 'Sport' })).toBeHidden();
    await expect(rows.first()).toBeVisible();
    await shot(page, 'print-matches-print-media');
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await screen.getByRole('link', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^shangwe-soccer-\d{4}-\d{2}-\d{2}\.pdf$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('still reads on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/download-fixtures');
    await page.waitForLoadState('networkidle');
    await shot(page, 'print-matches-phone');
  });
});
