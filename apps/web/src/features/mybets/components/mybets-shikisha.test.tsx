import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetLeg, BetSummary } from '@shangwe/contract';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { MyBetsScreen } from './mybets-screen';

function leg(market: string, display: string, status: BetLeg['status']): BetLeg {
  return {
    parent_match_id: 5,
    sub_type_id: 1,
    special_bet_value: '',
    bet_pick: display,
    outcome_id: '1',
    odd_value: 1.9,
    sport_id: 1,
    bet_type: 5,
    home_team: 'Lions',
    away_team: 'Tigers',
    match_name: 'Lions v Tigers',
    market_name: market,
    display,
    start_time: '2026-11-21T12:00:00Z',
    status,
    result: null,
  };
}

const SHIKISHA_BET: BetSummary = {
  bet_id: 77,
  short_bet_id: 'SK77AA',
  ref: 'R77',
  product: 'SHIKISHA',
  bet_type: 5,
  status: 'lost',
  created: '2026-11-21T08:00:00Z',
  settled_at: '2026-11-21T14:00:00Z',
  stake: 100,
  excise_tax: 6.98,
  total_odd: 4.2,
  possible_win: 390.69,
  withholding_tax: 58.14,
  bonus: 0,
  final_payout: 332.55,
  points: 3.9,
  amount_paid: 0,
  reject_reason: null,
  legs_count: 3,
  can_cancel: false,
  legs: [
    leg('1X2', 'Lions', 'won'),
    { ...leg('Total', 'Over 2.5', 'lost'), special_bet_value: 'total=2.5' },
    leg('Both Teams To Score', 'Yes', 'won'),
  ],
};

beforeEach(() => {
  applyTestCountry('KE', { availableProducts: ['shikisha'] });
  logIn();
});

afterEach(() => vi.unstubAllGlobals());

describe('My Bets product filter', () => {
  it('lists Shikisha bets apart, with each pick and its result', async () => {
    const products: (string | null)[] = [];
    stubFetch((url, init) => {
      if (url.includes('bethistory')) {
        const product = new URLSearchParams(String(init.body)).get('product');
        products.push(product);
        return jsonResponse(200, {
          data: product === 'SHIKISHA' ? [SHIKISHA_BET] : [],
          meta: { page: 1, limit: 1000, total: 1 },
        });
      }
      if (url.includes('whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
      return jsonResponse(404, {});
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    expect(await screen.findByText('You have no bets here yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shikisha' }));
    const legs = await screen.findByTestId('shikisha-bet-legs');
    expect(legs).toHaveTextContent('Shikisha (3 picks) · Lions v Tigers');
    expect(within(legs).getByText('Total 2.5: Over 2.5 · Lost')).toBeInTheDocument();
    expect(within(legs).getByText('1X2: Lions · Won')).toBeInTheDocument();
    expect(products).toEqual(['NORMAL', 'SHIKISHA']);
  });

  it('offers no Shikisha filter where Shikisha is not offered, only Normal and Sababisha', async () => {
    applyTestCountry('KE', { availableProducts: [] });
    stubFetch(() => jsonResponse(200, { data: [], meta: { page: 1, limit: 1000, total: 0 } }));
    renderWithApp(<MyBetsScreen />, '/mybets');
    expect(await screen.findByText('You have no bets here yet.')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Product' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Normal', 'Sababisha']);
  });

  it('lets a Nigerian bettor filter virtual and jackpot bets, with no Shikisha', async () => {
    applyTestCountry('NG');
    const products: (string | null)[] = [];
    stubFetch((url, init) => {
      if (url.includes('bethistory'))
        products.push(new URLSearchParams(String(init.body)).get('product'));
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 1000, total: 0 } });
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    expect(await screen.findByText('You have no bets here yet.')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Product' });
    expect(within(filter).getByRole('button', { name: 'Virtual' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Jackpots' })).toBeInTheDocument();
    expect(within(filter).queryByRole('button', { name: 'Shikisha' })).not.toBeInTheDocument();
    await userEvent.click(within(filter).getByRole('button', { name: 'Jackpots' }));
    await userEvent.click(within(filter).getByRole('button', { name: 'Virtual' }));
    await waitFor(() => expect(products).toEqual(['NORMAL', 'JACKPOT', 'VIRTUAL']));
  });
});
