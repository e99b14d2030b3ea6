import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildRouteTable, type AppRoute } from '../../apps/web/src/app/routes';
import { competitionSlug } from '../../apps/web/src/lib/sport-slugs';
import { getCountryConfig } from '../../packages/domain/src/index';
import { createBettor, signInAs, type BettorSession } from '../support/bettors';
import { depositInSteps, testIdempotencyKey } from '../support/funding';
import { concretePath, type RouteParams } from '../support/route-paths';
import { E2E_BASE_URL, ROOT } from '../support/server';

/**
 * Issue 11: with a big balance in the header, every screen fits a 320, 360, 375 and 412 px phone
 * and nothing scrolls sideways. Phones are emulated as phones (isMobile): a page wider than the
 * screen then widens the layout viewport, as on an Android phone, and the fixed bottom nav and
 * mini betslip fall below the screen, which is what the bettors saw.
 */

const KE = getCountryConfig('KE');
const WIDTHS = [320, 360, 375, 412] as const;
const HEIGHT = 740;
const BALANCE_CENTS = 999_999_999;
const STAKE = 1;
const ROUTES = buildRouteTable(KE);

interface Fixture {
  session: BettorSession;
  params: RouteParams;
  byRoute: Record<string, RouteParams>;
  matchIds: [number, number];
}

let fixture: Fixture;
let phone: Page;

interface CatalogMatch {
  parent_match_id: number;
  category: string;
  competition_name: string;
  status: string;
  markets: {
    sub_type_id: number;
    bet_status: string;
    odds: { odd_key: string; odd_value: number; outcome_id?: string | number }[];
  }[];
}

