import { expect, test } from '@playwright/test';
import {
  formatCurrency,
  freeBetGrantTerms,
  freeBetPayoutForSlip,
  getCountryConfig,
  toCents,
  toMajor,
} from '../../packages/domain/src/index';
import { journeyApi } from '../support/journey-api';
import { useJourneyServer } from '../support/journey-server';
import { finishMatches, winningOutcome as winningOn } from '../support/match-outcomes';
import { DESKTOP, expectNoSidewaysScroll, PHONE, shot } from '../support/page-checks';
import { openSlip, pick } from '../support/slip-picks';
import { E2E_PORT } from '../support/server';

/**
 * Free-bet journeys against their own server on PostgreSQL (like the betting journeys, which
 * finish matches by moving their kick-off into the past in the database): a new bettor deposits
 * through the sandbox, receives the welcome free bet, is refused a promo opt-in with too small a
 * stake, applies the free bet in the slip, places, the matches finish on an accelerated clock and
 * the bet wins; only the profit is paid into the balance (the free bet's stake is not returned).
 * The server listens on E2E_FREEBETS_PORT (default E2E_PORT + 1100).
 */

const KE = getCountryConfig('KE');
const WELCOME = freeBetGrantTerms('KE').welcome;
const FEED_SEED = 20261125;
const PORT = Number(process.env.E2E_FREEBETS_PORT ?? E2E_PORT + 1100);
const money = (n: number) => formatCurrency(n, KE);

const usedMatches = new Set<number>();

test.describe.configure({ mode: 'serial' });

const server = useJourneyServer({
  name: 'freebets',
  journeys: 'free-bet journeys',
  port: PORT,
  postgres: true,
  env: { FEED_SEED: String(FEED_SEED), TIME_SCALE: '3' },
});
const BASE = server.base;
const { api, balanceOf, fundedBettor: newBettorWhoDeposits, openAs } = journeyApi(BASE);

interface ApiMatch {
  parent_match_id: number;
  start_time: string;
  status: string;
  markets: {
    sub_type_id: number;
    bet_status: string;
    odds: { odd_key: string; odd_value: number }[];
  }[];
}

const winningOutcome = (parentMatchId: number) => winningOn(server.db, FEED_SEED, parentMatchId);

/**
 * Winning 1X2 picks on upcoming soccer matches (kick-off in more than 30 minutes) until their
 * total odds reach `minOdd`: the welcome free bet's claim rule.
 */
async function winningPicks(minOdd: number) {
  const res = await api<{ data: ApiMatch[] }>('/api/uo/sport?id=1&page=1&limit=200');
  const soon = Date.now() + 30 * 60_000;
  const candidates = res.data.filter(
    (m) =>
      m.status === 'not_started' &&
      Date.parse(m.start_time) > soon &&
      !usedMatches.has(m.parent_match_id) &&
      m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
  );
  const picks: { parentMatchId: number; oddKey: string; odd: number }[] = [];
  let total = 1;
  for (const m of candidates) {
    if (total >= minOdd) break;
    const oddKey = await winningOutcome(m.parent_match_id);
    const odd = m.markets
      .find((k) => k.sub_type_id === 1)!
      .odds.find((o) => o.odd_key === oddKey)!.odd_value;
    picks.push({ parentMatchId: m.parent_match_id, oddKey, odd });
    usedMatches.add(m.parent_match_id);
    total *= odd;
  }
  expect(total, 'winning picks reaching the free bet minimum odd').toBeGreaterThanOrEqual(minOdd);
  return picks;
}

