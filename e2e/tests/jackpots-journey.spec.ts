import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatCurrency, getCountryConfig } from '../../packages/domain/src/index';
import { journeyApi, KE_JSON_HEADERS as H, type JourneyBettor } from '../support/journey-api';
import { useJourneyServer } from '../support/journey-server';
import { finishMatches } from '../support/match-outcomes';
import { DESKTOP, expectNoSidewaysScroll, PHONE, shot as screenshot } from '../support/page-checks';
import { E2E_PORT } from '../support/server';

/**
 * Issue 15 in the browser: the grand jackpot (pick every match, a double, place; its results
 * once the matches finish), Sababisha (lines, stake per line, best and worst payout, place) and
 * a boosted multibet event. The journeys finish matches by editing the database their own
 * server runs on (as betting-journeys does), so they need PostgreSQL and skip without it.
 */

const KE = getCountryConfig('KE');
const PORT = Number(process.env.E2E_JACKPOTS_PORT ?? E2E_PORT + 100);
const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

interface ApiEvent {
  event_id: number;
  kind: string;
  name: string;
  stake_per_line: number;
  matches: { parent_match_id: number; home_team: string; away_team: string }[];
}

test.describe.configure({ mode: 'serial' });

const server = useJourneyServer({
  name: 'jackpots',
  journeys: 'jackpot journeys',
  port: PORT,
  postgres: true,
});
const BASE = server.base;
const { api, balanceOf, fundedBettor, openAs: open } = journeyApi(BASE);
/** The jackpot screens are used by touch on a phone. */
const openAs = (
  browser: Browser,
  viewport: { width: number; height: number },
  bettor: JourneyBettor,
) => open(browser, viewport, bettor, { touch: true });

const shot = (page: Page, name: string, fullPage = false) =>
  screenshot(page, `jackpots-${name}`, fullPage);

async function openEvent(product: string): Promise<ApiEvent> {
  const { data } = await api<{ data: ApiEvent[] }>(`/api/jackpot/events?product=${product}`);
  expect(data[0], `an open ${product} event`).toBeTruthy();
  return data[0]!;
}

/** The chip of `outcome` on one match (its accessible name names the match). */
const chip = (page: Page, outcome: '1' | 'X' | '2', m: ApiEvent['matches'][number]) =>
  page.getByRole('button', {
    name: new RegExp(`^${outcome} .*, ${escape(m.home_team)} v ${escape(m.away_team)}$`),
  });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let grand: ApiEvent | undefined;

for (const size of [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
]) {
  test(`grand jackpot on a ${size.name}: picks every match with a double and places the entry`, async ({
    browser,
  }) => {
    grand = await openEvent('grand');
    const bettor = await fundedBettor(5000);
    const { context, page } = await openAs(browser, size.viewport, bettor);
    await page.goto('/jackpots');
    await expect(page.getByTestId('jackpot-amount')).toBeVisible();
    await expect(page.getByTestId('jackpot-countdown')).toContainText('Closes in');
    await expect(page.getByTestId('jackpot-match')).toHaveCount(grand.matches.length);
    for (const m of grand.matches) await chip(page, '1', m).click();
    await chip(page, 'X', grand.matches[0]!).click();
    const stake = 2 * grand.stake_per_line;
    await expect(page.getByTestId('jackpot-lines')).toHaveText('2');
    await expect(page.getByTestId('jackpot-total-stake')).toHaveText(formatCurrency(stake, KE));
    await expectNoSidewaysScroll(page);
    await shot(page, `grand-${size.name}`);
    await page.getByTestId('jackpot-slip').scrollIntoViewIfNeeded();
    await shot(page, `grand-slip-${size.name}`);
    await page.getByTestId('jackpot-place').click();
    await expect(page.getByText('Bet placement successful')).toBeVisible();
    await expect(page.getByTestId('jackpot-lines')).toHaveText('0');
    expect(await balanceOf(bettor.auth)).toBe(5000 - stake);
    await context.close();
  });
}

