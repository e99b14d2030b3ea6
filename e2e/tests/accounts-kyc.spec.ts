import { expect, test } from '@playwright/test';
import { createBettor, signInAs } from '../support/bettors';

const PASSWORD = 'Mbuzi-2026';

test('in Ghana a new bettor completes KYC from the profile, then may deposit', async ({
  page,
  request,
}) => {
  const mobile = `024${String(Date.now() % 10 ** 7).padStart(7, '0')}`;
  const session = await createBettor(request, { country: 'GH', mobile, password: PASSWORD });

  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'GH', session);

  await page.goto('/profile');
  const profile = page.getByTestId('profile-screen');
  await expect(profile.getByText('Complete Your Application')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await profile.getByRole('link', { name: 'Complete my application' }).click();
  await expect(page).toHaveURL(/\/kyc\?next=\/profile$/);

  await page.getByLabel('Official name (as on your ID)').fill('Ama Serwaa Mensah');
  await page.getByLabel('Date of birth').fill('1990-01-15');
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
