import { expect, test } from '@playwright/test';
import { createBettor, signInAs } from '../support/bettors';

const PHONE = { width: 375, height: 812 };
const PASSWORD = 'Shangwe2026';

function uniqueDigits(length: number): string {
  return String(Date.now() % 10 ** length).padStart(length, '0');
}

test.describe('route guards', () => {
  test('an anonymous visitor opening /mybets logs in and returns to /mybets', async ({
    page,
    request,
  }) => {
    const mobile = `07${uniqueDigits(8)}`;
    await createBettor(request, { country: 'KE', mobile, password: PASSWORD });
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
    const bettor = await createBettor(request, { country: 'GH', mobile, password: PASSWORD });
    expect(bettor.data.user.has_kyc).toBe(false);
    await page.setViewportSize(PHONE);
    await signInAs(page, 'GH', bettor);

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
