import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useNoticeStore } from '../../../shared/notice-store';
import {
  buildMarket,
  buildMatch,
  buildOdd,
  calledUrls,
  stubFetch,
} from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { renderRoute } from '../../../test/render-route';
import { ShikishaMarketsScreen } from './shikisha-markets-screen';
import { ShikishaScreen } from './shikisha-screen';

const ARSENAL = buildMatch({ parent_match_id: 501, home_team: 'Arsenal', away_team: 'Chelsea' });
const LAKERS = buildMatch({
  parent_match_id: 502,
  sport_id: 2,
  sport_name: 'Basketball',
  home_team: 'Lakers',
  away_team: 'Celtics',
});

function totals(parentMatchId: number) {
  return buildMarket({
    parentMatchId,
    sub_type_id: 18,
    name: 'Total',
    special_bet_value: 'total=2.5',
    odds: [
      buildOdd({
        odd_key: 'over',
        display: 'Over 2.5',
        odd_value: 1.9,
        special_bet_value: 'total=2.5',
      }),
      buildOdd({
        odd_key: 'under',
        display: 'Under 2.5',
        odd_value: 1.95,
        special_bet_value: 'total=2.5',
      }),
    ].map((o) => ({ ...o, parent_match_id: parentMatchId, sub_type_id: 18 })),
  });
}

function marketsOf(match: typeof ARSENAL) {
  return {
    data: {
      ...match,
      groups: [
        { name: 'Result', markets: [buildMarket({ parentMatchId: match.parent_match_id })] },
        { name: 'Goals', markets: [totals(match.parent_match_id)] },
      ],
    },
  };
}

