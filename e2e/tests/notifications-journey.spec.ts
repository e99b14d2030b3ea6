import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createBettor, type BettorSession } from '../support/bettors';
import { depositInSteps } from '../support/funding';
import { E2E_BASE_URL, ROOT } from '../support/server';

/**
 * Issue 17, the bettor's side: a live bet's decision arrives over the websocket and pops up
 * in-app ('Bet Placement Successful' / View Bet), the bell's unread count rises and falls as the
 * bettor reads, and the push settings card shows the browser's permission state.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Arifa-2026';
const KE_HEADERS = { 'X-Country': 'KE' };

function uniqueKenyanMobile(): string {
  return `07${String((Date.now() + Math.floor(Math.random() * 1000)) % 10 ** 8).padStart(8, '0')}`;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ROOT, 'e2e/screenshots', `${name}.png`) });
}

async function fundedBettor(request: APIRequestContext): Promise<BettorSession> {
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
  await depositInSteps(request, 'KE', session, 2_000_00);
  return session;
}

/** A browser context of this size, logged in as `session` (the app's stored session). */
async function openAs(
  browser: Browser,
  viewport: { width: number; height: number },
  session?: BettorSession,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: E2E_BASE_URL });
  await context.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('country_code') !== null) return;
      localStorage.setItem('country_code', 'KE');
      if (!token) return;
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session?.token ?? null, user: session?.data.user ?? null },
  );
  return { context, page: await context.newPage() };
}