const KE_HEADERS = { 'X-Country': 'KE' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright, browser }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const mobile = `07${String(Date.now()).slice(-8)}`;
  const session = await createBettor(request, { country: 'KE', mobile, password: 'Shangwe2026' });

  // KES 10,000,000.99 in Kenya's largest deposits, then a KES 1 bet (for the bet pages): the
  // bettor is left with KES 9,999,999.99, the largest balance the issue asks to fit.
  await depositInSteps(request, 'KE', session, BALANCE_CENTS + STAKE * 100);

  const sport = await request.get('/api/uo/sport?id=1&page=1&limit=200', { headers: KE_HEADERS });
  const upcoming = ((await sport.json()) as { data: CatalogMatch[] }).data.filter(
    (m) =>
      m.status === 'not_started' &&
      m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
  );
  expect(upcoming.length, 'two upcoming soccer matches').toBeGreaterThanOrEqual(2);
  const [first, second] = upcoming as [CatalogMatch, CatalogMatch];
  const odd = first.markets.find((k) => k.sub_type_id === 1)!.odds[0]!;

  const placed = await request.post('/api/v2/bet', {
    headers: { ...KE_HEADERS, 'Idempotency-Key': testIdempotencyKey('layout-bet') },
    data: {
      token: session.token,
      stake: STAKE.toFixed(2),
      total_odd: odd.odd_value.toFixed(2),
      src: 'MOBILE_WEB',
      betslip: [
        {
          sub_type_id: 1,
          bet_pick: odd.odd_key,
          odd_value: odd.odd_value,
          outcome_id: String(odd.outcome_id ?? ''),
          sport_id: 1,
          special_bet_value: '',
          parent_match_id: first.parent_match_id,
          bet_type: 7,
          is_shared: false,
          share_code: '',
        },
      ],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { bet_id: betId } = (await placed.json()) as { bet_id: number };
  const bet = await request.get(`/api/bet/${betId}`, {
    headers: { ...KE_HEADERS, Authorization: `Bearer ${session.token}` },
  });
  expect(bet.ok(), await bet.text()).toBe(true);
  const { short_bet_id: shortBetId } = ((await bet.json()) as { data: { short_bet_id: string } })
    .data;

  const shared = await request.post('/api/v2/share/encode', {
    headers: KE_HEADERS,
    data: {
      src: 'MOBILE_WEB',
      betslip: [
        {
          odd_key: odd.odd_key,
          outcome_id: String(odd.outcome_id ?? ''),
          special_bet_value: '',
          parent_match_id: first.parent_match_id,
          sub_type_id: 1,
          has_parent: false,
          parent_code: '',
        },
      ],
    },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { code: shareCode } = (await shared.json()) as { code: string };

  const live = await request.get('/api/live/matches?sport_id=1', { headers: KE_HEADERS });
  const liveMatch = ((await live.json()) as { data: CatalogMatch[] }).data[0];
  expect(liveMatch, 'a live soccer match').toBeTruthy();

  // A match that offers Shikisha, for its builder (issue 13).
  const builder = await request.get('/api/betbuilder/matches?limit=1', { headers: KE_HEADERS });
  const shikishaMatch = ((await builder.json()) as { data: CatalogMatch[] }).data[0];
  expect(shikishaMatch, 'a match that offers Shikisha').toBeTruthy();

  // A real virtual match and match-day for the /virtual(s) routes (issue 14).
  const matchDay = await request.get('/api/virtuals/matchday', { headers: KE_HEADERS });
  expect(matchDay.ok(), await matchDay.text()).toBe(true);
  const nextDay = (
    (await matchDay.json()) as {
      next: { round_id: number; matches: { parent_virtual_id: number }[] } | null;
    }
  ).next;
  expect(nextDay?.matches[0], 'a virtual match open for betting').toBeTruthy();
  const virtualIds = {
    match: String(nextDay!.matches[0]!.parent_virtual_id),
    round: String(nextDay!.round_id),
  };

  // Real open events for the split pot and boosted single-event routes (issue 15).
  const eventIdOf = async (product: string) => {
    const res = await request.get(`/api/jackpot/events?product=${product}`, {
      headers: KE_HEADERS,
    });
    expect(res.ok(), await res.text()).toBe(true);
    const event = ((await res.json()) as { data: { event_id: number }[] }).data[0];
    expect(event, `an open ${product} event`).toBeTruthy();
    return String(event!.event_id);
  };
  const jackpotIds = { splitPot: await eventIdOf('splitpot'), boosted: await eventIdOf('boosted') };

  // The bettor's welcome free bet (granted with the first deposit) and a running promo (issue 16).
  const freebets = await request.post('/api/freebets/free-bets-profile', {
    headers: { ...KE_HEADERS, Authorization: `Bearer ${session.token}` },
    data: { status: 'all' },
  });
  expect(freebets.ok(), await freebets.text()).toBe(true);
  const freebet = ((await freebets.json()) as { data: { free_bet_profile_id: number }[] }).data[0];
  expect(freebet, 'the welcome free bet of the first deposit').toBeTruthy();
  const promos = await request.get('/api/promos/offers', { headers: KE_HEADERS });
  const promo = ((await promos.json()) as { data: { promo_id: number }[] }).data[0];
  expect(promo, 'a running promo').toBeTruthy();

  const legal = KE.legalData[0]!;
  const legalSub = legal.children![0]!;
  const legalMini = legalSub.children![0]!;
  await request.dispose();

  fixture = {
    session: { ...session, data: { user: { ...session.data.user, balance: BALANCE_CENTS / 100 } } },
    matchIds: [first.parent_match_id, second.parent_match_id],
    params: {
      sportName: 'soccer',
      competitionName: competitionSlug(first.category, first.competition_name),
      matchId: String(first.parent_match_id),
      parentMatchId: String(first.parent_match_id),
      betId: String(betId),
      shortBetId,
      shareCode,
      categoryName: legal.slug,
      subCategoryName: legalSub.slug,
      miniCategoryName: legalMini.slug,
      // Casino and free bets have no catalog API yet; their screens take any id.
      id: String(first.parent_match_id),
      promoId: '1',
    },
    byRoute: {
      'live-markets': { matchId: String(liveMatch!.parent_match_id) },
      'casino-category': { categoryName: 'crash' },
      'casino-game': { id: 'crash' },
      'shikisha-markets': { parentMatchId: String(shikishaMatch!.parent_match_id) },
      'split-pot-event': { id: jackpotIds.splitPot },
      'boosted-jackpot-event': { id: jackpotIds.boosted },
      'freebet-detail': { id: String(freebet!.free_bet_profile_id) },
      'freebet-offer': { promoId: String(promo!.promo_id) },
      ...Object.fromEntries(
        ['virtual', 'virtuals'].flatMap((root) => [
          [`${root}-markets`, { id: virtualIds.match }],
          [`${root}-matches`, { id: virtualIds.match }],
          [`${root}-ongoing`, { id: virtualIds.round }],
          [`${root}-results`, { id: virtualIds.round }],
          [`${root}-table`, { id: virtualIds.round }],
        ]),
      ),
    },
  };
  phone = await openPhone(browser);
  await addPicks(phone);
});

test.afterAll(async () => {
  await phone?.context().close();
});

/**
 * One phone for every width, signed in as the funded bettor: resized between the tests (as a
 * phone turning), so each screen's code loads once and the sweep stays quick.
 */
async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: WIDTHS[0], height: HEIGHT },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInAs(page, 'KE', fixture.session);
  return page;
}

/** What must hold on a phone screen: no sideways scroll, fixed bars inside the screen. */
async function expectFits(page: Page, width: number, where: string) {
  const m = await page.evaluate(() => {
    const root = document.documentElement;
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      innerWidth: window.innerWidth,
      route: document.querySelector('[data-testid="app-shell"]')?.getAttribute('data-route'),
      nav: box('[data-testid="bottom-nav"]'),
      mini: box('[data-testid="mini-betslip"]'),
      dialog: box('[role="dialog"]'),
      dialogOverflow: (() => {
        const el = document.querySelector('[role="dialog"]');
        return el ? el.scrollWidth - el.clientWidth : 0;
      })(),
    };
  });
  // Soft: one run lists every screen that does not fit, not just the first.
  expect
    .soft(m.scrollWidth, `${where}: page wider than the screen`)
    .toBeLessThanOrEqual(m.clientWidth);
  expect.soft(m.innerWidth, `${where}: layout viewport widened`).toBe(width);
  const inside = (box: typeof m.nav, what: string) => {
    if (!box) return;
    expect.soft(box.left, `${where}: ${what} left edge`).toBeGreaterThanOrEqual(0);
    expect.soft(box.top, `${where}: ${what} top edge`).toBeGreaterThanOrEqual(0);
    expect.soft(box.right, `${where}: ${what} right edge`).toBeLessThanOrEqual(width);
    expect.soft(box.bottom, `${where}: ${what} bottom edge`).toBeLessThanOrEqual(HEIGHT);
  };
  const shown = ROUTES.find((r) => r.name === m.route);
  if (shown && !shown.meta.hideBottomNav) {
    expect.soft(m.nav, `${where}: bottom nav on ${shown.name}`).not.toBeNull();
  }
  inside(m.nav, 'bottom nav');
  inside(m.mini, 'mini betslip');
  inside(m.dialog, 'sheet');
  expect.soft(m.dialogOverflow, `${where}: sheet scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Goes to `route` inside the running app (as a tapped link would) and lets its screen load. */
async function visit(page: Page, route: AppRoute, target: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  // The route shows, or its guard sent the bettor elsewhere.
  await page.waitForFunction(
    ({ name, to }) =>
      document.querySelector('[data-testid="app-shell"]')?.getAttribute('data-route') === name ||
      window.location.pathname !== to,
    { name: route.name, to: target },
  );
  // Measured once loaded; a screen that keeps its loader is measured as it is (it must fit too).
  await page
    .waitForFunction(
      () =>
        !!document.querySelector('#main') &&
        !document.querySelector('[data-testid="app-shell"] .loader, #main .skeleton-row'),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

async function addPicks(page: Page) {
  for (const [i, matchId] of fixture.matchIds.entries()) {
    await page.goto(`/m/${matchId}`);
    const button = page.getByTestId(`odd-${matchId}-1-${i === 0 ? '1' : '2'}`).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

const routeNamed = (name: string) => ROUTES.find((r) => r.name === name)!;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ROOT, 'e2e/screenshots', `layout-${name}.png`) });

// First, while the slip holds the two picks (the sweep opens a shared slip, which replaces them).
test('at 360x740 the logged-in home, betslip, deposit sheet and share sheet (screenshots)', async () => {
  const page = phone;
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await page.goto('/');
  await expect(page.getByTestId('balance')).toHaveText('KES 9.99M');
  await expect(page.getByTestId('mini-betslip')).toBeVisible();
  await expect(page.locator('#main [data-testid^="odd-"]').first()).toBeVisible();
  await shot(page, 'home-360');

  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-sheet').getByRole('dialog')).toBeInViewport({ ratio: 1 });
  await shot(page, 'deposit-sheet-360');
  await page.keyboard.press('Escape');

  await visit(page, routeNamed('betslip'), '/betslip');
  await expect(page.getByTestId('betslip-page').getByTestId('slip-pick')).toHaveCount(2);
  await shot(page, 'betslip-360');

  await page.getByTestId('share-betslip').click();
  const share = page.getByTestId('share-bottom-sheet');
  await expect(share.getByTestId('share-code')).toBeVisible();
  await expect(share.getByRole('dialog')).toBeInViewport({ ratio: 1 });
  await shot(page, 'share-sheet-360');
  await page.keyboard.press('Escape');
});

for (const width of WIDTHS) {
  test(`with KES 9,999,999.99 nothing scrolls sideways on any route of a ${width} px phone, and the bottom nav stays on screen`, async () => {
    const page = phone;
    await page.setViewportSize({ width, height: HEIGHT });
    await visit(page, routeNamed('home'), '/');
    await expect(page.getByTestId('mini-betslip')).toBeVisible();
    await expectFits(page, width, `/ at ${width} px`);
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeInViewport({ ratio: 1 });
    // The header shows the compact amount; the full one is the link's name and tooltip.
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText('KES 9.99M');
    await expect(balance).toHaveAttribute('title', 'KES 9,999,999.99');

    for (const route of ROUTES) {
      const target = concretePath(route, fixture.params, fixture.byRoute);
      await visit(page, route, target);
      await expectFits(page, width, `${route.name} ${target} at ${width} px`);
    }

    await visit(page, routeNamed('home'), '/');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByTestId('deposit-sheet')).toBeVisible();
    await expectFits(page, width, `deposit sheet at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('deposit-sheet')).toBeHidden();

    await visit(page, routeNamed('betslip'), '/betslip');
    await page.getByTestId('share-betslip').click();
    const share = page.getByTestId('share-bottom-sheet');
    await expect(share.getByTestId('share-code')).toBeVisible();
    await expectFits(page, width, `share sheet at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
  });
}

test('on a 1280x800 desktop the big balance shows in full and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'KE', fixture.session);
  await page.goto('/');
  await expect(page.getByTestId('right-column')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('KES 9,999,999.99');
  const width = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(width[0]).toBeLessThanOrEqual(width[1]!);
  await shot(page, 'home-desktop');
});
