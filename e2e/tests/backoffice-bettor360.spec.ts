import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { createBettor } from '../support/bettors';
import { useJourneyServer } from '../support/journey-server';
import { E2E_PORT, spawnBuiltServer } from '../support/server';

/** The admin the operator task printed: its password and TOTP secret, shown once. */
const admin = { email: 'bettor360.admin@shangwe.test', password: '', secret: '' };

async function createAdmin(app: string, storage: Record<string, string>) {
  const child = spawnBuiltServer(app, { LOG_LEVEL: 'error', ...storage }, 'create-admin', [
    `--email=${admin.email}`,
    '--name=Bettor Admin',
  ]);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, output).toBe(0);
  admin.password = /Initial password: (\S+)/.exec(output)![1]!;
  admin.secret = /TOTP secret: (\S+)/.exec(output)![1]!;
}

const server = useJourneyServer({
  name: 'bo-bettor360',
  journeys: 'bettor 360 journeys',
  port: E2E_PORT + 610,
  prepare: createAdmin,
  // The server's first start (migrations on a fresh database) is slow on a shared machine.
  setupTimeoutMs: 300_000,
});

test('an admin finds a bettor, corrects their cash through the ledger and locks them: the bettor cannot log in', async ({
  page,
  playwright,
}) => {
  // The calls go to this spec's own server (the `request` fixture's baseURL is another one).
  const request = await playwright.request.newContext({ baseURL: server.base });
  const mobile = '254711360360';
  const password = 'Naivasha-Lake-36';
  await createBettor(request, { country: 'KE', mobile, password });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.base}/backoffice/`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Code from your authenticator app')
    .fill(generateSync({ secret: admin.secret }));
  await page.getByRole('button', { name: 'Log in' }).click();

  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Bettors' })
    .click();
  await page.getByLabel('Phone, name, bet code or payment reference').fill('711360360');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `+${mobile}` }).click();
  await expect(page.getByRole('heading', { name: `+${mobile}` })).toBeVisible();
  await expect(page.getByTestId('bettor-cash')).toHaveText('0.00');

  const correction = page.getByRole('form', { name: 'Correct the cash balance' });
  await correction.getByLabel('Amount').fill('1250000');
  await correction.getByLabel('Reason').fill('Deposit paid by the rail but never credited');
  await correction.getByRole('button', { name: 'Book the correction' }).click();
  await expect(page.getByTestId('bettor-cash')).toHaveText('1,250,000.00');
  const statement = page.locator('section', {
    has: page.getByRole('heading', { name: 'Statement (from the ledger)' }),
  });
  await expect(statement.getByRole('row').filter({ hasText: 'adjustment' })).toContainText(
    '1,250,000.00',
  );

  // A debit beyond the cash is refused with a clear message; nothing moves.
  await correction.getByLabel('Direction').selectOption('debit');
  await correction.getByLabel('Amount').fill('2000000');
  await correction.getByLabel('Reason').fill('Too much on purpose');
  await correction.getByRole('button', { name: 'Book the correction' }).click();
  await expect(correction.getByRole('alert')).toHaveText(
    "The debit is more than the bettor's cash balance",
  );
  await expect(page.getByTestId('bettor-cash')).toHaveText('1,250,000.00');

  const lock = page.getByRole('form', { name: 'Lock the account' });
  await lock.getByLabel('Reason').fill('Account takeover reported by phone');
  await lock.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText('Locked (Account takeover reported by phone)')).toBeVisible();
  const trail = page.locator('section', {
    has: page.getByRole('heading', { name: 'Audit trail' }),
  });
  await expect(trail.getByRole('row').filter({ hasText: 'bettor.lock' })).toContainText(
    admin.email,
  );
  await expect(trail.getByRole('row').filter({ hasText: 'wallet.adjust' })).toContainText(
    'Deposit paid by the rail but never credited',
  );
  await page.screenshot({ path: 'test-results/backoffice-bettor360-desktop.png', fullPage: true });

  const login = await request.post('/api/login', {
    headers: { 'X-Country': 'KE' },
    data: { mobile, password },
  });
  expect(login.status()).toBe(403);
  expect((await login.json()).error.message).toBe(
    'Your account is locked. Please contact customer support.',
  );

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByTestId('bettor-cash')).toHaveText('1,250,000.00');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/backoffice-bettor360-phone.png', fullPage: true });
});
