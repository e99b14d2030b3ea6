import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { DarajaStandIn } from '../../apps/server/src/payments/stand-ins/daraja-stand-in';
import { createBettor, signInAs } from '../support/bettors';
import { useJourneyServer } from '../support/journey-server';
import { PHONE } from '../support/page-checks';
import { E2E_PORT } from '../support/server';

/**
 * A bettor in Kenya deposits with M-Pesa through the real Daraja adapter: the server talks to a
 * local Daraja stand-in (OAuth, STK push, callback to the payment's own path, STK query). The
 * server has its own port (E2E_MPESA_PORT, default E2E_PORT + 50: the shared server of the run
 * holds E2E_PORT) and its own embedded database.
 */

const PASSWORD = 'Shangwe2026';
const PORT = Number(process.env.E2E_MPESA_PORT ?? E2E_PORT + 50);
const CREDENTIALS = {
  consumerKey: 'e2e-consumer-key',
  consumerSecret: 'e2e-consumer-secret',
  shortcode: '174379',
  passkey: 'e2e-passkey',
  initiatorName: 'e2e-initiator',
  securityCredential: 'e2e-credential',
};

let daraja: DarajaStandIn;
let darajaUrl = '';
let api: APIRequestContext;

test.beforeAll(async () => {
  // The prompt stays on the phone a moment, as when a bettor types the PIN.
  daraja = new DarajaStandIn({ ...CREDENTIALS, callbackDelayMs: 2_000 });
  darajaUrl = await daraja.start();
});

const server = useJourneyServer({
  name: 'mpesa',
  journeys: 'the M-Pesa journey',
  port: PORT,
  env: () => ({
    MPESA_BASE_URL: darajaUrl,
    MPESA_CONSUMER_KEY: CREDENTIALS.consumerKey,
    MPESA_CONSUMER_SECRET: CREDENTIALS.consumerSecret,
    MPESA_SHORTCODE: CREDENTIALS.shortcode,
    MPESA_PASSKEY: CREDENTIALS.passkey,
    MPESA_INITIATOR_NAME: CREDENTIALS.initiatorName,
    MPESA_SECURITY_CREDENTIAL: CREDENTIALS.securityCredential,
  }),
  setupTimeoutMs: 150_000,
  readyTimeoutMs: 300_000,
});
const BASE = server.base;

test.beforeAll(async () => {
  api = await http.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await api?.dispose();
  await daraja?.stop();
});

const uniqueMobile = () => `2547${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test('deposits with M-Pesa: PIN prompt, pending, credited once; a cancelled prompt says so', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const session = await createBettor(api, { country: 'KE', mobile, password: PASSWORD });

  await page.setViewportSize(PHONE);
  await signInAs(page, 'KE', session);
  await page.goto(`${BASE}/profile`);
  await expect(page.getByTestId('profile-balance')).toHaveText('KES 0');
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByTestId('deposit-sheet');
  // The sheet names Kenya's real rail.
  await expect(sheet.getByRole('checkbox', { name: 'M-Pesa' })).toBeChecked();
  await sheet.getByRole('button', { name: '+500' }).click();
  await sheet.getByRole('button', { name: 'Deposit' }).click();

  const note = sheet.getByRole('status');
  await expect(note).toContainText('Check your phone and enter your M-Pesa PIN');
  await expect(note).toContainText('Waiting for your payment to be confirmed…');
  await expect(page.getByTestId('profile-balance')).toHaveText('KES 0');

  // Daraja got the documented STK push for this bettor's phone.
  expect(daraja.stk).toHaveLength(1);
  expect(daraja.stk[0]!.body).toMatchObject({ Amount: 500, PhoneNumber: mobile, PartyB: '174379' });

  await expect(page.getByTestId('profile-balance')).toHaveText('KES 500', { timeout: 60_000 });
  await expect(
    page.getByText('Your deposit of KES 500 has been credited to your account.'),
  ).toBeVisible();
  expect(daraja.stk[0]!.callbacks.map((c) => c.status)).toEqual([200]);

  // The bettor cancels the next prompt on the phone.
  daraja.planStk({ outcome: 'cancelled' });
  await sheet.getByRole('button', { name: '+100', exact: true }).click();
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByText('You cancelled the M-Pesa request')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('profile-balance')).toHaveText('KES 500');
});
