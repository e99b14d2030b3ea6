import { expect, test, type Page } from '@playwright/test';
import { createBettor, latestSmsCode, signInAs } from '../support/bettors';

const PHONE = { width: 375, height: 812 };
const PASSWORD = 'Mbuzi-2026';

/** A Kenyan number nobody registered yet in this server's fresh database. */
function uniqueKenyanMobile(): string {
  return `07${String(Date.now() % 10 ** 8).padStart(8, '0')}`;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/accounts-${name}.png` });
}

test('registers with the SMS code, logs in, deposits with mobile money, sees the balance and logs out', async ({
  page,
  request,
}) => {
  const mobile = uniqueKenyanMobile();
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    if (localStorage.getItem('country_code') === null) localStorage.setItem('country_code', 'KE');
  });

  // Register: the form checks the phone with the country rules before calling the server.
  await page.goto('/register');
  await page.getByLabel('Phone number').fill('0712');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1990-01-15');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please input a valid phone number')).toBeVisible();
  await shot(page, 'register-invalid-phone');
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Account created. Enter the code sent to your phone to verify.'),
  ).toBeVisible();
  await shot(page, 'register-code-step');

  // Verify with the code the SMS gateway was asked to send: this logs the bettor in.
  await page.getByLabel('Verification code').fill(await latestSmsCode(request, mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/^[^?]*\/$/);
  await expect(page.getByTestId('balance')).toHaveText('KES 0');

  // Log out from the profile, then log in again through /login with next.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-balance')).toHaveText('KES 0');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=\/profile$/);
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('The mobile and password provided do not match');
  await shot(page, 'login-wrong-password');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/^[^?]*\/profile$/);
  await expect(page.getByTestId('profile-balance')).toHaveText('KES 0');
  await shot(page, 'profile');

  // Deposit through the mobile-money sandbox: initiated now, credited by the callback later.
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByTestId('deposit-sheet');
  await expect(sheet.getByRole('heading', { name: 'Deposit' })).toBeVisible();
  await expect(sheet.getByText('Minimum KES 10')).toBeVisible();
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  await expect(sheet.getByText('Please enter an amount')).toBeVisible();
  await sheet.getByRole('button', { name: '+500' }).click();
  await sheet.getByRole('button', { name: '+250' }).click();
  await expect(sheet.getByPlaceholder('Enter amount to deposit')).toHaveValue('750');
  await shot(page, 'deposit-sheet');
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  await expect(sheet.getByRole('status')).toBeVisible();
  await shot(page, 'deposit-initiated');
  await sheet.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByTestId('profile-balance')).toHaveText('KES 750', { timeout: 60_000 });
  await expect(page.getByTestId('balance')).toHaveText('KES 750');
  await expect(
    page.getByText('Your deposit of KES 750 has been credited to your account.'),
  ).toBeVisible();
  await shot(page, 'profile-after-deposit');

  // Withdraw to mobile money: the amount is reserved at once.
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Withdraw' }).click();
  const withdrawal = page.getByTestId('withdraw-sheet');
  await withdrawal.getByPlaceholder('Enter amount to withdraw').fill('20');
  await withdrawal.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdrawal.getByText('Minimum withdrawal amount is KES 50')).toBeVisible();
  await withdrawal.getByPlaceholder('Enter amount to withdraw').fill('100');
  await shot(page, 'withdraw-sheet');
  await withdrawal.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdrawal).toHaveCount(0);
  await expect(page.getByTestId('profile-balance')).toHaveText('KES 650');

  // The statement shows both movements, newest first.
  await page.getByRole('link', { name: 'Transactions' }).click();
  const rows = page.getByTestId('transactions-list').locator('li');
  await expect(rows.first()).toContainText('−KES 100');
  await expect(rows.nth(1)).toContainText('+KES 750');
  await shot(page, 'transactions');

  // Log out.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(page, 'logged-out');
});

test('deposits through the online checkout opened in a new window', async ({ page, request }) => {
  const mobile = uniqueKenyanMobile();
  const session = await createBettor(request, { country: 'KE', mobile, password: PASSWORD });

  await page.setViewportSize(PHONE);
  await signInAs(page, 'KE', session);
  await page.goto('/profile');
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByTestId('deposit-sheet');
  await sheet.getByRole('checkbox', { name: 'Card or online payment' }).check();
  await sheet.getByPlaceholder('Enter amount to deposit').fill('300');
  const popupOpened = page.waitForEvent('popup');
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  const checkout = await popupOpened;
  await expect(checkout.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await checkout.screenshot({ path: 'e2e/screenshots/accounts-checkout-page.png' });
  await checkout.getByRole('button', { name: 'Pay' }).click();
  // Closing before the form post lands would cancel the payment itself.
  await expect(checkout.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await checkout.close();

  await expect(page.getByTestId('balance')).toHaveText('KES 300', { timeout: 60_000 });
  await expect(
    page.getByText('Your deposit of KES 300 has been credited to your account.'),
  ).toBeVisible();
});

test('a bet above the balance opens Insufficient Funds with the stake, deposits from it and places the bet', async ({
  page,
  request,
}) => {
  const mobile = uniqueKenyanMobile();
  const headers = { 'X-Country': 'KE' };
  const session = await createBettor(request, { country: 'KE', mobile, password: PASSWORD });

  type ListedMatch = {
    parent_match_id: number;
    status: string;
    start_time: string;
    markets: { sub_type_id: number; bet_status: string; odds: { odd_key: string }[] }[];
  };
  // A match that cannot kick off during the test. The soonest hundred may all start within the
  // hour at a busy time of day, so read on through the pages.
  const later = Date.now() + 60 * 60_000;
  let match: ListedMatch | undefined;
  for (let pageNo = 1; pageNo <= 20 && !match; pageNo++) {
    const list = await request.get(`/api/uo/sport?id=1&page=${pageNo}&limit=100`, { headers });
    const matches = ((await list.json()) as { data: ListedMatch[] }).data;
    if (matches.length === 0) break;
    match = matches.find(
      (m) =>
        m.status === 'not_started' &&
        Date.parse(m.start_time) > later &&
        m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
    );
  }
  expect(match, 'an upcoming soccer match with an open 1X2 market').toBeTruthy();
  const oddKey = match!.markets.find((k) => k.sub_type_id === 1)!.odds[0]!.odd_key;

  await page.setViewportSize(PHONE);
  await signInAs(page, 'KE', session);
  await page.goto(`/m/${match!.parent_match_id}`);
  await page.getByTestId(`odd-${match!.parent_match_id}-1-${oddKey}`).first().click();
  await page.getByTestId('mini-betslip').getByRole('link', { name: 'Open betslip' }).click();
  const slip = page.getByTestId('betslip-page');
  await slip.getByTestId('stake-input').fill('200');
  await slip.getByTestId('place-bet').click();

  const sheet = page.getByTestId('deposit-sheet');
  await expect(sheet.getByRole('heading', { name: 'Insufficient Funds' })).toBeVisible();
  await expect(
    sheet.getByText('Your current balance is too low to place this bet. Deposit now.'),
  ).toBeVisible();
  await expect(sheet.getByPlaceholder('Enter amount to deposit')).toHaveValue('200');
  await shot(page, 'insufficient-funds');
  await sheet.getByRole('button', { name: 'Deposit' }).click();
  await expect(sheet.getByRole('status')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('KES 200', { timeout: 60_000 });
  await sheet.getByRole('button', { name: 'Close' }).click();

  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('placement-outcome')).toContainText('Bet placement successful');
  await expect(page.getByTestId('balance')).toHaveText('KES 0');
});

test('resets a forgotten password with the SMS code and logs in with the new one', async ({
  page,
  request,
}) => {
  const mobile = uniqueKenyanMobile();
  await createBettor(request, { country: 'KE', mobile, password: PASSWORD });

  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    if (localStorage.getItem('country_code') === null) localStorage.setItem('country_code', 'KE');
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByLabel('Phone number').fill('0799999999');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This phone number does not exist, please register a new account',
  );
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('A password reset code has been sent to your phone.')).toBeVisible();

  await page.getByLabel('Reset code').fill('000000');
  await page.getByLabel('New password').fill('Kiboko-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The code is invalid or has expired. Please request a new code.',
  );
  await page.getByLabel('Reset code').fill(await latestSmsCode(request, mobile));
  await shot(page, 'reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Phone number').fill(mobile);
  await page.getByLabel('Password').fill('Kiboko-77');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('balance')).toHaveText('KES 0');
});
