import { expect, test, type Browser, type Page } from '@playwright/test';
import { createBettor, type BettorSession } from '../support/bettors';
import { useJourneyServer } from '../support/journey-server';
import { DESKTOP, expectNoSidewaysScroll } from '../support/page-checks';
import { E2E_PORT } from '../support/server';

/**
 * Issue 31 in the browser at 360 px: registration under 18 refused; a daily deposit limit set on
 * /responsible-gambling, then a deposit above it refused with the limit's message; the reality
 * check after its interval on the home page (the page's clock moved on); a self-exclusion that
 * locks the bettor out of deposits, with the break banner on every page. Own server (E2E_PORT + 310); its ledger is checked when it stops.
 */
const PORT = Number(process.env.E2E_RG_PORT ?? E2E_PORT + 310);
const PHONE_360 = { width: 360, height: 800 };

test.describe.configure({ mode: 'serial' });

const server = useJourneyServer({
  name: 'rg',
  journeys: 'responsible-gambling journeys',
  port: PORT,
  setupTimeoutMs: 400_000,
  readyTimeoutMs: 380_000,
});
const BASE = server.base;

async function open(browser: Browser, session: BettorSession | null, viewport = PHONE_360) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport,
    isMobile: viewport.width < 1024,
    hasTouch: viewport.width < 1024,
  });
  const page = await context.newPage();
  await page.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('country_code') !== null) return;
      localStorage.setItem('country_code', 'KE');
      localStorage.setItem('premiumZone.doNotShowAgain', 'true');
      if (!token) return;
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session?.token ?? null, user: session?.data.user ?? null },
  );
  return page;
}

async function newBettor(browser: Browser): Promise<BettorSession> {
  const request = await browser.newContext({ baseURL: BASE }).then((c) => c.request);
  const mobile = `07${String(Date.now()).slice(-8)}`;
  return createBettor(request, { country: 'KE', mobile, password: 'Shangwe2026' });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/rg-${name}.png`, fullPage: true });
}

test('registration under 18 is refused', async ({ browser }) => {
  const page = await open(browser, null);
  await page.goto('/register');
  await page.getByLabel('Phone number').fill('0711223344');
  await page.getByLabel('Password').fill('Shangwe2026');
  const young = new Date();
  young.setUTCFullYear(young.getUTCFullYear() - 16);
  await page.getByLabel('Date of birth').fill(young.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must be 18 years or older to register and bet')).toBeVisible();
  await shot(page, 'register-under-18');
});

test('sets a daily deposit limit and is refused above it', async ({ browser }) => {
  const session = await newBettor(browser);
  const page = await open(browser, session);
  // Two taps from the menu: the account page's link.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Responsible Gambling' }).click();
  await expect(page.getByRole('heading', { name: 'Responsible Gambling' })).toBeVisible();
  await page.getByLabel('New daily deposit limit').fill('500');
  await page.getByTestId('rg-deposit-day').getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('Your daily deposit limit is now KES 500.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'limits-phone');

  await page.goto('/profile');
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByTestId('deposit-sheet');
  await sheet.getByPlaceholder('Enter amount to deposit').fill('600');
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  await expect(
    page.getByText(
      /^This is over your daily deposit limit of KES 500\. You have KES 500 left until it resets on /,
    ),
  ).toBeVisible();
  await shot(page, 'deposit-refused');

  const desktop = await open(browser, session, DESKTOP);
  await desktop.goto('/responsible-gambling');
  await expect(desktop.getByTestId('rg-deposit-day')).toContainText('KES 500');
  await shot(desktop, 'limits-desktop');
});

test('the reality check appears after its interval', async ({ browser }) => {
  const session = await newBettor(browser);
  const page = await open(browser, session);
  await page.clock.install();
  await page.goto('/responsible-gambling');
  await page.getByRole('button', { name: '15 min' }).click();
  await expect(page.getByRole('button', { name: '15 min' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  // The check runs on every page, not only this one: it is waited for on the home page.
  await page.goto('/');
  // The session overlays mount in idle periods after load: let the page's clock run until the
  // check is armed, then jump past its interval.
  const armed = page.getByTestId('reality-check-armed');
  for (let i = 0; i < 30 && (await armed.count()) === 0; i++) await page.clock.fastForward(1000);
  await expect(armed).toBeAttached();
  await page.clock.fastForward('15:30');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(check).toContainText('since you logged in');
  await expect(check.getByTestId('reality-check-net')).toHaveText(
    'You have won KES 0 since you logged in.',
  );
  await expect(check.getByRole('link', { name: 'See your bet history' })).toBeVisible();
  await shot(page, 'reality-check');
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toHaveCount(0);
});

test('self-excludes and is locked out of deposits', async ({ browser }) => {
  const session = await newBettor(browser);
  const page = await open(browser, session);
  await page.goto('/responsible-gambling');
  await page
    .getByRole('group', { name: 'Self-exclusion' })
    .getByRole('button', { name: '6 months' })
    .click();
  await page.getByRole('button', { name: 'Yes, start now' }).click();
  await expect(page.getByTestId('rg-exclusion')).toContainText('You are self-excluded');
  await shot(page, 'self-excluded');

  // The break is shown on every page, at 360 px without sideways scroll.
  await page.goto('/');
  const banner = page.getByTestId('rg-break-banner');
  await expect(banner).toContainText('You are self-excluded');
  await expect(banner).toContainText('you can still withdraw your balance');
  await expect(banner.getByRole('link', { name: 'Details' })).toHaveAttribute(
    'href',
    '/responsible-gambling',
  );
  await expectNoSidewaysScroll(page);
  await shot(page, 'break-banner-home');

  await page.goto('/profile');
  await expect(page.getByTestId('rg-break-banner')).toBeVisible();
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByTestId('deposit-sheet');
  await sheet.getByPlaceholder('Enter amount to deposit').fill('100');
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You have excluded yourself from gambling until',
  );
});
