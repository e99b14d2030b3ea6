import { expect, test, type Browser } from '@playwright/test';
import {
  createAdminWithTask,
  createStaffMember,
  logInToBackOffice,
  staffApiToken,
  type StaffCredentials,
} from '../support/backoffice';
import { createBettor, signInAs } from '../support/bettors';
import { depositInSteps } from '../support/funding';
import { useJourneyServer } from '../support/journey-server';
import { E2E_PORT } from '../support/server';

/** The admin the operator task printed; it creates the agents of each journey. */
const admin = {
  email: 'queues.admin@shangwe.test',
  name: 'Queues Admin',
  password: '',
  secret: '',
};

const server = useJourneyServer({
  name: 'bo-queues',
  journeys: 'back-office queue journeys',
  port: E2E_PORT + 620,
  prepare: (app, storage) => createAdminWithTask(app, storage, admin),
  setupTimeoutMs: 300_000,
});

const PHONE = { width: 360, height: 800 };
const DESK = { width: 1280, height: 800 };

/** The admin's API session, made once: a TOTP code works once per 30 s step. */
let adminToken: string | undefined;

/** An agent of `role` created by the admin over the API (audited like any staff creation). */
async function agent(browser: Browser, role: string): Promise<StaffCredentials> {
  const request = (await browser.newContext({ baseURL: server.base })).request;
  adminToken ??= await staffApiToken(request, admin);
  const token = adminToken;
  return createStaffMember(request, token, {
    email: `${role}.${Date.now().toString(36)}@shangwe.test`,
    name: `Agent ${role}`,
    role,
  });
}

test('a payments agent approves a large withdrawal: the bettor sees it pending, then balance and statement follow', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.base });
  const mobile = '254711320320';
  const session = await createBettor(request, {
    country: 'KE',
    mobile,
    password: 'Kisumu-Bay-3232',
  });
  await depositInSteps(request, 'KE', session, 15_000_000);

  // The bettor asks for KES 120,000: above Kenya's KES 100,000, it waits for approval.
  const bettor = await browser.newContext({ baseURL: server.base, viewport: PHONE });
  const phone = await bettor.newPage();
  await signInAs(phone, 'KE', session);
  await phone.goto('/profile');
  await expect(phone.getByTestId('profile-balance')).toHaveText('KES 150,000');
  await phone.getByTestId('profile-screen').getByRole('button', { name: 'Withdraw' }).click();
  const sheet = phone.getByTestId('withdraw-sheet');
  await sheet.getByPlaceholder('Enter amount to withdraw').fill('120000');
  await sheet.getByRole('button', { name: 'Withdraw' }).click();
  await expect(
    phone.getByText(
      'Your withdrawal is pending approval. The amount is reserved and will be sent as soon as it is approved.',
    ),
  ).toBeVisible();
  await expect(phone.getByTestId('profile-balance')).toHaveText('KES 30,000');
  await phone.getByRole('link', { name: 'Transactions' }).click();
  const rows = phone.getByTestId('transactions-list').locator('li');
  await expect(rows.first()).toContainText('Withdrawal · pending approval');
  await expect(rows.first()).toContainText('−KES 120,000');
  await phone.screenshot({ path: 'test-results/backoffice-queues-bettor-pending.png' });

  // The payments agent approves it in the back office.
  const payments = await agent(browser, 'payments');
  const office = await (await browser.newContext({ viewport: DESK })).newPage();
  await logInToBackOffice(office, server.base, payments);
  await office
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Withdrawal approvals' })
    .click();
  const row = office.getByRole('row').filter({ hasText: `+${mobile}` });
  await expect(row).toContainText('KES 120,000.00');
  await office.screenshot({ path: 'test-results/backoffice-queues-withdrawals.png' });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByText('No withdrawal is waiting for approval.')).toBeVisible();
  await office.getByRole('button', { name: 'Decided' }).click();
  await expect(office.getByRole('row').filter({ hasText: `+${mobile}` })).toContainText(
    `approved by ${payments.email}`,
  );

  // The rail pays it: the bettor's statement no longer says pending, the balance stays.
  await expect
    .poll(
      async () => {
        await phone.reload();
        return rows.first().textContent();
      },
      { timeout: 60_000 },
    )
    .not.toContain('pending approval');
  await expect(rows.first()).toContainText('Withdrawal');
  await expect(rows.first()).toContainText('−KES 120,000');
  await expect(rows.first()).toContainText('Balance KES 30,000');
  await phone.goto('/notifications');
  await expect(
    phone.getByText('Your withdrawal of KES 120,000 has been paid.').first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  await phone.screenshot({ path: 'test-results/backoffice-queues-bettor-paid.png' });
});

test('a KYC rejection shows its reason to the bettor', async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.base });
  const mobile = '254711320321';
  const session = await createBettor(request, {
    country: 'KE',
    mobile,
    password: 'Kisumu-Bay-3233',
  });
  const submitted = await request.post('/api/add-kyc', {
    headers: { 'X-Country': 'KE', Authorization: `Bearer ${session.token}` },
    data: {
      official_name: 'Achieng Odhiambo',
      // The one given at registration (e2e/support/bettors.ts): KYC confirms it.
      date_of_birth: '1990-01-15',
      id_type: 'national_id',
      id_number: '23456789',
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  const reviewer = await agent(browser, 'kyc');
  const office = await (await browser.newContext({ viewport: DESK })).newPage();
  await logInToBackOffice(office, server.base, reviewer);
  await office
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'KYC review' })
    .click();
  const row = office.getByRole('row').filter({ hasText: `+${mobile}` });
  await expect(row).toContainText('Achieng Odhiambo');
  const reason = 'The ID number does not match the name on the card';
  await row.getByLabel('Reason for the bettor').fill(reason);
  await row.getByRole('button', { name: 'Reject' }).click();
  await expect(office.getByRole('row').filter({ hasText: `+${mobile}` })).toHaveCount(0);

  const bettor = await browser.newContext({ baseURL: server.base, viewport: PHONE });
  const phone = await bettor.newPage();
  await signInAs(phone, 'KE', session);
  await phone.goto('/profile');
  await expect(phone.getByTestId('kyc-rejection')).toContainText(reason);
  await phone.getByRole('link', { name: 'Check my details' }).click();
  await expect(phone.getByTestId('kyc-rejection')).toContainText(
    `Your identity could not be verified: ${reason}.`,
  );
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await phone.screenshot({ path: 'test-results/backoffice-queues-kyc-rejected.png' });
});

test('a support agent cannot open the payments queue', async ({ browser }) => {
  const support = await agent(browser, 'support');
  const office = await (await browser.newContext({ viewport: DESK })).newPage();
  await logInToBackOffice(office, server.base, support);
  const nav = office.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Bettors' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Withdrawal approvals' })).toHaveCount(0);
  await office.goto(`${server.base}/backoffice/withdrawals`);
  await expect(office.getByText('Your role does not give access to this page.')).toBeVisible();
  await expect(office.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The server refuses it regardless of the screen (with the agent's own session).
  const status = await office.evaluate(async () => {
    const token = sessionStorage.getItem('shangwe.bo.token');
    const res = await fetch('/api/bo/withdrawals', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.status;
  });
  expect(status).toBe(403);
});