beforeEach(() => {
  applyTestCountry('KE', { availableProducts: ['shikisha'] });
  useBetslipStore.getState().clear('shikisha');
  useNoticeStore.getState().clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('the Shikisha list', () => {
  it('lists the matches that offer Shikisha, filters by sport and asks by day and search', async () => {
    const fetch = stubFetch({
      '/api/betbuilder/matches': {
        data: [ARSENAL, LAKERS],
        meta: { page: 1, limit: 200, total: 2 },
      },
    });
    renderRoute(<ShikishaScreen />, { path: '/shikisha', at: '/shikisha' });
    expect(await screen.findByText('Arsenal')).toBeInTheDocument();
    expect(screen.getByText('Lakers')).toBeInTheDocument();
    expect(screen.getAllByTestId('shikisha-match')[0]).toHaveAttribute(
      'href',
      '/shikisha/markets/501',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Basketball' }));
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
    expect(screen.getByText('Lakers')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() =>
      expect(calledUrls(fetch, '/api/betbuilder/matches').at(-1)?.searchParams.get('date')).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      ),
    );
    await userEvent.type(screen.getByRole('searchbox'), 'arse');
    await waitFor(() =>
      expect(calledUrls(fetch, '/api/betbuilder/matches').at(-1)?.searchParams.get('q')).toBe(
        'arse',
      ),
    );
  });

  it('says so when no match offers it', async () => {
    stubFetch({ '/api/betbuilder/matches': { data: [], meta: { page: 1, limit: 200, total: 0 } } });
    renderRoute(<ShikishaScreen />, { path: '/shikisha', at: '/shikisha' });
    expect(await screen.findByTestId('shikisha-none')).toBeInTheDocument();
  });
});

describe('the Shikisha builder', () => {
  function open() {
    stubFetch({
      '/api/betbuilder/markets': marketsOf(ARSENAL),
      '/api/betbuilder/quote': { parent_match_id: 501, total_odd: 3.75, live: false, picks: [] },
    });
    return renderRoute(<ShikishaMarketsScreen />, {
      path: '/shikisha/markets/:parentMatchId',
      at: '/shikisha/markets/501',
    });
  }

  it('groups the markets, toggles picks one per market line and shows the combined price', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Result' })).toBeInTheDocument();
    const goals = screen.getByRole('region', { name: 'Goals' });

    await userEvent.click(screen.getByRole('button', { name: '1X2 1 2.1' }));
    await userEvent.click(within(goals).getByRole('button', { name: 'Total 2.5 Over 2.5 1.9' }));
    expect(useBetslipStore.getState().slips.shikisha).toHaveLength(2);
    // Another outcome of the same line replaces the pick.
    await userEvent.click(within(goals).getByRole('button', { name: 'Total 2.5 Under 2.5 1.95' }));
    const picks = useBetslipStore.getState().slips.shikisha;
    expect(picks.map((p) => p.odd.odd_key)).toEqual(['1', 'under']);
    expect(picks[1]!.market_name).toBe('Total 2.5');

    const bar = screen.getByTestId('shikisha-summary');
    expect(bar).toHaveTextContent('2 picks');
    await waitFor(() =>
      expect(screen.getByTestId('shikisha-summary-odds')).toHaveTextContent('3.75'),
    );
    // The same outcome again removes it.
    await userEvent.click(screen.getByRole('button', { name: '1X2 1 2.1' }));
    expect(useBetslipStore.getState().slips.shikisha).toHaveLength(1);
  });

  it('builds one match per bet: a pick of another match is refused with the reason', async () => {
    useBetslipStore.getState().setPicks('shikisha', [
      {
        ...useBetslipStore.getState().slips.shikisha[0],
        matchId: 9,
        parent_match_id: 999,
        sub_type_id: 1,
        market_name: '1X2',
        home_team: 'Lyon',
        away_team: 'Nice',
        startTime: ARSENAL.start_time,
        live: false,
        active: true,
        sport_id: 1,
        odd: {
          display: '1',
          odd_key: '1',
          odd_value: 2,
          outcome_id: '1',
          special_bet_value: '',
          parent_match_id: 999,
          sport_id: 1,
        },
      },
    ]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: '1X2 1 2.1' }));
    expect(useNoticeStore.getState().queue.at(-1)?.message).toBe(
      'All picks of a Shikisha bet must come from the same match',
    );
    expect(useBetslipStore.getState().slips.shikisha).toHaveLength(1);
  });

  it('names every outcome in full and in sentence case, led by its key (1X, 12, X2; 1/X)', async () => {
    const outcomes = (subTypeId: number, name: string, list: Array<[string, string, number]>) =>
      buildMarket({
        parentMatchId: 501,
        sub_type_id: subTypeId,
        name,
        odds: list.map(([odd_key, display, odd_value]) => ({
          ...buildOdd({ odd_key, display, odd_value }),
          parent_match_id: 501,
          sub_type_id: subTypeId,
        })),
      });
    stubFetch({
      '/api/betbuilder/markets': {
        data: {
          ...ARSENAL,
          home_team: 'Peterborough United',
          away_team: 'Wigan Athletic',
          groups: [
            {
              name: 'Result',
              markets: [
                outcomes(10, 'Double chance', [
                  ['1/X', 'Peterborough United or draw', 1.21],
                  ['1/2', 'Peterborough United or Wigan Athletic', 1.26],
                  ['X/2', 'draw or Wigan Athletic', 1.89],
                ]),
                outcomes(47, 'Halftime/fulltime', [['1/X', 'Peterborough United/draw', 14.5]]),
              ],
            },
          ],
        },
      },
    });
    renderRoute(<ShikishaMarketsScreen />, {
      path: '/shikisha/markets/:parentMatchId',
      at: '/shikisha/markets/501',
    });
    const markets = await screen.findAllByTestId('shikisha-market');
    const buttons = within(markets[0]!).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '1XPeterborough United or Draw1.21',
      '12Peterborough United or Wigan Athletic1.26',
      'X2Draw or Wigan Athletic1.89',
    ]);
    // Long names go one per line, so nothing is cut.
    expect(markets[0]!.querySelector('.shk-market__odds--list')).not.toBeNull();
    expect(within(markets[1]!).getByRole('button')).toHaveTextContent(
      '1/XPeterborough United/Draw14.50',
    );
    expect(
      screen.getByRole('button', { name: 'Double chance X2 Draw or Wigan Athletic 1.89' }),
    ).toBeInTheDocument();
  });
});
