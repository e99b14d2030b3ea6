import { expect, test } from '@playwright/test';
import { formatCurrency, getCountryConfig } from '../../packages/domain/src/index';
import {
  createAdminWithTask,
  logInToBackOffice,
  type StaffCredentials,
} from '../support/backoffice';
import { journeyApi } from '../support/journey-api';
import { useJourneyServer } from '../support/journey-server';
import { finishMatches, winningOutcome } from '../support/match-outcomes';
import { DESKTOP, shot } from '../support/page-checks';
import { E2E_PORT } from '../support/server';
import { pick } from '../support/slip-picks';

/**
 * A trader and a bettor on two pages of the same server (PostgreSQL: the journey finishes its
 * match by moving the kick-off into the past, then the live engine plays it out). The winning
 * outcome is read from the engine's seeded timeline, so the bettor's bet wins first; the
 * trader's corrected score then makes it lose.
 */
const KE = getCountryConfig('KE');
const FEED_SEED = 20261127;
const admin: StaffCredentials & { name: string } = {
  email: 'trader@shangwe.test',
  name: 'Tina Trader',
  password: '',
  secret: '',
};

const server = useJourneyServer({
  name: 'trading',
  journeys: 'trading journeys',
  port: E2E_PORT + 710,
  postgres: true,
  env: { FEED_SEED: String(FEED_SEED) },
  prepare: (app, storage) => createAdminWithTask(app, storage, admin),
  setupTimeoutMs: 300_000,
});
const { api, balanceOf, fundedBettor, openAs } = journeyApi(server.base);

interface ApiMatch {
  parent_match_id: number;
  start_time: string;
  status: string;
  markets: { sub_type_id: number; bet_status: string }[];
}

test('a trader suspends a market and the open slip shows it at once; a corrected result resettles the bet in My Bets and the balance', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const list = await api<{ data: ApiMatch[] }>('/api/uo/sport?id=1&page=1&limit=200');
  const match = list.data.find(
    (m) =>
      m.status === 'not_started' &&
      Date.parse(m.start_time) > Date.now() + 30 * 60_000 &&
      m.markets.some((k) => k.sub_type_id === 1 && k.bet_status === 'ACTIVE'),
  );
  expect(match, 'an upcoming soccer match').toBeDefined();
  const id = match!.parent_match_id;
  const winner = await winningOutcome(server.db, FEED_SEED, id);

  const bettor = await fundedBettor(1000);
  const { context: bettorContext, page: slipPage } = await openAs(browser, DESKTOP, bettor);
  await pick(slipPage, id, winner);
  const slip = slipPage.getByTestId('betslip-panel');
  const row = slip.getByTestId('slip-pick');
  await expect(row).toHaveAttribute('data-state', 'normal');

  const traderContext = await browser.newContext({ viewport: DESKTOP });
  const trader = await traderContext.newPage();
  await logInToBackOffice(trader, server.base, admin);
  await trader
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Trading' })
    .click();
  const suspend = trader.getByRole('form', { name: 'Suspend' });
  await suspend.getByLabel('Match id').fill(String(id));
  await suspend.getByLabel('Reason').fill('Team news: the keeper is out');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(trader.getByRole('region', { name: 'Suspensions' })).toContainText(
    'Team news: the keeper is out',
  );

  // The bettor's page is not reloaded: the websocket tells the slip.
  await expect(row).toHaveAttribute('data-state', 'locked');
  await expect(row).toContainText('Locked');
  await shot(slipPage, 'trading-slip-suspended-desktop');

  await trader
    .getByRole('region', { name: 'Suspensions' })
    .getByRole('button', { name: 'Lift' })
    .click();
  await expect(row).toHaveAttribute('data-state', 'normal');
  await expect(trader.getByRole('status', { name: 'Liability updates' })).toHaveText(
    'Live: updated as bets arrive.',
  );
  await slip.getByTestId('stake-input').fill('100');
  await slip.getByTestId('place-bet').click();
  await expect(slip.getByTestId('placement-outcome')).toContainText('Bet placement successful');
  expect(await balanceOf(bettor.auth)).toBe(900);
  // The trader's page is not reloaded either: the bet's liability arrives over the websocket.
  await expect(trader.getByRole('table').filter({ hasText: 'Pays if it wins' })).toContainText(
    `(${id})`,
  );

  await finishMatches(server.db, [id]);
  const status = slipPage.getByTestId('bet-card').first().getByTestId('bet-status');
  await expect(async () => {
    await slipPage.goto('/mybets');
    await expect(status).toHaveText('Won', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  expect(await balanceOf(bettor.auth)).toBeGreaterThan(900);

  // The trader corrects the score so that the bettor's pick loses.
  const score = winner === '1' ? [0, 1] : [1, 0];
  const result = trader.getByRole('form', { name: 'Result' });
  await result.getByLabel('Match id').fill(String(id));
  await result.getByLabel('Home score').fill(String(score[0]));
  await result.getByLabel('Away score').fill(String(score[1]));
  await result.getByLabel('Reason').fill('Goal given to the wrong team by the feed');
  await result.getByRole('button', { name: 'Save the result' }).click();
  await expect(result.getByRole('status')).toContainText('1 bet settled again');
  // The trader's result now holds against the feed, listed with its Lift button.
  await expect(trader.getByRole('region', { name: 'Result locks' })).toContainText('1X2');
  await shot(trader, 'trading-result-corrected-desktop');

  await slipPage.reload();
  await expect(status).toHaveText('Lost');
  expect(await balanceOf(bettor.auth)).toBe(900);
  await expect(slipPage.getByTestId('balance')).toHaveText(formatCurrency(900, KE));
  await shot(slipPage, 'trading-mybets-resettled-desktop');
  await traderContext.close();
  await bettorContext.close();
});
