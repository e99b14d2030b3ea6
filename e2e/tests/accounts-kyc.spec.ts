import { expect, test } from '@playwright/test';

const PASSWORD = 'Mbuzi-2026';

test('in Ghana a new bettor completes KYC from the profile, then may deposit', async ({
  page,
  request,
}) => {
  const mobile = `024${String(Date.now() % 10 ** 7).padStart(7, '0')}`;
  const headers = { 'X-Country': 'GH' };
  const signup = await request.post('/api/newsignup', {
    headers,
    data: { mobile, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const outbox = await request.get(`/api/ops/sms-outbox?mobile=${mobile}`, { headers });
  const code = ((await outbox.json()) as { data: { message: string }[] }).data[0]?.message.match(
    /\b(\d{4,6})\b/,
  )?.[1];
  const verified = await request.post('/api/code', { headers, data: { mobile, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = (await verified.json()) as { token: string; data: { user: unknown } };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('country_code') !== null) return;
      localStorage.setItem('country_code', 'GH');
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.data.user },
  );

  await page.goto('/profile');
  const profile = page.getByTestId('profile-screen');
  await expect(profile.getByText('Complete Your Application')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await profile.getByRole('link', { name: 'Complete my application' }).click();
  await expect(page).toHaveURL(/\/kyc\?next=\/profile$/);

  await page.getByLabel('Official name (as on your ID)').fill('Ama Serwaa Mensah');
  await page.getByLabel('Date of birth').fill('1992-06-15');
  await page.getByLabel('ID type').selectOption({ label: 'Passport' });
  await page.getByLabel('ID number').fill('G12');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a valid Passport number')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/accounts-kyc-invalid-id.png' });
  await page.getByLabel('ID number').fill('G1234567');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/^[^?]*\/profile$/);
  await expect(page.getByText('Your identity has been verified.')).toBeVisible();
  await profile.getByRole('button', { name: 'Deposit' }).click();
  const sheet = page.getByTestId('deposit-sheet');
  await expect(sheet.getByText('Minimum GH₵ 1')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/accounts-kyc-done-deposit-phone.png' });

  // The same sheet is a modal on a desktop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByTestId('deposit-modal').getByRole('heading', { name: 'Deposit' }),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/accounts-deposit-desktop.png' });
});