/** The unread count the server holds (POST notifications_count, first item total_count). */
async function unreadOnServer(request: APIRequestContext, session: BettorSession) {
  const res = await request.post('/api/notifications/notifications_count', {
    headers: { ...KE_HEADERS, Authorization: `Bearer ${session.token}` },
    data: {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { total_count: number }[])[0]!.total_count;
}

/** The bell: the header icon on a phone, the Notifications link on a desktop. */
function bell(page: Page, phone: boolean) {
  return phone
    ? page.getByTestId('bell')
    : page.getByTestId('top-bar').locator('.top-links a[href="/notifications"]');
}

/** The unread badge on the bell. */
function bellBadge(page: Page, phone: boolean) {
  return bell(page, phone).locator('.badge');
}

async function expectBellCount(page: Page, phone: boolean, count: number) {
  if (count === 0) await expect(bellBadge(page, phone)).toHaveCount(0);
  else await expect(bellBadge(page, phone)).toHaveText(String(count));
}

/**
 * Waits for the in-app notice titled `title`, closing (with the close mark) whatever else shows
 * first: notifications written before the page opened (the deposit's) arrive on connect.
 */
async function waitForNotice(page: Page, title: RegExp, timeout = 30_000): Promise<string> {
  const notice = page.getByTestId('notice');
  let seen = '';
  await expect
    .poll(
      async () => {
        if ((await notice.count()) === 0) return '';
        seen = (
          (await notice
            .locator('.notice-title')
            .textContent()
            .catch(() => '')) ?? ''
        ).trim();
        if (!title.test(seen)) {
          await notice
            .getByRole('button', { name: 'Close notice' })
            .click({ timeout: 1_000 })
            .catch(() => undefined);
        }
        return seen;
      },
      { timeout, intervals: [250] },
    )
    .toMatch(title);
  return seen;
}

interface LiveMatch {
  parent_match_id: number;
  markets: { sub_type_id: number; bet_status: string; odds: { odd_value: number }[] }[];
}

/** Live soccer matches with an open 1X2 market. */
async function liveMatches(request: APIRequestContext): Promise<LiveMatch[]> {
  const res = await request.get('/api/live/matches?sport_id=1', { headers: KE_HEADERS });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: LiveMatch[] };
  return data.filter((m) =>
    m.markets.some(
      (k) =>
        k.sub_type_id === 1 && k.bet_status === 'ACTIVE' && k.odds.every((o) => o.odd_value > 1.05),
    ),
  );
}

/**
 * Places a live single on this page's betslip, accepting moved odds, and resolves with the title
 * of the decision notice ('Bet Placement Successful' or 'Bet Placement Failed').
 */
async function placeLiveBet(page: Page, phone: boolean, match: LiveMatch): Promise<string> {
  await page.goto(`/live/m/${match.parent_match_id}`);
  const odd = page.getByTestId(`odd-${match.parent_match_id}-1-X`).first();
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  let slip = page.getByTestId('betslip-panel');
  if (phone) {
    await page.getByTestId('mini-betslip').getByRole('link', { name: 'Open betslip' }).click();
    slip = page.getByTestId('betslip-page');
  }
  await slip.getByTestId('stake-input').fill('20');
  for (let attempt = 0; attempt < 5; attempt++) {
    await slip.getByTestId('place-bet').click();
    const outcome = slip.getByTestId('placement-outcome');
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    // A live bet is taken for its delay: the slip says it is pending, not yet successful.
    if (/Bet placement successful|Bet pending/.test((await outcome.textContent()) ?? '')) break;
    // Odds moved before the server took the bet: dismiss and accept the new price.
    await outcome.getByRole('button', { name: 'Dismiss' }).click();
  }
  await expect(slip.getByTestId('placement-outcome')).toContainText(
    /Bet placement successful|Bet pending/,
  );
  return waitForNotice(page, /^Bet Placement (Successful|Failed)$/);
}

for (const size of [
  { name: 'phone', viewport: PHONE, phone: true },
  { name: 'desktop', viewport: DESKTOP, phone: false },
]) {
  test(`a live bet's acceptance pops up with View Bet and the bell counts down as the bettor reads (${size.name})`, async ({
    browser,
    request,
  }) => {
    const session = await fundedBettor(request);
    const { context, page } = await openAs(browser, size.viewport, session);
    // The betslip's own follow-up of the bet is cut off: what pops up came over the websocket.
    await context.route('**/api/bet/ref/**', (route) => route.abort());

    await page.goto('/');
    const before = await unreadOnServer(request, session);
    await expectBellCount(page, size.phone, before);

    const candidates = await liveMatches(request);
    expect(candidates.length, 'a live soccer match with an open 1X2 market').toBeGreaterThan(0);
    let title = '';
    for (const match of candidates.slice(0, 4)) {
      title = await placeLiveBet(page, size.phone, match);
      if (title === 'Bet Placement Successful') break;
      // Refused (the price moved during the bet delay): the notice offers Retry Bet; try again.
      await page.getByTestId('notice').getByRole('button', { name: 'Close notice' }).click();
    }
    expect(title).toBe('Bet Placement Successful');
    const notice = page.getByTestId('notice');
    await expect(notice.getByRole('link', { name: 'View Bet' })).toBeVisible();
    await shot(page, `notifications-popup-${size.name}`);

    // Every decision wrote one notification: the bell shows the new unread count at once.
    const risen = await unreadOnServer(request, session);
    expect(risen).toBeGreaterThan(before);
    await expectBellCount(page, size.phone, risen);

    await notice.getByRole('link', { name: 'View Bet' }).click();
    await expect(page).toHaveURL(/\/mybets\/\d+$/);
    await expect(page.getByTestId('bet-detail')).toBeVisible();

    // The list: unread first; opening the bet's notification reads it and the bell counts down.
    await bell(page, size.phone).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const rows = page.getByTestId('notification-row');
    await expect(rows.first()).toHaveAttribute('data-status', 'unread');
    const betRow = rows.filter({ hasText: 'Bet Placement Successful' }).first();
    await expect(betRow).toHaveAttribute('data-status', 'unread');
    await shot(page, `notifications-list-${size.name}`);

    await betRow.getByRole('link').click();
    await expect(page).toHaveURL(/\/notifications\/details\?id=\d+$/);
    const details = page.getByTestId('notification-details');
    await expect(details.getByRole('heading', { name: 'Bet Placement Successful' })).toBeVisible();
    await expect(details.getByTestId('notification-action')).toHaveText('View Bet');
    await expect(details.locator('article')).toHaveAttribute('data-status', 'read');
    await expectBellCount(page, size.phone, risen - 1);
    await shot(page, `notifications-details-${size.name}`);

    await details.getByRole('link', { name: 'All notifications' }).click();
    await expect(rows.filter({ hasText: 'Bet Placement Successful' }).first()).toHaveAttribute(
      'data-status',
      'read',
    );
    await page.getByTestId('mark-all-read').click();
    await expectBellCount(page, size.phone, 0);
    await expect(
      page.locator('[data-testid="notification-row"][data-status="unread"]'),
    ).toHaveCount(0);
    expect(await unreadOnServer(request, session)).toBe(0);
    await expect(page.getByTestId('mark-all-read')).toBeDisabled();

    // The details page's action opens the bet.
    await rows.filter({ hasText: 'Bet Placement Successful' }).first().getByRole('link').click();
    await details.getByTestId('notification-action').click();
    await expect(page).toHaveURL(/\/mybets\/\d+$/);
    await context.close();
  });
}

test('the push settings card shows the browser permission: ask, granted, blocked (phone and desktop)', async ({
  browser,
  request,
}) => {
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });

  // Default: the browser will ask.
  {
    const { context, page } = await openAs(browser, PHONE, session);
    await page.goto('/notifications');
    const card = page.getByTestId('push-settings');
    await expect(card.getByTestId('push-status')).toHaveText('Notifications set to ask');
    await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'notifications-push-default-phone');

    // The same card sits in the menu's preferences.
    await page.getByTestId('menu-button').click();
    const menuCard = page.getByTestId('overlay-menu').getByTestId('push-settings');
    await expect(menuCard.getByTestId('push-status')).toHaveText('Notifications set to ask');
    await menuCard.scrollIntoViewIfNeeded();
    await shot(page, 'notifications-push-menu-phone');
    await context.close();
  }

  // Granted through the browser: thanks, and push can be turned on.
  {
    const { context, page } = await openAs(browser, DESKTOP, session);
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    await page.goto('/notifications');
    const card = page.getByTestId('push-settings');
    await expect(card.getByTestId('push-status')).toHaveText(
      'Thank you for granting notifications',
    );
    await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'notifications-push-granted-desktop');
    await context.close();
  }

  // Blocked in the browser's site settings: says so, with how to allow them, and offers nothing.
  {
    const { context, page } = await openAs(browser, PHONE, session);
    await page.goto('/');
    // Playwright only grants; the browser's own permission store can also block (DevTools).
    const pageSession = await context.newCDPSession(page);
    const { targetInfo } = await pageSession.send('Target.getTargetInfo');
    const browserSession = await browser.newBrowserCDPSession();
    await browserSession.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: E2E_BASE_URL,
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto('/notifications');
    const card = page.getByTestId('push-settings');
    await expect(card.getByTestId('push-status')).toHaveText('You have blocked notifications');
    await expect(card.getByText(/allow notifications/)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'notifications-push-denied-phone');
    // The override lasts as long as the DevTools session that set it.
    await browserSession.detach();
    await context.close();
  }
});

