import { expect, test, type Page } from '@playwright/test';
import { createBettor, signInAs } from '../support/bettors';

/**
 * Issue 36, the screens translated after the betslip journey: jackpots, live, Live Score,
 * notifications, KYC, support chat, acca bonus terms, help and legal, read by a Kenyan bettor in Kiswahili on a
 * 360 px phone and the 320 px narrowest screen: their Kiswahili texts show, their English ones
 * are gone, nothing scrolls sideways.
 */
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
];

/** Where each screen is, Kiswahili texts it must show and English texts of it that must be gone. */
const SCREENS: { path: string; root: string; swahili: string[]; english: string[] }[] = [
  {
    path: '/jackpots',
    root: '.jp-screen',
    swahili: ['Katikati ya Wiki', 'Bure', 'Matokeo'],
    english: [
      'Midweek',
      'Free',
      'Results',
      'Closes in',
      'matches',
      'Matches picked',
      'Login to Bet',
    ],
  },
  {
    path: '/jackpots/results',
    root: '.jp-screen',
    swahili: ['Matokeo ya Jackpot'],
    english: ['Jackpot Results', 'No jackpot results yet', 'winning lines', 'All results'],
  },
  {
    path: '/live',
    root: '[data-testid="live-screen"]',
    swahili: ['Michezo Yote', 'Tazama Mubashara'],
    english: ['All Sports', 'Watch Live', 'Live sports not available', 'Refresh'],
  },
  {
    path: '/livescore',
    root: '[data-testid="livescore-screen"]',
    swahili: ['Jana', 'Leo', 'Kesho'],
    english: ['Live Score', 'Yesterday', 'Today', 'Tomorrow', 'No matches on this day'],
  },
  {
    path: '/notifications',
    root: '[data-testid="notifications-screen"]',
    swahili: ['Arifa', 'Weka zote kuwa zimesomwa', 'Arifa za simu'],
    english: ['Notifications', 'Mark all as read', 'Push notifications', 'no notifications'],
  },
  {
    path: '/kyc',
    root: '[data-testid="kyc-screen"]',
    swahili: ['Kamilisha Ombi Lako', 'Aina ya kitambulisho', 'Namba ya kitambulisho', 'Tuma'],
    english: ['Complete Your Application', 'ID type', 'ID number', 'Submit', 'Date of birth'],
  },
  {
    path: '/kyc-all-requirements',
    root: '[data-testid="kyc-requirements-screen"]',
    swahili: ['Mahitaji ya KYC', 'Kitambulisho cha Taifa', 'Pasipoti'],
    english: ['National ID', 'Passport', 'Accepted identity documents'],
  },
  {
    path: '/support-chat',
    root: '.support-chat',
    swahili: ['Ongea nasi', 'Ongeza picha', 'Tuma'],
    english: ['Chat with us', 'Add a photo', 'Send', 'Write your question'],
  },
  {
    path: '/acca-bonus',
    root: '[data-testid="acca-terms"]',
    swahili: ['Bonasi kwa idadi ya machaguo', 'Machaguo', 'Masharti'],
    english: ['Bonus by selections', 'Selections', 'Terms', 'or more', 'multibets'],
  },
  {
    path: '/help',
    root: '[data-testid="help-screen"]',
    swahili: ['vigezo na masharti'],
    english: ['Get Help', 'terms and conditions', 'Chat with us'],
  },
  {
    path: '/legal',
    root: '[data-testid="legal-screen"]',
    swahili: ['Vigezo na Masharti', 'Sera ya Faragha'],
    english: ['All legal references', 'Terms and Conditions', 'Privacy Policy'],
  },
];

/** The English words of `english` still visible in `root` (as whole words). */
async function englishLeft(page: Page, root: string, english: string[]): Promise<string[]> {
  const text = await page.locator(root).first().innerText();
  return english.filter((words) =>
    new RegExp(`(^|[^\\p{L}])${words.replace(/[.?]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.client);
}

test('jackpots, live, notifications, KYC, support chat, acca terms, help and legal read in Kiswahili at 360 and 320 px', async ({
  page,
  request,
}) => {
  // Twenty page loads on a loaded machine: a bound, not a speed goal.
  test.setTimeout(300_000);
  const mobile = `07${String((Date.now() + Math.floor(Math.random() * 1000)) % 10 ** 8).padStart(8, '0')}`;
  const session = await createBettor(request, { country: 'KE', mobile, password: 'Mbuzi-2026' });
  await signInAs(page, 'KE', session);
  // The language saved on this phone: the app starts in Kiswahili.
  await page.addInitScript(() => localStorage.setItem('language', 'sw'));

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      const root = page.locator(screen.root).first();
      await expect(root, screen.path).toBeVisible();
      for (const words of screen.swahili) await expect(root, screen.path).toContainText(words);
      expect(await englishLeft(page, screen.root, screen.english), screen.path).toEqual([]);
      await expectNoSidewaysScroll(page, screen.path);
    }
  }
});
