import { expect, test, type APIRequestContext } from '@playwright/test';

const PHONE = { width: 375, height: 812 };
const PASSWORD = 'Shangwe2026';

/** Registers and verifies a bettor through the API (the SMS code is read from the ops outbox). */
async function createBettor(request: APIRequestContext, country: 'KE' | 'GH', mobile: string) {
  const headers = { 'X-Country': country };
  const signup = await request.post('/api/newsignup', {
    headers,
    data: { mobile, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const outbox = await request.get(`/api/ops/sms-outbox?mobile=${mobile}`, { headers });
  const messages = (await outbox.json()) as { data: { message: string }[] };
  const code = messages.data[0]?.message.match(/\b(\d{4,6})\b/)?.[1];
  expect(code, 'verification code in the SMS outbox').toBeTruthy();
  const verified = await request.post('/api/code', { headers, data: { mobile, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json()) as { token: string; data: { user: Record<string, unknown> } };
}

function uniqueDigits(length: number): string {
  return String(Date.now() % 10 ** length).padStart(length, '0');
}

test.describe('route guards', () => {
  test('an anonymous visitor opening /mybets logs in and returns to /mybets', async ({
    page,
    request,
  }) => {
    const mobile = `07${uniqueDigits(8)}`;
    await createBettor(request, 'KE', mobile);
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));

    await page.goto('/mybets');
    await expect(page).toHaveURL(/\/login\?next=\/mybets$/);

    await page.getByLabel('Phone number').fill(mobile);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/mybets$/);
    await expect(page.getByTestId('bottom-nav').getByText('My Bets')).toBeVisible();
  });

  test('in Ghana a bettor without KYC sees the banner and is sent to /kyc', async ({
    page,
    request,
  }) => {
    const mobile = `024${uniqueDigits(7)}`;
    const bettor = await createBettor(request, 'GH', mobile);
    expect(bettor.data.user.has_kyc).toBe(false);
    await page.setViewportSize(PHONE);
    await page.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('country_code', 'GH');
        localStorage.setItem('authenticated', 'true');
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: bettor.token, user: bettor.data.user },
    );

    await page.goto('/profile/transactions');
    await expect(page).toHaveURL(/\/kyc\?next=\/profile\/transactions$/);
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('Complete Your Application');
    await expect(notice).toContainText(
      'Due to government regulation in your country, additional details are required for you to enjoy the full Shangwe experience.',
    );
    await page.screenshot({ path: 'e2e/screenshots/shell-kyc-banner-phone.png' });
    await notice.getByRole('link', { name: 'Complete my application' }).click();
    await expect(page).toHaveURL(/\/kyc$/);
  });
});
