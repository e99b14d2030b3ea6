import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { useJourneyServer } from '../support/journey-server';
import { E2E_PORT, spawnBuiltServer } from '../support/server';

/** The admin the operator task printed: its password and TOTP secret, shown once. */
const admin = { email: 'first.admin@shangwe.test', password: '', secret: '' };

/** Runs `--task=create-admin` on the server's fresh database and reads what it printed. */
async function createAdmin(app: string, storage: Record<string, string>) {
  const child = spawnBuiltServer(app, { LOG_LEVEL: 'error', ...storage }, 'create-admin', [
    `--email=${admin.email}`,
    '--name=First Admin',
  ]);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, output).toBe(0);
  admin.password = /Initial password: (\S+)/.exec(output)![1]!;
  admin.secret = /TOTP secret: (\S+)/.exec(output)![1]!;
  expect(output).toContain('otpauth://totp/');
}

const server = useJourneyServer({
  name: 'backoffice',
  journeys: 'back-office journeys',
  port: E2E_PORT + 410,
  prepare: createAdmin,
  // The server's first start (migrations on a fresh database) is slow on a shared machine.
  setupTimeoutMs: 300_000,
});

test('an admin created by the task logs in with TOTP and sees the audit entry of their own login', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.base}/backoffice/`);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email and password do not match');

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Code from your authenticator app');
  await code.fill(generateSync({ secret: admin.secret }));
  await page.getByRole('button', { name: 'Log in' }).click();

  // The admin holds every permission: every feature's menu entry, landing on the first one.
  await expect(page).toHaveURL(/\/backoffice\/bettors$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Bettors',
    'Audit log',
    'Trading',
    'Withdrawal approvals',
    'KYC review',
    'Broadcast',
    'Staff',
    'Support chat',
    'Canned replies',
    'Reports',
    'Reconciliation',
  ]);
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const loginRow = page.getByRole('row').filter({ hasText: 'staff.login' });
  await expect(loginRow).toHaveCount(1);
  await expect(loginRow).toContainText(admin.email);
  await expect(page.getByRole('row').filter({ hasText: 'staff.create' })).toContainText(
    'task:create-admin',
  );
  await page.screenshot({ path: 'test-results/backoffice-audit-desktop.png' });

  // Filters and sorting go to the server: only the login is a 'staff.login'.
  await page.getByLabel('Action').fill('staff.login');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Page 1 of 1 · 1 row')).toBeVisible();

  // The CSV export holds the rows of the filter.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('When,Staff,Action,Object,Before → after,Reason');
  expect(csv).toContain(`${admin.email},staff.login`);

  // Usable on a phone: no sideways scroll, the nav behind the menu button.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Page 1 of 1 · 2 rows')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/backoffice-audit-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
});
