import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createBettor, signInAs, type BettorSession } from '../support/bettors';
import { depositInSteps } from '../support/funding';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Mbuzi-2026';

/** A Kenyan number nobody registered yet in this server's fresh database. */
function uniqueKenyanMobile(): string {
  return `07${String((Date.now() + Math.floor(Math.random() * 1000)) % 10 ** 8).padStart(8, '0')}`;
}

interface ApiMatch {
  parent_match_id: number;
  status: string;
  start_time: string;
  markets: { sub_type_id: number; bet_status: string; odds: { odd_key: string }[] }[];
}

/** An upcoming soccer match with an open 1X2 market, and the key of its home outcome. */
async function upcomingMatch(request: APIRequestContext, skip = 0) {
  const res = await request.get('/api/uo/sport?id=1&page=1&limit=200', {
    headers: { 'X-Country': 'KE' },
  });
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const later = Date.now() + 60 * 60_000;
  const match = data
    .filter(
      (m) =>
        m.status === 'not_started' &&
        Date.parse(m.start_time) > later &&
        m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
    )
    .at(skip);
  expect(match, 'an upcoming soccer match with an open 1X2 market').toBeTruthy();
  return {
    id: match!.parent_match_id,
    oddKey: match!.markets.find((k) => k.sub_type_id === 1)!.odds[0]!.odd_key,
  };
}

async function pickHome(page: Page, match: { id: number; oddKey: string }) {
  await page.goto(`/m/${match.id}`);
  const button = page.getByTestId(`odd-${match.id}-1-${match.oddKey}`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function openBets(request: APIRequestContext, session: BettorSession) {
  const res = await request.post('/api/uo/bethistory', {
    headers: { 'X-Country': 'KE', Authorization: `Bearer ${session.token}` },
    data: { page: 1, limit: 1000, period: 'YEAR', product: 'NORMAL', status: 'all' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { bet_id: number }[] }).data;
}

test('a visitor who presses Place Bet is asked to log in, with the reason', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('country_code', 'KE'));
  await page.setViewportSize(PHONE);
  await pickHome(page, await upcomingMatch(request));
  await page.getByTestId('mini-betslip').getByRole('link', { name: 'Open betslip' }).click();
  await page.getByTestId('betslip-page').getByTestId('place-bet').click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbetslip/);
  await expect(page.getByTestId('login-notice')).toHaveText('Please login to place a bet');
});

test('a bet whose answer is lost on the way back is asked for again and booked once', async ({
  page,
  request,
}) => {
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
  await depositInSteps(request, 'KE', session, 50_000);

  // The first answer never reaches the page (as when the connection resets after the server
  // booked the bet); later tries go through.
  const keys: string[] = [];
  await page.route('**/api/v2/bet', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'KE', session);
  await pickHome(page, await upcomingMatch(request, 1));
  const slip = page.getByTestId('betslip-panel');
  await slip.getByTestId('stake-input').fill('100');
  await slip.getByTestId('place-bet').click();

  await expect(slip.getByTestId('placement-outcome')).toContainText('Bet placement successful');
  await expect(slip.getByTestId('placement-outcome')).not.toContainText('failed');
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(await openBets(request, session)).toHaveLength(1);
});

test('a /b/ link with an id that leads nowhere says Bet not found', async ({ page, request }) => {
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
  await page.setViewportSize(PHONE);
  await signInAs(page, 'KE', session);
  for (const id of ['12', 'a-b']) {
    await page.goto(`/b/${id}`);
    await expect(page.getByTestId('bet-error')).toHaveText('Bet not found');
    await expect(page.getByText(/shortBetId|betId/)).toHaveCount(0);
  }
});
