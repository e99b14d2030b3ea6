import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createBettor, signInAs } from '../support/bettors';
import { depositInSteps } from '../support/funding';

/** Issue 36: a Kenyan bettor switches to Kiswahili, bets and reads My Bets on a 360 px phone. */
const PHONE = { width: 360, height: 740 };
const PASSWORD = 'Mbuzi-2026';

/**
 * The English texts of the betslip and My Bets (and the shell around them): none may be left on
 * those pages once the bettor reads them in Kiswahili.
 */
const ENGLISH_TEXTS = [
  'Home',
  'Live',
  'Betslip',
  'My Bets',
  'Profile',
  'Search',
  'Deposit',
  'Keep Betslip?',
  'Clear all',
  'Balance',
  'Total Odds',
  'Amount',
  'Final Payout',
  'Place Bet',
  'Share',
  'Points',
  'Your betslip is empty',
  'Load Betslip',
  'Bet placement successful',
  'placed successfully',
  'Hide lost bets',
  'All',
  'Open',
  'Settled',
  'Cashed out',
  'Stake',
  'Possible Win',
  'Pending',
  'Rebet',
  'Cancel bet',
  'Single',
  'You have no bets here yet',
  'Loading',
];

/** A wider phone of the brief, and the narrowest screen every page must fit. */
const NARROWEST = { width: 320, height: 640 };

/**
 * The screens translated after the betslip and My Bets: where each is, a Kiswahili text it must
 * show, and English texts of it that must be gone (team, game and product names stay).
 */
const SCREENS: { path: string; testId: string; swahili: string[]; english: string[] }[] = [
  {
    path: '/profile',
    testId: 'profile-screen',
    swahili: ['Salio', 'Weka Pesa', 'Toa Pesa', 'Miamala', 'Kubeti kwa Uwajibikaji'],
    english: ['Balance', 'Withdraw', 'Transactions', 'Responsible Gambling', 'Logout'],
  },
  {
    path: '/profile/transactions',
    testId: 'transactions-screen',
    swahili: ['Miamala', 'Weka Pesa', 'Dau la'],
    english: ['Transactions', 'Deposit', 'stake', 'receipt', 'Balance'],
  },
  {
    path: '/freebets',
    testId: 'offers-rewards',
    swahili: ['Ofa na Zawadi', 'Beti za Bure', 'Promosheni', 'Masharti'],
    english: ['Offers & Rewards', 'Free Bets', 'Promotions', 'Terms', 'free bet'],
  },
  {
    path: '/responsible-gambling',
    testId: 'rg-screen',
    swahili: ['Kubeti kwa Uwajibikaji', 'Vikomo vya kuweka pesa', 'Pumzika', 'Kujizuia'],
    english: ['Deposit limits', 'Loss limits', 'Reality check', 'Take a break', 'Self-exclusion'],
  },
  {
    path: '/casino',
    testId: 'casino-lobby',
    swahili: ['Ukumbi', 'Tazama zote', 'Toa mapema kabla ndege haijaruka'],
    english: ['Lobby', 'See all', 'Popular', 'Favourites', 'Search games'],
  },
  {
    path: '/casino/g/dice',
    testId: 'casino-game',
    swahili: ['Rusha chini', 'Rusha juu', 'Nafasi', 'Kizidishi', 'Beti zangu za karibuni'],
    english: ['Roll under', 'Roll over', 'Chance', 'Multiplier', 'My recent bets'],
  },
  {
    path: '/virtual',
    testId: 'virtual-home',
    swahili: ['Mechi', 'Matokeo', 'Msimamo', 'Siku ya mechi'],
    english: ['Matches', 'Results', 'Table', 'Match-day', 'Kick-off in'],
  },
  {
    path: '/shikisha',
    testId: 'shikisha-screen',
    swahili: ['Unganisha machaguo', 'Siku zote', 'Leo', 'Michezo yote'],
    english: ['Combine several picks', 'All days', 'Today', 'All sports'],
  },
];

