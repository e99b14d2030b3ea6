import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createBettor } from '../support/bettors';
import {
  createAdminWithTask,
  createStaffMember,
  logInToBackOffice,
  staffApiToken,
} from '../support/backoffice';
import { depositInSteps } from '../support/funding';
import { useJourneyServer } from '../support/journey-server';
import { E2E_PORT } from '../support/server';

const admin = {
  email: 'finance.admin@shangwe.test',
  name: 'First Admin',
  password: '',
  secret: '',
};

const server = useJourneyServer({
  name: 'bo-finance',
  journeys: 'finance report journeys',
  port: E2E_PORT + 730,
  prepare: (app, storage) => createAdminWithTask(app, storage, admin),
  // A first start (migrations, fixtures) on a busy shared machine takes minutes.
  setupTimeoutMs: 900_000,
});

test("a finance user opens the month's report and downloads the tax return as CSV and PDF", async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.base });
  const adminToken = await staffApiToken(request, admin);
  const finance = await createStaffMember(request, adminToken, {
    email: 'wanjiku.finance@shangwe.test',
    name: 'Wanjiku Finance',
    role: 'finance',
  });
  // Money in, so the month has a deposit and something owed to a bettor.
  const bettor = await createBettor(request, {
    country: 'KE',
    mobile: '254711340034',
    password: 'Malindi-Beach-34',
  });
  await depositInSteps(request, 'KE', bettor, 75_000);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInToBackOffice(page, server.base, finance);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/backoffice\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  // This month's figures, one block per currency (never KES, GHS and NGN added together):
  // nothing staked yet, what is owed to the bettor, the charts drawn.
  const kes = page.locator('[data-currency="KES"]');
  for (const currency of ['KES', 'GHS', 'NGN'])
    await expect(page.locator(`dl[aria-label="GGR totals in ${currency}"]`)).toBeVisible();
  await expect(page.locator('[data-measure="stakes"]')).toHaveCount(3);
  await expect(kes.locator('[data-measure="stakes"]')).toHaveText('0.00');
  // What the liabilities report says is owed in KES (the deposit's cash, any welcome free bet).
  const today = new Date().toISOString().slice(0, 10);
  const owed = await request.get(`/api/bo/reports/liabilities?date=${today}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const countries = ((await owed.json()) as { countries: { currency: string; total: number }[] })
    .countries;
  const total = countries
    .filter((c) => c.currency === 'KES')
    .reduce((sum, c) => sum + Math.round(c.total * 100), 0);
  expect(total).toBeGreaterThanOrEqual(75_000);
  await expect(kes.locator('[data-measure="liabilities"]')).toHaveText(
    (total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 }),
  );
  const flows = page.getByRole('img', { name: 'Deposits and withdrawals per day in KES' });
  await expect(flows.locator('canvas')).toBeVisible();
  await expect(page.locator('.bo-chart').filter({ has: flows })).toContainText('Deposits');
  // Kenya alone: its currency's block only.
  await page.getByLabel('Country').first().selectOption('KE');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('[data-measure="liabilities"]')).toHaveCount(1);
  await expect(page.locator('[data-measure="stakes"]')).toHaveCount(1);
  await expect(kes.locator('[data-measure="stakes"]')).toHaveText('0.00');

  const month = new Date().toISOString().slice(0, 7);
  for (const format of ['csv', 'pdf'] as const) {
    const [answer, download] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes(`/api/bo/reports/tax?`) && r.url().includes(`format=${format}`),
      ),
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Tax return (${format.toUpperCase()})` }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe(
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    );
    expect(download.suggestedFilename()).toBe(`tax-KE-${month}.${format}`);
    const firstLine = readFileSync((await download.path())!, 'latin1').split(/\r?\n/)[0];
    expect(firstLine).toMatch(format === 'csv' ? /^section,item,value$/ : /^%PDF-1\.\d$/);
  }
  await request.dispose();
});