test('Sababisha on a phone: lines, stake per line, best and worst payout, then placed', async ({
  browser,
}) => {
  const event = await openEvent('sababisha');
  const bettor = await fundedBettor(5000);
  const { context, page } = await openAs(browser, PHONE, bettor);
  await page.goto(`/${slug(KE.sababishaName)}`);
  await expect(page.getByTestId('jackpot-match')).toHaveCount(event.matches.length);
  for (const m of event.matches) await chip(page, '1', m).click();
  await chip(page, '2', event.matches[0]!).click();
  const amount = page.getByRole('spinbutton', { name: 'Amount' });
  await amount.fill('200');
  await expect(page.getByTestId('jackpot-lines')).toHaveText('2');
  await expect(page.getByTestId('sababisha-stake-per-line')).toHaveText(formatCurrency(100, KE));
  await expect(page.getByTestId('sababisha-best')).toBeVisible();
  await expect(page.getByTestId('sababisha-worst')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByTestId('jackpot-slip').scrollIntoViewIfNeeded();
  await shot(page, 'sababisha-phone');
  await page.getByTestId('jackpot-place').click();
  await expect(page.getByText('Bet placement successful')).toBeVisible();
  expect(await balanceOf(bettor.auth)).toBe(4800);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByTestId('jackpot-match')).toHaveCount(event.matches.length);
  await shot(page, 'sababisha-desktop');
  await context.close();
});

test('a boosted event on a desktop: boosted prices over the catalog, two picks placed', async ({
  browser,
}) => {
  const event = await openEvent('boosted');
  const bettor = await fundedBettor(5000);
  const { context, page } = await openAs(browser, DESKTOP, bettor);
  await page.goto(`/jackpots/${slug(KE.boostedName)}`);
  await page.getByTestId('jackpot-card').first().click();
  // The single-event route always asks for KYC (spec 02 §2.3): a new bettor completes it and
  // comes back to the event.
  await expect(page).toHaveURL(/\/kyc\?next=/);
  await page.getByLabel('Official name (as on your ID)').fill('Wanjiru Achieng Otieno');
  await page.getByLabel('Date of birth').fill('1990-01-15');
  await page.getByLabel('ID type').selectOption({ label: 'National ID' });
  await page.getByLabel('ID number').fill('12345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/jackpots/${slug(KE.boostedName)}/\\d+$`));
  await expect(page.getByTestId('jackpot-match')).toHaveCount(event.matches.length);
  await chip(page, '1', event.matches[0]!).click();
  await chip(page, '2', event.matches[1]!).click();
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('100');
  await expect(page.getByTestId('boosted-total-odds')).toBeVisible();
  await shot(page, 'boosted-desktop');
  await page.getByTestId('jackpot-place').click();
  // The KYC banner raised on the way in may still hold the notice slot: the placement shows as
  // the slip emptying and the money leaving.
  await expect(page.getByTestId('jackpot-picked')).toHaveText(`0/${event.matches.length}`);
  expect(await balanceOf(bettor.auth)).toBe(4900);
  await page.setViewportSize(PHONE);
  await chip(page, 'X', event.matches[2]!).click();
  await expectNoSidewaysScroll(page);
  await shot(page, 'boosted-phone');
  await context.close();
});

test('grand jackpot results once the matches finish: each result, winners per tier', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  expect(grand, 'the grand event the entries went into').toBeTruthy();
  const event = grand!;
  // Last: finishing these catalog matches closes every event that shares them.
  // The matches finish: kick-off moves into the past (the engine plays them out) and the event
  // closes; the events worker settles it on its next pass (once a minute).
  await finishMatches(
    server.db,
    event.matches.map((m) => m.parent_match_id),
  );
  await server.db.query(
    `UPDATE jackpot_events SET closes_at = now() - interval '5 hours' WHERE id = $1`,
    [event.event_id],
  );
  await expect
    .poll(
      async () =>
        (await fetch(`${BASE}/api/jackpot/results/${event.event_id}`, { headers: H })).status,
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBe(200);
  const bettor = await fundedBettor(100);
  for (const size of [
    { name: 'phone', viewport: PHONE },
    { name: 'desktop', viewport: DESKTOP },
  ]) {
    const { context, page } = await openAs(browser, size.viewport, bettor);
    await page.goto('/jackpots/results');
    await page
      .getByRole('link', { name: new RegExp(escape(event.name)) })
      .first()
      .click();
    const card = page.getByTestId('jackpot-result');
    await expect(card.getByTestId('jackpot-match-result')).toHaveCount(event.matches.length);
    for (const r of await card.getByTestId('jackpot-match-result').allTextContents()) {
      expect(['1', 'X', '2', 'Void']).toContain(r);
    }
    await expect(card.getByTestId('jackpot-tier').first()).toContainText('Jackpot');
    await expectNoSidewaysScroll(page);
    await shot(page, `results-${size.name}`, true);
    await context.close();
  }
});
