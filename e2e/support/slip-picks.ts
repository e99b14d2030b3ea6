import { expect, type Page } from '@playwright/test';
import { shot } from './page-checks';

/** Picks one 1X2 outcome on the match page and checks the odds button shows it selected. */
export async function pick(page: Page, parentMatchId: number, oddKey: string, live = false) {
  await page.goto(live ? `/live/m/${parentMatchId}` : `/m/${parentMatchId}`);
  const button = page.getByTestId(`odd-${parentMatchId}-1-${oddKey}`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * The betslip on this size: /betslip on a phone (through the mini betslip, saved as the
 * screenshot `miniSlipShot` when given), the right panel on a desktop.
 */
export async function openSlip(page: Page, phone: boolean, miniSlipShot?: string) {
  if (phone) {
    await expect(page.getByTestId('mini-betslip')).toBeVisible();
    if (miniSlipShot) await shot(page, miniSlipShot);
    await page.getByTestId('mini-betslip').getByRole('link', { name: 'Open betslip' }).click();
    await expect(page).toHaveURL(/\/betslip/);
    return page.getByTestId('betslip-page');
  }
  return page.getByTestId('betslip-panel');
}
