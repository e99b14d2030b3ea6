import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { buildMatch, buildSport, calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { renderRoute } from '../../../test/render-route';
import { HomeScreen } from './home-screen';
import { forgetRenderedRows } from './match-list';

function page(
  sportId: number,
  matches: ReturnType<typeof buildMatch>[],
  total = matches.length,
  page = 1,
) {
  return { data: matches, meta: { page, limit: 30, total, sport_id: sportId, sport_name: 'x' } };
}

beforeEach(() => {
  useBetslipStore.getState().clear('main');
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetRenderedRows();
});

describe('HomeScreen', () => {
  it('shows sport tabs and the highlights of the first sport with main-market odds buttons', async () => {
    const fetch = stubFetch({
      '/api/sports': {
        data: [
          buildSport(),
          buildSport({ sport_id: 2, sport_name: 'Basketball' }),
          buildSport({ sport_id: 3, sport_name: 'Cricket', total_matches: 0 }),
        ],
      },
      '/api/uo/sport': (url: URL) =>
        url.searchParams.get('id') === '2'
          ? page(2, [
              buildMatch({
                parent_match_id: 2001,
                sport_id: 2,
                home_team: 'Lakers',
                away_team: 'Celtics',
              }),
            ])
          : page(1, [
              buildMatch(),
              buildMatch({ parent_match_id: 1002, home_team: 'Leeds', away_team: 'Wolves' }),
            ]),
    });
    renderRoute(<HomeScreen />);

    const tabs = await screen.findByRole('tablist', { name: 'Sports' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Soccer', 'Basketball']);
    expect(within(tabs).getByRole('tab', { name: 'Soccer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Arsenal')).toBeInTheDocument();
    expect(screen.getAllByTestId('match-row')).toHaveLength(2);
    // Each row shows the match's short game id (issue 36).
    expect(screen.getAllByTestId('match-row')[0]).toHaveTextContent('ID 11001');
    const soccerCall = calledUrls(fetch, '/api/uo/sport')[0]!;
    expect(soccerCall.searchParams.get('id')).toBe('1');
    expect(soccerCall.searchParams.get('live')).toBe('0');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Basketball' }));
    expect(await screen.findByText('Lakers')).toBeInTheDocument();
    expect(screen.queryByText('Arsenal')).not.toBeInTheDocument();
  });

  it('adds the tapped outcome to the normal betslip and highlights it', async () => {
    stubFetch({
      '/api/sports': { data: [buildSport()] },
      '/api/uo/sport': page(1, [buildMatch()]),
    });
    renderRoute(<HomeScreen />);
    const home = await screen.findByRole('button', { name: '1X2 1 2.10' });
    await userEvent.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    const picks = useBetslipStore.getState().slips.main;
    expect(picks).toHaveLength(1);
    expect(picks[0]).toMatchObject({
      parent_match_id: 1001,
      sub_type_id: 1,
      home_team: 'Arsenal',
      live: false,
      odd: { odd_key: '1', odd_value: 2.1, outcome_id: '1', special_bet_value: '' },
    });

    // Same match, other outcome: replaces (one pick per match).
    await userEvent.click(screen.getByRole('button', { name: '1X2 X 3.20' }));
    expect(useBetslipStore.getState().slips.main).toHaveLength(1);
    expect(home).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads the next page with Load more', async () => {
    const fetch = stubFetch({
      '/api/sports': { data: [buildSport()] },
      '/api/uo/sport': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? page(1, [buildMatch({ parent_match_id: 1031, home_team: 'Page Two FC' })], 31, 2)
          : page(
              1,
              Array.from({ length: 30 }, (_, i) => buildMatch({ parent_match_id: 1001 + i })),
              31,
              1,
            ),
    });
    renderRoute(<HomeScreen />);
    // Each press shows ROWS_STEP more of the loaded rows; once all 30 show, it loads page 2.
    for (const shown of [10, 20, 30]) {
      await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(shown));
      expect(calledUrls(fetch, '/api/uo/sport')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    }
    expect(await screen.findByText('Page Two FC')).toBeInTheDocument();
    expect(screen.getAllByTestId('match-row')).toHaveLength(31);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(calledUrls(fetch, '/api/uo/sport').map((u) => u.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows the default error text with Retry when the list fails', async () => {
    stubFetch({ '/api/sports': { data: [buildSport()] } });
    renderRoute(<HomeScreen />);
    expect(await screen.findByText('An error occurred, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows kick-off as DD/MM HH:mm in the country's time zone", async () => {
    applyTestCountry('KE');
    stubFetch({
      '/api/sports': { data: [buildSport()] },
      '/api/uo/sport': page(1, [buildMatch({ start_time: '2026-11-22T15:00:00.000Z' })]),
    });
    renderRoute(<HomeScreen />);
    // Africa/Nairobi is UTC+3.
    expect(await screen.findByText('22/11 18:00')).toBeInTheDocument();
  });

  it('asks for the next page only when the end of the rendered list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observed.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    const fetch = stubFetch({
      '/api/sports': { data: [buildSport()] },
      '/api/uo/sport': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? page(1, [buildMatch({ parent_match_id: 1031, home_team: 'Page Two FC' })], 31, 2)
          : page(
              1,
              Array.from({ length: 30 }, (_, i) => buildMatch({ parent_match_id: 1001 + i })),
              31,
              1,
            ),
    });
    renderRoute(<HomeScreen />);
    // The end coming into view first shows more of the loaded rows, then asks for page 2.
    for (const shown of [10, 20, 30]) {
      await waitFor(() => expect(screen.getAllByTestId('match-row')).toHaveLength(shown));
      await waitFor(() => expect(observed.some((o) => o.target)).toBe(true));
      expect(calledUrls(fetch, '/api/uo/sport')).toHaveLength(1);
      const watcher = observed.filter((o) => o.target).at(-1)!;
      observed.length = 0;
      await act(async () => {
        watcher.callback(
          [{ isIntersecting: true, target: watcher.target! } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
    }
    expect(await screen.findByText('Page Two FC')).toBeInTheDocument();
    expect(calledUrls(fetch, '/api/uo/sport').map((u) => u.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });
});
