/**
 * Issue 28: a card says what the bettor actually got and what the bet is. A cashed-out bet shows
 * its cash-out amount (not the payout it gave up), pool entries show their product and lines with
 * no odds, payout or Rebet, and a free-bet stake is marked as a free bet.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetSummary } from '@shangwe/contract';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { betSummaryLine, canRebet, closingFigure, isPoolEntry } from './bet-kind';
import { buildBet } from './mybets-test-bet';
import { MyBetsScreen } from './mybets-screen';

const names = {
  shikishaName: 'Shikisha',
  sababishaName: 'Sababisha',
  splitPotName: 'Split Pot',
  boostedName: 'Boosted Multibet',
};

const jackpotEntry = (overrides: Partial<BetSummary> = {}) =>
  buildBet({
    bet_id: 7,
    short_bet_id: 'JP7777',
    product: 'JACKPOT',
    total_odd: 1,
    possible_win: 0,
    final_payout: 0,
    excise_tax: 0,
    withholding_tax: 0,
    stake: 99,
    lines: 2,
    legs_count: 13,
    ...overrides,
  });

beforeEach(() => {
  applyTestCountry('KE');
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('bet kinds (pure)', () => {
  it('reads a cashed-out bet by what it paid', () => {
    const bet = buildBet({ status: 'cashed_out', amount_paid: 95, final_payout: 701.51 });
    expect(closingFigure(bet)).toEqual({ label: 'Cashed out for', amount: 95 });
  });

  it('reads a pool entry by its product and lines, with no payout known in advance', () => {
    const entry = jackpotEntry();
    expect(isPoolEntry(entry)).toBe(true);
    expect(canRebet(entry)).toBe(false);
    expect(betSummaryLine(entry, names)).toBe('Jackpot · 13 matches · 2 lines');
    expect(closingFigure(entry)).toEqual({ label: 'Prize', amount: null });
    expect(betSummaryLine(jackpotEntry({ product: 'SABABISHA', lines: 1 }), names)).toBe(
      'Sababisha · 13 matches · 1 line',
    );
  });

  it('keeps Rebet for sportsbook bets only', () => {
    expect(canRebet(buildBet())).toBe(true);
    expect(canRebet(buildBet({ product: 'BOOSTED' }))).toBe(false);
    expect(betSummaryLine(buildBet({ product: 'BOOSTED' }), names)).toBe(
      'Boosted Multibet · Single · Lions v Tigers',
    );
  });
});

describe('My Bets cards', () => {
  it('shows the cash-out amount, the pool entry and the free bet as they are', async () => {
    stubFetch((url) => {
      if (url.includes('bethistory'))
        return jsonResponse(200, {
          data: [
            buildBet({ bet_id: 1, status: 'cashed_out', amount_paid: 95, final_payout: 701.51 }),
            jackpotEntry(),
            buildBet({ bet_id: 3, short_bet_id: 'FREE33', is_freebet: true, stake: 50 }),
          ],
          meta: { page: 1, limit: 1000, total: 3 },
        });
      return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
    });
    renderWithApp(<MyBetsScreen />);
    const cards = await screen.findAllByTestId('bet-card');
    expect(cards).toHaveLength(3);

    const [cashedOut, entry, free] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(cashedOut).getByText('Cashed out for')).toBeInTheDocument();
    expect(within(cashedOut).getByTestId('bet-card-payout')).toHaveTextContent(/^KES 95$/);
    expect(within(cashedOut).queryByText(/701/)).toBeNull();

    expect(within(entry).getByTestId('bet-card-summary')).toHaveTextContent(
      'Jackpot · 13 matches · 2 lines',
    );
    expect(within(entry).queryByText('Total Odds')).toBeNull();
    expect(within(entry).queryByRole('button', { name: 'Rebet' })).toBeNull();
    expect(within(entry).getByTestId('bet-card-payout')).toHaveTextContent('Pool share');

    expect(within(free).getAllByText('Free bet').length).toBeGreaterThanOrEqual(1);
    expect(within(free).getByRole('button', { name: 'Rebet' })).toBeInTheDocument();
  });
});