for (const size of [
  { name: 'phone', viewport: PHONE, phone: true },
  { name: 'desktop', viewport: DESKTOP, phone: false },
]) {
  test(`a new bettor deposits, gets the welcome free bet, bets it on a ${size.name} and is paid only the profit when it wins`, async ({
    browser,
  }) => {
    const deposit = 1000;
    const bettor = await newBettorWhoDeposits(deposit);
    const picks = await winningPicks(WELCOME.minOdd);
    const { context, page } = await openAs(browser, size.viewport, bettor);

    // The welcome free bet is waiting on Offers & Rewards.
    await page.goto('/freebets');
    const card = page.getByTestId('freebet-card').first();
    await expect(card).toContainText(money(WELCOME.amount));
    await expect(card).toContainText('Active');
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-offers-rewards-${size.name}`);

    for (const p of picks) await pick(page, p.parentMatchId, p.oddKey);
    const slip = await openSlip(page, size.phone);
    await expect(slip.getByTestId('slip-pick')).toHaveCount(picks.length);
    await expect(slip.getByTestId('freebets-count')).toHaveText('1');

    // A promo opt-in with too small a stake is refused in the spec's words (Bet 500 Get 50
    // runs every day; the Weekend Win Bonus is offered on the slip on weekends only).
    await slip.getByTestId('stake-input').fill('100');
    await slip.getByRole('checkbox', { name: 'Bet 500 Get 50' }).click();
    await expect(slip.getByTestId('promo-failure')).toContainText(
      `Increase your stake to ${money(500)} to opt in to Bet 500 Get 50`,
    );
    await expect(slip.getByRole('checkbox', { name: 'Bet 500 Get 50' })).not.toBeChecked();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-promo-refused-${size.name}`);

    // Applying the free bet makes its amount the stake and hides Balance.
    await expect(slip.getByTestId('slip-balance')).toBeVisible();
    await slip.getByTestId('apply-freebet').click();
    await expect(slip.getByTestId('freebet-applied')).toContainText(money(WELCOME.amount));
    await expect(slip.getByTestId('stake-input')).toHaveValue(String(WELCOME.amount));
    await expect(slip.getByTestId('stake-input')).toBeDisabled();
    await expect(slip.getByTestId('slip-balance')).toHaveCount(0);
    const payout = freeBetPayoutForSlip(
      toCents(WELCOME.amount),
      picks.map((p) => p.odd),
      KE,
    );
    const profit = toMajor(payout.finalPayout);
    await expect(slip.getByTestId('final-payout')).toHaveText(money(profit));
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-slip-applied-${size.name}`);

    await slip.getByTestId('place-bet').click();
    await expect(slip.getByTestId('placement-outcome')).toContainText('Bet placement successful');
    // The stake came from the free bet, not from the balance.
    expect(await balanceOf(bettor.auth)).toBe(deposit);

    // The matches finish on the accelerated clock and the bet wins.
    await finishMatches(
      server.db,
      picks.map((p) => p.parentMatchId),
    );
    await page.goto('/mybets');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('bet-card').first().getByTestId('bet-status')).toHaveText(
        'Won',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 45_000 });
    const after = await balanceOf(bettor.auth);
    // Only the profit is paid: the free bet's stake is not returned.
    expect(Math.round((after - deposit) * 100)).toBe(payout.finalPayout);
    await expect(page.getByTestId('balance')).toHaveText(money(after));
    await shot(page, `freebets-won-${size.name}`);

    // Offers & Rewards now lists the free bet as used.
    await page.goto('/freebets');
    const used = page.getByTestId('freebet-card').first();
    await expect(used).toContainText('Used');
    await used.getByRole('link').click();
    await expect(page.getByTestId('freebet-amount')).toHaveText(money(WELCOME.amount));
    // The detail's own link (the bet's 'won' notice may be showing its View Bet too).
    await expect(
      page.getByTestId('freebet-detail').getByRole('link', { name: 'View Bet' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-detail-${size.name}`);

    // The promotions by category, and one with its rules in words.
    await page.goto('/offers');
    await expect(page.getByTestId('offer-category').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-offers-${size.name}`);
    await page
      .getByTestId('promo-card')
      .filter({ hasText: 'Weekend Win Bonus' })
      .getByRole('link')
      .click();
    await expect(page.getByTestId('promo-rules')).toContainText(`Stake at least ${money(200)}`);
    await expect(page.getByTestId('promo-days')).toHaveText('Saturdays and Sundays only');
    await expect(page.getByRole('button', { name: 'Opt in' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `freebets-promo-${size.name}`);
    await context.close();
  });
}
