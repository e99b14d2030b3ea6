import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './server';

/** The phone and desktop windows the journeys are checked at. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Saves what the page shows as e2e/screenshots/<name>.png (looked at in review). */
export async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(ROOT, 'e2e/screenshots', `${name}.png`), fullPage });
}

/** Nothing on the page is wider than the window (phones 320-412 px, spec). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
