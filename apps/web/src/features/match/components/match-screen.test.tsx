import type { MatchUpdateMessage, OddsChangeMessage } from '@shangwe/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchListener } from '../../../lib/socket-client';
import {
  buildMarket,
  buildMatchDetail,
  buildOdd,
  calledUrls,
  stubFetch,
} from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import { LiveMarketsScreen, PrebetMarketsScreen } from './match-screen';

const listeners = new Map<number, MatchListener>();
vi.mock('../../../lib/socket-client', () => ({
  socketClient: {
    subscribeMatch: (id: number, listener: MatchListener) => {
      listeners.set(id, listener);
      return () => listeners.delete(id);
    },
  },
}));

function totals(line: string, over: number, under: number) {
  return buildMarket({
    sub_type_id: 18,
    name: 'Total',
    special_bet_value: `total=${line}`,
    odds: [
      buildOdd({
        odd_key: 'over',
        outcome_id: '12',
        display: `Over ${line}`,
        odd_value: over,
        sub_type_id: 18,
        special_bet_value: `total=${line}`,
      }),
      buildOdd({
        odd_key: 'under',
        outcome_id: '13',
        display: `Under ${line}`,
        odd_value: under,
        sub_type_id: 18,
        special_bet_value: `total=${line}`,
      }),
    ],
  });
}

beforeEach(() => listeners.clear());

/** Delivers a push as the socket would; the query cache notifies its observers on a timer. */
async function deliver(event: Parameters<MatchListener>[0]) {
  // The screen subscribes in an effect, which may run after the first paint.
  await waitFor(() => expect(listeners.get(event.payload.parent_match_id)).toBeDefined());
  await act(async () => {
    listeners.get(event.payload.parent_match_id)!(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
afterEach(() => vi.unstubAllGlobals());

describe('PrebetMarketsScreen', () => {
  it('shows every market grouped by type with lines, and groups collapse and expand', async () => {
    const fetch = stubFetch({
      '/api/match': {
        data: buildMatchDetail({
          markets: [
            buildMarket(),
            totals('3.5', 2.9, 1.4),
            totals('1.5', 1.3, 3.4),
            totals('2.5', 1.9, 1.9),
          ],
        }),
      },
    });
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/1001' });
    const groups = await screen.findAllByTestId('market-group');
    expect(groups).toHaveLength(2);
    expect(calledUrls(fetch, '/api/match')[0]!.searchParams.get('parent_match_id')).toBe('1001');
    // The short game id bettors type by SMS and USSD (issue 36).
    expect(screen.getByTestId('match-game-id')).toHaveTextContent('ID 11001');
    const total = groups[1]!;
    expect(
      within(total)
        .getAllByRole('button', { name: /^Total Over/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Total Over 1.5 1.30', 'Total Over 2.5 1.90', 'Total Over 3.5 2.90']);
    const toggle = within(total).getByRole('button', { name: /Total/, expanded: true });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(total).queryByRole('button', { name: /^Total Over/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(within(total).getAllByRole('button', { name: /^Total Over/ })).toHaveLength(3);
  });

  it('applies websocket odds changes and suspensions without a reload', async () => {
    stubFetch({ '/api/match': { data: buildMatchDetail() } });
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/1001' });
    const home = await screen.findByRole('button', { name: '1X2 1 2.10' });
    const push = (markets: OddsChangeMessage['markets']) =>
      deliver({
        type: 'odds',
        payload: { parent_match_id: 1001, match_id: 10010, markets, ts: 1 },
      });

    await push([
      {
        sub_type_id: 1,
        special_bet_value: '',
        bet_status: 'ACTIVE',
        odds: [{ odd_key: '1', outcome_id: '1', odd_value: 2.4, result: null }],
      },
    ]);
    expect(home).toHaveAccessibleName('1X2 1 2.40');
    expect(home).toHaveAttribute('data-movement', 'up');

    await push([{ sub_type_id: 1, special_bet_value: '', bet_status: 'STOPPED', odds: [] }]);
    expect(home).toBeDisabled();
    expect(home).toHaveAccessibleName('1X2 1 Locked');
    expect(screen.getByText('Suspended')).toBeInTheDocument();

    await push([{ sub_type_id: 1, special_bet_value: '', bet_status: 'ACTIVE', odds: [] }]);
    expect(home).toBeEnabled();
  });

  it('says the match is not available for an unknown id', async () => {
    stubFetch({});
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/999' });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });
});

describe('LiveMarketsScreen', () => {
  it('shows the live score and a clock that ticks locally and follows socket corrections', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetch = stubFetch({
        '/api/live/match': {
          data: buildMatchDetail({
            status: 'live',
            live: true,
            period: '1st half',
            score: { home: 1, away: 0 },
            clock_seconds: 1200,
            clock_running: true,
            match_time: '20:00',
          }),
        },
      });
      renderRoute(<LiveMarketsScreen />, { path: '/live/m/:matchId', at: '/live/m/1001' });
      expect(await screen.findByTestId('match-score')).toHaveTextContent('1 - 0');
      expect(calledUrls(fetch, '/api/live/match')).toHaveLength(1);
      const clock = screen.getByTestId('match-clock');
      expect(clock).toHaveTextContent('20:00');
      await act(async () => vi.advanceTimersByTime(2000));
      expect(clock).toHaveTextContent('20:02');

      const update: MatchUpdateMessage = {
        parent_match_id: 1001,
        sport_id: 1,
        status: 'live',
        live: true,
        period: '1st half',
        score: { home: 2, away: 0 },
        clock_seconds: 1500,
        clock_running: true,
        match_time: '25:00',
        score_detail: {},
        ts: 2,
      };
      await deliver({ type: 'match', payload: update });
      expect(screen.getByTestId('match-score')).toHaveTextContent('2 - 0');
      expect(screen.getByTestId('match-clock')).toHaveTextContent('25:00');
    } finally {
      vi.useRealTimers();
    }
  });
});
