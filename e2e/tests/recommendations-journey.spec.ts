import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getCountryConfig, quoteSlip } from '../../packages/domain/src/index';
import { createBettor, signInAs, type BettorSession } from '../support/bettors';
import { depositInSteps, testIdempotencyKey } from '../support/funding';

/**
 * Recommendations and the acca bonus terms (issue 16): another bettor backs two matches
 * together; a bettor who picks the first sees the second recommended first in the slip's slider
 * (co-backing, from the real database), adds a pick from it, and reads the accumulator bonus
 * terms page with Kenya's matrix and the slip's progress. At phone and desktop size.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Shangwe2026';
const KE = getCountryConfig('KE');
const KE_HEADERS = { 'X-Country': 'KE' };

interface CatalogMatch {
  parent_match_id: number;
  status: string;
  start_time: string;
  markets: {
    sub_type_id: number;
    bet_status: string;
    odds: { odd_key: string; odd_value: number; outcome_id: string }[];
  }[];
}

let mobileSeq = 0;
function uniqueKenyanMobile(): string {
  mobileSeq += 1;
  return `07${String((Date.now() + mobileSeq * 7919) % 10 ** 8).padStart(8, '0')}`;
}

/** Upcoming soccer matches (kick-off more than an hour away) with an open 1X2 market. */
async function upcomingMatches(request: APIRequestContext): Promise<CatalogMatch[]> {
  const res = await request.get('/api/uo/sport?id=1&page=1&limit=200', { headers: KE_HEADERS });
  const later = Date.now() + 60 * 60_000;
  return ((await res.json()) as { data: CatalogMatch[] }).data.filter(
    (m) =>
      m.status === 'not_started' &&
      Date.parse(m.start_time) > later &&
      m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
  );
}

const homeOdd = (m: CatalogMatch) => m.markets.find((k) => k.sub_type_id === 1)!.odds[0]!;

