import { expect, test, type Page } from '@playwright/test';
import { formatCurrency, getCountryConfig, quoteSlip } from '../../packages/domain/src/index';
import { journeyApi, KE_JSON_HEADERS as H } from '../support/journey-api';
import { useJourneyServer } from '../support/journey-server';
import { finishMatches, seededResults } from '../support/match-outcomes';
import { DESKTOP, PHONE, shot } from '../support/page-checks';
import { E2E_PORT } from '../support/server';

/**
 * Shikisha journeys against their own server on PostgreSQL (like the betting journeys): a bettor
 * builds a 3-pick Shikisha on one match, sees the combined price move when the third pick is
 * added, places it, the match finishes (its kick-off moved into the past, the engine plays it
 * out) and the bet is won or lost as the match's seeded timeline says, with the balance to match.
 * The server listens on E2E_SHIKISHA_PORT (default E2E_PORT + 1000: the shared server of the run
 * holds E2E_PORT).
 */

const KE = getCountryConfig('KE');
const FEED_SEED = 20261124;
const PORT = Number(process.env.E2E_SHIKISHA_PORT ?? E2E_PORT + 1000);
const SLUG = KE.shikishaName.toLowerCase().replace(/\s+/g, '-');

const usedMatches = new Set<number>();

test.describe.configure({ mode: 'serial' });

const server = useJourneyServer({
  name: 'shikisha',
  journeys: 'Shikisha journeys',
  port: PORT,
  postgres: true,
  env: { FEED_SEED: String(FEED_SEED), TIME_SCALE: '3' },
});
const BASE = server.base;
const { api, balanceOf, fundedBettor, openAs } = journeyApi(BASE);

interface ApiMarket {
  sub_type_id: number;
  name: string;
  special_bet_value: string;
  bet_status: string;
  odds: { odd_key: string; display: string; odd_value: number }[];
}
interface ApiMatch {
  parent_match_id: number;
  home_team: string;
  away_team: string;
  start_time: string;
  status: string;
}

/** A leg the bettor will pick, with how the match's seeded timeline settles it. */
interface Leg {
  sub_type_id: number;
  special_bet_value: string;
  odd_key: string;
  title: string;
  display: string;
  odd: number;
  result: 'won' | 'lost' | 'void';
}

/** Every outcome of the match's buildable markets with the result its timeline gives it. */
async function legsOf(parentMatchId: number): Promise<{ market: ApiMarket; legs: Leg[] }[]> {
  const { defs, results } = await seededResults(server.db, FEED_SEED, parentMatchId);
  const markets = await api<{ data: { groups: { markets: ApiMarket[] }[] } }>(
    `/api/betbuilder/markets?parent_match_id=${parentMatchId}`,
  );
  return markets.data.groups
    .flatMap((g) => g.markets)
    .filter((m) => m.bet_status === 'ACTIVE')
    .map((market) => {
      const index = defs.findIndex(
        (d) =>
          d.sub_type_id === market.sub_type_id && d.special_bet_value === market.special_bet_value,
      );
      const def = defs[index]!;
      const line = market.special_bet_value.split('=').pop() ?? '';
      const title = line && !market.name.includes(line) ? `${market.name} ${line}` : market.name;
      return {
        market,
        legs: market.odds.map((o) => ({
          sub_type_id: market.sub_type_id,
          special_bet_value: market.special_bet_value,
          odd_key: o.odd_key,
          title,
          display: o.display,
          odd: o.odd_value,
          result: results[index]![def.outcomes.findIndex((d) => d.odd_key === o.odd_key)]!,
        })),
      };
    });
}