test('turns push on and off, and the service worker shows a push with its title (desktop)', async ({
  browser,
  request,
}) => {
  const session = await createBettor(request, {
    country: 'KE',
    mobile: uniqueKenyanMobile(),
    password: PASSWORD,
  });
  const { context, page } = await openAs(browser, DESKTOP, session);
  await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
  await page.goto('/notifications');
  // The app registers the built service worker (service-worker.js, importing sw-push.js).
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(scriptUrl).toBe(`${E2E_BASE_URL}/service-worker.js`);

  // A headless browser without the internet has no push service to subscribe with: the page's
  // PushManager answers with a subscription of a real P-256 key pair made here, as a push
  // service would. Everything after it (the server call, the card) is the app's own.
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const endpoint = `${E2E_BASE_URL}/test-push-service/${randomBytes(12).toString('base64url')}`;
  await page.evaluate(
    ({ endpoint, p256dh, auth }) => {
      let current: object | null = null;
      const subscription = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      PushManager.prototype.subscribe = async () => {
        current = subscription;
        return subscription as unknown as PushSubscription;
      };
    },
    {
      endpoint,
      p256dh: browserKey.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  );

  const card = page.getByTestId('push-settings');
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/users') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  const storedAnswer = await stored;
  expect(storedAnswer.status(), await storedAnswer.text()).toBe(201);
  expect(await storedAnswer.json()).toMatchObject({ profile_id: session.data.user.id });
  await expect(card.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();
  await expect(card).toContainText('Bet results and free bets arrive on this device.');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'notifications-push-on-desktop');

  // A push delivered to the service worker shows with its title and text.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Congratulations!',
      body: 'Your bet won KES 1,950.00',
      url: '/mybets/41',
      notification_id: 4101,
      type: 'bet won',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Congratulations!',
        body: 'Your bet won KES 1,950.00',
        data: { url: '/mybets/41', notification_id: 4101 },
      },
    ]);

  const removed = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await card.getByRole('button', { name: 'Turn off notifications' }).click();
  const removedAnswer = await removed;
  expect(removedAnswer.url()).toMatch(/\/api\/push\/user\/[A-Za-z0-9_-]+$/);
  expect(await removedAnswer.json()).toMatchObject({ deleted: true });
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await context.close();
});