/** The English texts of `english` still visible on the page (names left out). */
async function englishOf(page: Page, english: string[], names: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of names) text = text.split(name).join(' ');
  return english.filter((words) =>
    new RegExp(`(^|[^\\p{L}])${words.replace(/[.?]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

function uniqueKenyanMobile(): string {
  return `07${String((Date.now() + Math.floor(Math.random() * 1000)) % 10 ** 8).padStart(8, '0')}`;
}

interface ApiMatch {
  parent_match_id: number;
  status: string;
  start_time: string;
  home_team: string;
  away_team: string;
  competition_name: string;
  category: string;
  markets: { sub_type_id: number; bet_status: string; odds: { odd_key: string }[] }[];
}

/** An upcoming soccer match with an open 1X2 market, and the key of its home outcome. */
async function upcomingMatch(request: APIRequestContext) {
  const res = await request.get('/api/uo/sport?id=1&page=1&limit=200', {
    headers: { 'X-Country': 'KE' },
  });
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const later = Date.now() + 60 * 60_000;
  const match = data.find(
    (m) =>
      m.status === 'not_started' &&
      Date.parse(m.start_time) > later &&
      m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
  );
  expect(match, 'an upcoming soccer match with an open 1X2 market').toBeTruthy();
  return match!;
}

/** The English texts still visible on the page (names of teams and competitions left out). */
async function englishLeft(page: Page, names: string[]): Promise<string[]> {
  // Team names on the page are the catalog's, not the app's words: a club may be called
  // "Swedru All Blacks", and which clubs a list shows depends on the day.
  const teams = (await page.locator('[class*="team"]').allInnerTexts()).filter(Boolean);
  let text = await page.locator('body').innerText();
  for (const name of [...names, ...teams]) text = text.split(name).join(' ');
  return ENGLISH_TEXTS.filter((english) =>
    new RegExp(`(^|[^\\p{L}])${english.replace(/[.?]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

/** Menu → Preferences → Language (the menu's code loads at the first tap: tap until it shows). */
async function openLanguages(page: Page) {
  await expect(async () => {
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('menu-language-row')).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('menu-language-row').click();
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

test('a Kenyan bettor switches to Kiswahili, places a bet and reads My Bets at 360 px', async ({
  page,
  request,
}) => {
  // A long walk (a dozen screens at two widths) on a loaded machine: a bound, not a speed goal.
  test.setTimeout(480_000);
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
  await depositInSteps(request, 'KE', session, 5_000_00);
  const match = await upcomingMatch(request);
  const names = [match.home_team, match.away_team, match.competition_name, match.category];

  await page.setViewportSize(PHONE);
  await signInAs(page, 'KE', session);
  await page.goto('/');

  // Settings: the menu's Preferences → Language → Kiswahili.
  await openLanguages(page);
  await page.getByTestId('language-sw').click();
  await expect(page.getByTestId('bottom-nav').or(page.locator('nav.bottom-nav'))).toContainText(
    'Nyumbani',
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('sw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // The tab title follows the language: the country's home title, then each page's.
  await expect(page).toHaveTitle(
    'Shangwe Kenya | Ubashiri wa Michezo, Uwiano Mubashara, Jackpot na Michezo ya Mtandaoni',
  );

  // The choice is kept in the profile too (SMS and USSD answer in it).
  const profile = await request.get('/api/profile', {
    headers: { 'X-Country': 'KE', Authorization: `Bearer ${session.token}` },
  });
  expect(
    ((await profile.json()) as { data: { user: { language?: string } } }).data.user.language,
  ).toBe('sw');

  // The match page, a pick, the betslip.
  await page.goto(`/m/${match.parent_match_id}`);
  const oddKey = match.markets.find((k) => k.sub_type_id === 1)!.odds[0]!.odd_key;
  const button = page.getByTestId(`odd-${match.parent_match_id}-1-${oddKey}`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await page.getByTestId('mini-betslip').getByRole('link', { name: 'Fungua tiketi' }).click();

  const slip = page.getByTestId('betslip-page');
  await expect(slip.getByTestId('place-bet')).toHaveText('Weka Beti');
  await expect(page).toHaveTitle('Tiketi | Shangwe Kenya');
  await expect(slip).toContainText('Uwiano Jumla');
  await expect(slip).toContainText('Malipo ya Mwisho');
  await slip.getByTestId('stake-input').fill('100');
  await expectNoSidewaysScroll(page);
  expect(await englishLeft(page, names)).toEqual([]);

  await slip.getByTestId('place-bet').click();
  await expect(page.getByTestId('placement-outcome').first()).toContainText('Beti imewekwa');
  await expect(page.getByTestId('placement-outcome').first()).toContainText(/Beti \w+ imewekwa\./);
  expect(await englishLeft(page, names)).toEqual([]);

  // My Bets: the phone's /betslip has no navigation bar (spec 02 §2.2), so through the header's
  // balance to the profile, and its My Bets link.
  await page
    .getByTestId('top-bar')
    .getByRole('link', { name: /^Salio / })
    .click();
  await page.getByTestId('profile-screen').getByRole('link', { name: 'Beti Zangu' }).click();
  await expect(page.getByTestId('mybets')).toContainText('Beti Zangu');
  const card = page.getByTestId('bet-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('bet-status')).toHaveText(/Wazi|Inasubiri/);
  await expect(card).toContainText('Dau');
  await expect(card.getByTestId('bet-card-stake')).toHaveText('KES 100');
  await expectNoSidewaysScroll(page);
  expect(await englishLeft(page, names)).toEqual([]);

  // The bet's own page.
  await card.locator('.bet-card__head').click();
  const detail = page.getByTestId('bet-detail');
  await expect(detail).toContainText(/Beti #\w+/);
  await expect(page).toHaveTitle('Maelezo ya Beti | Shangwe Kenya');
  await expect(detail).toContainText('Imewekwa');
  await expect(detail).toContainText('Rudi kwa Beti Zangu');
  await expectNoSidewaysScroll(page);
  expect(await englishLeft(page, names)).toEqual([]);
  expect(await englishOf(page, ['Placed', 'Back to My Bets', 'Result'], names)).toEqual([]);

  // The wallet's sheets: Withdraw and Deposit, from the profile.
  await page.goto('/profile');
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Toa Pesa' }).click();
  const withdraw = page.getByTestId('withdraw-form');
  await expect(withdraw).toContainText('Pesa zitatumwa');
  await expect(withdraw.getByRole('spinbutton')).toHaveAttribute(
    'placeholder',
    'Weka kiasi cha kutoa',
  );
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(withdraw).toBeHidden();
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Weka Pesa' }).click();
  const deposit = page.getByTestId('deposit-form');
  await expect(deposit).toContainText('Ongeza pesa kwenye akaunti yako papo hapo');
  await expect(deposit).toContainText('Kiwango cha chini');
  await expectNoSidewaysScroll(page);
  expect(await englishOf(page, ['Top up', 'Minimum', 'Deposit'], names)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(deposit).toBeHidden();

  // Each translated screen at 360 px, then at 320 px: Kiswahili, no English, nothing sideways.
  for (const size of [PHONE, NARROWEST]) {
    await page.setViewportSize(size);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      const root = page.getByTestId(screen.testId).first();
      await expect(root, screen.path).toBeVisible();
      for (const words of screen.swahili) {
        await expect(page.locator('body'), `${screen.path} at ${size.width} px`).toContainText(
          words,
        );
      }
      await expectNoSidewaysScroll(page);
      expect(await englishOf(page, screen.english, names), screen.path).toEqual([]);
      expect(await englishLeft(page, names), screen.path).toEqual([]);
    }
  }
  await page.setViewportSize(PHONE);

  // Logged out, the registration form speaks Kiswahili too.
  await page.goto('/profile');
  await page.getByTestId('profile-screen').getByRole('button', { name: 'Toka' }).click();
  await expect(page.getByTestId('profile-screen')).toBeHidden();
  await page.goto('/register');
  const register = page.getByTestId('register-screen');
  await expect(register).toContainText('Jisajili');
  await expect(page).toHaveTitle('Jisajili | Shangwe Kenya');
  await expect(register).toContainText('Tayari una akaunti?');
  await expect(register).toContainText('Namba ya simu');
  expect(
    await englishOf(page, ['Register', 'Already have an account', 'Phone number', 'Password'], []),
  ).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(NARROWEST);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE);

  // Back to English (the menu is on the pages with a header): every English text returns.
  await page.goto('/');
  await openLanguages(page);
  await page.getByTestId('language-en').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.goto('/register');
  await expect(page.getByTestId('register-screen')).toContainText('Already have an account?');
  await expect(page).toHaveTitle('Register | Shangwe Kenya');
});
