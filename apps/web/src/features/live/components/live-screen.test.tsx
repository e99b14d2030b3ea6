import type { LiveSportsResponse } from '@shangwe/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchListener } from '../../../lib/socket-client';
import { buildMatch, calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import { LIVE_SKELETON_ROWS } from './live-list-skeleton';
import { FIRST_ROWS, LiveScreen, ROWS_PER_STEP } from './live-screen';

const listeners = new Map<number, MatchListener>();
vi.mock('../../../lib/socket-client', () => ({
  socketClient: {
    subscribeMatch: (id: number, listener: MatchListener) => {
      listeners.set(id, listener);
      return () => listeners.delete(id);
    },
  },
}));

const liveSports: LiveSportsResponse = {
  data: [
    { sport_id: 1, sport_name: 'Soccer', live_matches: 2 },
    { sport_id: 4, sport_name: 'Table Tennis', live_matches: 1 },
    { sport_id: 5, sport_name: 'Cricket', live_matches: 0 },
  ],
  total_live_matches: 3,
  total_streamable_matches: 1,
};

const live = (id: number, overrides = {}) =>
  buildMatch({
    parent_match_id: id,
    status: 'live',
    live: true,
    period: '2nd half',
    score: { home: 1, away: 1 },
    clock_seconds: 3600,
    clock_running: true,
    match_time: '60:00',
    ...overrides,
  });

beforeEach(() => listeners.clear());
afterEach(() => vi.unstubAllGlobals());

describe('LiveScreen', () => {
  it('shows 10 skeleton rows while loading', async () => {
    stubFetch({ '/api/live/sports': liveSports, '/api/live/matches': () => new Promise(() => {}) });
    renderRoute(<LiveScreen />, { path: '/live', at: '/live' });
    expect(await screen.findAllByTestId('live-skeleton-row')).toHaveLength(LIVE_SKELETON_ROWS);
  });

  it("lists 'All Sports', 'Watch Live' and each sport with live matches with its count", async () => {
    stubFetch({
      '/api/live/sports': liveSports,
      '/api/live/matches': {
        data: [live(1), live(2), live(3, { sport_id: 4, sport_name: 'Table Tennis' })],
        meta: { total: 3 },
      },
    });
    renderRoute(<LiveScreen />, { path: '/live', at: '/live' });
    const nav = await screen.findByTestId('live-sports-nav');
    await within(nav).findByText('Soccer');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/live', 'All Sports3'],
      ['/live/streamable', 'Watch Live1'],
      ['/live/soccer', 'Soccer2'],
      ['/live/table-tennis', 'Table Tennis1'],
    ]);
    expect(await screen.findAllByTestId('live-row')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Table Tennis' })).toBeInTheDocument();
  });

  it('draws a screenful of a long list first, then the rest a few rows at a time, in order', async () => {
    const total = FIRST_ROWS + 2 * ROWS_PER_STEP + 1;
    const ids = Array.from({ length: total }, (_, i) => 100 + i);
    stubFetch({
      '/api/live/sports': liveSports,
      '/api/live/matches': {
        data: ids.map((id, i) =>
          // The last matches are another sport: its group appears once its rows are due.
          i < total - 3 ? live(id) : live(id, { sport_id: 4, sport_name: 'Table Tennis' }),
        ),
        meta: { total },
      },
    });
    renderRoute(<LiveScreen />, { path: '/live', at: '/live' });
    const first = await screen.findAllByTestId('live-row');
    expect(first).toHaveLength(FIRST_ROWS);
    expect(screen.queryByRole('heading', { name: 'Table Tennis' })).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('live-row')).toHaveLength(total), {
      timeout: 10_000,
    });
    expect(screen.getByRole('heading', { name: 'Table Tennis' })).toBeInTheDocument();
  });

  it('adds no rows below a screenful until the bettor scrolls, when the end is off screen', async () => {
    const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(callback);
        }
        observe() {
          observed.at(-1)!([{ isIntersecting: false }]);
        }
        disconnect() {}
      },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const total = FIRST_ROWS + 2 * ROWS_PER_STEP;
      stubFetch({
        '/api/live/sports': liveSports,
        '/api/live/matches': {
          data: Array.from({ length: total }, (_, i) => live(200 + i)),
          meta: { total },
        },
      });
      renderRoute(<LiveScreen />, { path: '/live', at: '/live' });
      expect(await screen.findAllByTestId('live-row')).toHaveLength(FIRST_ROWS);
      // Many idle periods pass: the list's end stays off screen, so nothing is added.
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.getAllByTestId('live-row')).toHaveLength(FIRST_ROWS);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(screen.getAllByTestId('live-row')).toHaveLength(total));
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('filters by the sport in the route and by streamable for Watch Live', async () => {
    const fetch = stubFetch({
      '/api/live/sports': liveSports,
      '/api/live/matches': { data: [live(3, { sport_id: 4 })], meta: { total: 1 } },
    });
    const { unmount } = renderRoute(<LiveScreen />, {
      path: '/live/:sportName',
      at: '/live/table-tennis',
    });
    await screen.findAllByTestId('live-row');
    expect(calledUrls(fetch, '/api/live/matches')[0]!.searchParams.get('sport_id')).toBe('4');
    unmount();

    renderRoute(<LiveScreen />, { path: '/live/:sportName', at: '/live/streamable' });
    await screen.findAllByTestId('live-row');
    const last = calledUrls(fetch, '/api/live/matches').at(-1)!;
    expect(last.searchParams.get('streamable')).toBe('1');
    expect(last.searchParams.get('sport_id')).toBeNull();
  });

  it("shows 'Live sports not available' with a Refresh that asks again", async () => {
    let answer = { data: [] as ReturnType<typeof live>[], meta: { total: 0 } };
    const fetch = stubFetch({ '/api/live/sports': liveSports, '/api/live/matches': () => answer });
    renderRoute(<LiveScreen />, { path: '/live', at: '/live' });
    expect(await screen.findByText('Live sports not available')).toBeInTheDocument();
    answer = { data: [live(7, { home_team: 'Late Kick-off FC' })], meta: { total: 1 } };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Late Kick-off FC')).toBeInTheDocument();
    expect(calledUrls(fetch, '/api/live/matches')).toHaveLength(2);
  });

  it('updates a row from socket pushes (score and odds)', async () => {
    stubFetch({
      '/api/live/sports': liveSports,
      '/api/live/matches': { data: [live(1)], meta: { total: 1 } },
    });
    renderRoute(<LiveScreen />, { path: '/live', at: '/live' });
    const row = await screen.findByTestId('live-row');
    // The row subscribes in an effect, which may run after the first paint.
    await waitFor(() => expect(listeners.get(1)).toBeDefined());
    await act(async () => {
      listeners.get(1)!({
        type: 'odds',
        payload: {
          parent_match_id: 1,
          match_id: 10,
          markets: [
            {
              sub_type_id: 1,
              special_bet_value: '',
              bet_status: 'STOPPED',
              odds: [{ odd_key: '2', outcome_id: '3', odd_value: 3.1, result: null }],
            },
          ],
          ts: 1,
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(row).getByRole('button', { name: '1X2 2 Locked' })).toBeDisabled();
  });
});