/** An upcoming soccer match offering Shikisha, kicking off in more than 30 minutes. */
async function upcomingShikishaMatch(): Promise<ApiMatch> {
  const res = await api<{ data: ApiMatch[] }>('/api/betbuilder/matches?id=1&limit=200');
  const soon = Date.now() + 30 * 60_000;
  const match = res.data.find(
    (m) =>
      m.status === 'not_started' &&
      Date.parse(m.start_time) > soon &&
      !usedMatches.has(m.parent_match_id),
  );
  expect(match, 'an upcoming soccer match offering Shikisha').toBeTruthy();
  usedMatches.add(match!.parent_match_id);
  return match!;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pickLeg(page: Page, leg: Leg) {
  // "{market} {key }{outcome} {price}": keyed markets (1X2: "1 Arsenal") show the key too; the
  // price may move meanwhile.
  const button = page.getByRole('button', {
    name: new RegExp(`^${escape(leg.title)} (?:.+ )?${escape(leg.display)} [\\d.]+$`),
  });
  await button.first().click();
  await expect(button.first()).toHaveAttribute('aria-pressed', 'true');
}

for (const size of [
  { name: 'phone', viewport: PHONE, wins: true },
  { name: 'desktop', viewport: DESKTOP, wins: false },
]) {
  test(`builds a 3-pick ${KE.shikishaName} on a ${size.name}, sees the price move, places it and is ${size.wins ? 'paid when it wins' : 'paid nothing when it loses'}`, async ({
    browser,
  }) => {
    const bettor = await fundedBettor(5000);
    const match = await upcomingShikishaMatch();
    const markets = await legsOf(match.parent_match_id);
    // 1X2, Total 2.5 and a third line (both teams to score, else odd/even, else the 1st half
    // 1X2): the first two picks win; the third wins, or for the losing journey one pick loses
    // (a combination the server accepts: not impossible, and no pick implied by the others,
    // as a home win with both teams scoring implies over 2.5).
    const byLine = (sub: number, sbv: string) =>
      markets.find((m) => m.market.sub_type_id === sub && m.market.special_bet_value === sbv);
    const thirds = [byLine(29, ''), byLine(26, ''), byLine(60, '')];
    expect(
      byLine(1, '') && byLine(18, 'total=2.5') && thirds[0],
      '1X2, Total 2.5, BTTS',
    ).toBeTruthy();
    const candidates: Leg[][] = thirds
      .filter((third) => third !== undefined)
      .flatMap((third) => {
        const chosen = [byLine(1, '')!, byLine(18, 'total=2.5')!, third];
        const winners = chosen.map((m) => m.legs.find((l) => l.result === 'won')!);
        return size.wins
          ? [winners]
          : chosen.flatMap((m, i) =>
              m.legs
                .filter((l) => l.result === 'lost')
                .map((loser) => winners.map((w, j) => (j === i ? loser : w))),
            );
      });
    const quoteOf = async (combo: Leg[]) => {
      const res = await fetch(`${BASE}/api/betbuilder/quote`, {
        method: 'POST',
        headers: H,
        body: JSON.stringify({
          betslip: combo.map((l) => ({
            parent_match_id: match.parent_match_id,
            sub_type_id: l.sub_type_id,
            special_bet_value: l.special_bet_value,
            bet_pick: l.odd_key,
          })),
        }),
      });
      return res.ok ? ((await res.json()) as { total_odd: number }).total_odd : null;
    };
    // A combination the server prices, in an order whose third pick moves the price (the
    // server refuses a pick the others imply). The leg that differs goes last when it can.
    let legs: Leg[] | undefined;
    for (const combo of candidates) {
      const all = await quoteOf(combo);
      if (all === null) continue;
      const orders = [0, 1, 2]
        .map((last) => [...combo.filter((_, i) => i !== last), combo[last]!])
        .sort((a, b) => Number(b[2]!.result === 'lost') - Number(a[2]!.result === 'lost'));
      for (const order of orders) {
        if ((await quoteOf(order.slice(0, 2))) !== all) {
          legs = order;
          break;
        }
      }
      if (legs) break;
    }
    expect(legs, 'a combination the server prices whose third pick moves the price').toBeTruthy();
    legs = legs!;
    const expectWin = legs.every((l) => l.result === 'won');
    expect(expectWin).toBe(size.wins);

    const { context, page } = await openAs(browser, size.viewport, bettor);
    await page.goto(`/${SLUG}`);
    await page.getByRole('searchbox').fill(match.home_team);
    const link = page.locator(`a[href="/${SLUG}/markets/${match.parent_match_id}"]`);
    await expect(link).toBeVisible();
    await shot(page, `shikisha-list-${size.name}`);
    await link.click();
    await expect(
      page.getByRole('heading', { name: `${match.home_team} v ${match.away_team}` }),
    ).toBeVisible();

    await pickLeg(page, legs[0]!);
    await pickLeg(page, legs[1]!);
    const summaryOdds = page.getByTestId('shikisha-summary-odds');
    await expect(summaryOdds).toHaveText(/^\d+\.\d\d$/);
    const twoPicks = await summaryOdds.textContent();
    await pickLeg(page, legs[2]!);
    await expect(page.getByTestId('shikisha-summary')).toContainText('3 picks');
    // The combined price moves with the third pick (one event, priced again by the server).
    await expect(summaryOdds).toHaveText(/^\d+\.\d\d$/);
    await expect(summaryOdds).not.toHaveText(twoPicks!);
    const joint = Number(await summaryOdds.textContent());
    // Correlated picks are not priced as the product of their own prices.
    expect(joint).not.toBe(Math.floor(legs.reduce((p, l) => p * l.odd, 1) * 100) / 100);
    await shot(page, `shikisha-builder-${size.name}`);

    const slip = page.getByTestId('shikisha-slip');
    await slip.scrollIntoViewIfNeeded();
    await expect(slip.getByTestId('shikisha-leg')).toHaveCount(3);
    await expect(slip.getByTestId('shikisha-total-odds')).toHaveText(joint.toFixed(2));
    await expect(slip.getByTestId('shikisha-stake')).toHaveValue('100');
    const quote = quoteSlip(
      {
        kind: 'shikisha',
        picks: legs.map((l) => ({ odd_value: l.odd })),
        stake: 100,
        loggedIn: true,
        jointOdds: joint,
      },
      KE,
    );
    await expect(slip.getByTestId('shikisha-payout')).toHaveText(
      formatCurrency(quote.finalPayout, KE),
    );
    await shot(page, `shikisha-slip-${size.name}`);

    await slip.getByTestId('shikisha-place').click();
    await expect(page.getByText('Bet placement successful')).toBeVisible({ timeout: 60_000 });
    // Spec 01 §4: the app goes back one page (the list), the slip is empty.
    await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
    const before = await balanceOf(bettor.auth);
    expect(before).toBe(4900);

    // The match finishes: its kick-off moves into the past and the engine plays it out.
    await finishMatches(server.db, [match.parent_match_id]);
    await page.goto('/mybets');
    await page.getByRole('button', { name: KE.shikishaName, exact: true }).click();
    const card = page.getByTestId('bet-card').first();
    await expect(card.getByTestId('shikisha-bet-legs')).toContainText('3 picks');
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: KE.shikishaName, exact: true }).click();
      await expect(page.getByTestId('bet-card').first().getByTestId('bet-status')).toHaveText(
        size.wins ? 'Won' : 'Lost',
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 45_000 });
    const after = await balanceOf(bettor.auth);
    const paid = Math.round((after - before) * 100);
    expect(paid).toBe(size.wins ? Math.round(quote.finalPayout * 100) : 0);
    await expect(page.getByTestId('balance')).toHaveText(formatCurrency(after, KE));
    await shot(page, `shikisha-mybets-${size.name}`);
    await context.close();
  });
}
