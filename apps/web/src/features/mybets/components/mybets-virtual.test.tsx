import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { MyBetsScreen } from './mybets-screen';
import { buildBet } from './mybets-test-bet';

const SEED = 'd'.repeat(64);
const HASH = 'e'.repeat(64);

const virtualBet = buildBet({
  bet_id: 9,
  short_bet_id: 'VIRT09',
  product: 'VIRTUAL',
  bet_type: 0,
  status: 'won',
  amount_paid: 150,
  legs: [
    {
      ...buildBet().legs[0]!,
      parent_match_id: 7001,
      bet_type: 0,
      match_name: 'Thames United v Hammers East',
      display: 'Thames United',
      status: 'won',
      result: '2-0',
    },
  ],
});

beforeEach(() => {
  applyTestCountry('KE');
  logIn();
});

afterEach(() => vi.unstubAllGlobals());

describe('My Bets, virtual bets', () => {
  it('the Virtual product filter lists virtual bets with their round and its seed proof', async () => {
    const fetch = stubFetch((url, init) => {
      if (url.includes('bethistory')) {
        const product = new URLSearchParams(String(init.body)).get('product');
        return jsonResponse(200, {
          data: product === 'VIRTUAL' ? [virtualBet] : [],
          meta: { page: 1, limit: 1000, total: 1 },
        });
      }
      if (url.includes('virtuals/markets?id=7001'))
        return jsonResponse(200, {
          server_time: '2026-11-21T08:05:00Z',
          round: {
            round_id: 44,
            league_id: 41047,
            season: 1,
            match_day: 12,
            status: 'finished',
            opens_at: '2026-11-21T08:00:00Z',
            kick_off: '2026-11-21T08:03:00Z',
            ends_at: '2026-11-21T08:04:00Z',
            seed_hash: HASH,
            seed: SEED,
          },
          match: {},
        });
      if (url.includes('virtuals/verify?round=44'))
        return jsonResponse(200, {
          round_id: 44,
          seed_hash: HASH,
          seed: SEED,
          hash_matches: true,
          results_match: true,
          algorithm: 'test',
          matches: [],
        });
      if (url.includes('whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
      return jsonResponse(404, {});
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    await userEvent.click(await screen.findByRole('button', { name: 'Virtual' }));
    expect(await screen.findByText('Virtual · Match-day 12 · Round 44')).toBeInTheDocument();
    expect(screen.getByText(/Thames United v Hammers East · 1X2: Thames United · 2-0/));
    expect(screen.getByText(SEED)).toBeInTheDocument();
    expect(screen.getByText(HASH)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/^Verified:/)).toBeInTheDocument();
    const products = fetch.mock.calls
      .filter(([u]) => String(u).includes('bethistory'))
      .map(([, init]) => new URLSearchParams(String(init!.body)).get('product'));
    expect(products).toEqual(['NORMAL', 'VIRTUAL']);
  });

  it('without virtuals in the country, there is no Virtual filter', async () => {
    applyTestCountry('KE', { availableProducts: ['shikisha'] });
    stubFetch((url) =>
      url.includes('bethistory')
        ? jsonResponse(200, { data: [], meta: { page: 1, limit: 1000, total: 0 } })
        : jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 }),
    );
    renderWithApp(<MyBetsScreen />, '/mybets');
    expect(await screen.findByText('You have no bets here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Virtual' })).not.toBeInTheDocument();
  });
});