/** Another bettor backs `matches` together in one open multibet. */
async function backTogether(request: APIRequestContext, matches: CatalogMatch[]) {
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
  await depositInSteps(request, 'KE', session, 100_000);
  const odds = matches.map(homeOdd);
  const quote = quoteSlip(
    {
      kind: 'normal',
      picks: odds.map((o) => ({ odd_value: o.odd_value, live: false })),
      stake: 50,
      loggedIn: true,
    },
    KE,
  );
  const res = await request.post('/api/v2/bet', {
    headers: { ...KE_HEADERS, 'Idempotency-Key': testIdempotencyKey('co-backer') },
    data: {
      token: session.token,
      stake: '50.00',
      total_odd: quote.totalOdds.toFixed(2),
      src: 'MOBILE_WEB',
      betslip: matches.map((m, i) => ({
        sub_type_id: 1,
        bet_pick: odds[i]!.odd_key,
        odd_value: odds[i]!.odd_value,
        outcome_id: String(odds[i]!.outcome_id),
        sport_id: 1,
        special_bet_value: '',
        parent_match_id: m.parent_match_id,
        bet_type: 7,
        is_shared: false,
        share_code: '',
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(client!);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/recommendations-${name}.png` });
}

/** Picks the home win of `match` on its markets page: the slip then holds one pick. */
async function pickHome(page: Page, match: CatalogMatch) {
  await page.goto(`/m/${match.parent_match_id}`);
  const odd = homeOdd(match);
  const button = page.getByTestId(`odd-${match.parent_match_id}-1-${odd.odd_key}`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe.configure({ mode: 'serial' });

let bettor: BettorSession;
let picked: CatalogMatch;
let coBacked: CatalogMatch;

test.beforeAll(async ({ request }) => {
  const matches = await upcomingMatches(request);
  expect(matches.length, 'upcoming soccer matches').toBeGreaterThanOrEqual(20);
  // A match kicking off later than many others: without co-backing it would not come first.
  [picked, coBacked] = [matches[3]!, matches[15]!];
  await backTogether(request, [picked, coBacked]);
  bettor = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
});

test('a bettor with a pick sees what bettors with the same pick back, and adds a pick from the slider (phone)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'KE', bettor);
  await pickHome(page, picked);
  await page.goto('/betslip');
  const slider = page.getByTestId('betslip-page').getByTestId('recommendations');
  await expect(slider).toBeVisible();
  const slide = slider.getByTestId('recommendation');
  await expect(slide).toHaveAttribute('data-match', String(coBacked.parent_match_id));
  await expect(slider.getByRole('button', { name: 'Next recommendation' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/betslip with recommendations at 375 px');
  await shot(page, 'slider-phone');

  const odd = homeOdd(coBacked);
  await slider.getByTestId(`recommendation-odd-${coBacked.parent_match_id}-${odd.odd_key}`).click();
  const picks = page.getByTestId('betslip-page').locator('.slip-picks > li');
  await expect(picks).toHaveCount(2);
  // The added match leaves the slider; the next recommendation takes its place.
  await expect(slide).not.toHaveAttribute('data-match', String(coBacked.parent_match_id));
  const tracked = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((e) =>
      e.event.startsWith('recommendation'),
    ),
  );
  expect(tracked).toContainEqual({
    event: 'recommendation_added',
    parent_match_id: coBacked.parent_match_id,
  });
  expect(tracked.some((e) => e.event === 'recommendations_seen')).toBe(true);

  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page, '/betslip with recommendations at 320 px');
});

test('the slider shows in the desktop betslip panel, and turning it off shows the opt-out notice', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'KE', bettor);
  await pickHome(page, picked);
  const panel = page.getByTestId('right-column');
  const slider = panel.getByTestId('recommendations');
  await expect(slider.getByTestId('recommendation')).toHaveAttribute(
    'data-match',
    String(coBacked.parent_match_id),
  );
  await expectNoSidewaysScroll(page, 'desktop with recommendations');
  await shot(page, 'slider-desktop');

  await slider.getByRole('button', { name: 'Turn off' }).click();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('Bet Recommendations');
  await expect(notice).toContainText('You have opted out successfully.');
  await expect(panel.getByTestId('recommendations')).toHaveCount(0);
  await shot(page, 'opted-out-desktop');
  // The choice is kept: after a reload the slider stays off.
  await page.reload();
  await expect(panel.getByTestId('recommendations')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('seeRecommendations'))).toBe('false');
});

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the acca sheet links to the accumulator bonus terms page with Kenya's matrix and the slip's progress (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
    const matches = await upcomingMatches(request);
    // Three picks at odds of at least 1.35 reach Bingwa Boost's first level (4%).
    const qualifying = matches.filter((m) => homeOdd(m).odd_value >= KE.accaBonusMinimumOdd);
    for (const m of qualifying.slice(0, 3)) await pickHome(page, m);
    await page.goto('/betslip');
    await page.getByTestId('betslip-page').getByTestId('acca-hint').click();
    const sheet = page.getByRole('dialog', { name: KE.accaBonusProductName });
    await expect(sheet.getByTestId('acca-progress')).toContainText('4% now. Add 1 more for 8%');
    await shot(page, `acca-sheet-${size}`);
    await sheet.getByTestId('acca-terms-link').click();

    await expect(page).toHaveURL(/\/acca-bonus$/);
    const terms = page.getByTestId('acca-terms');
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Bingwa Boost');
    const matrix = terms.getByTestId('acca-matrix');
    await expect(matrix.getByRole('row')).toHaveCount(44);
    await expect(matrix.getByRole('row').nth(1)).toHaveText('34%');
    await expect(matrix.getByRole('row').last()).toHaveText('45 or more500%');
    await expect(matrix.locator('[aria-current="true"]')).toHaveText('34%');
    const bar = terms.getByRole('progressbar', { name: 'Acca bonus progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expectNoSidewaysScroll(page, `/acca-bonus (${size})`);
    await shot(page, `terms-${size}`);
    if (size === 'phone') {
      await page.setViewportSize({ width: 320, height: 720 });
      await expectNoSidewaysScroll(page, '/acca-bonus at 320 px');
    }
  });
}
