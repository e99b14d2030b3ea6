import type { FixturesPrintResponse, PrintedMatch } from '@shangwe/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { renderRoute } from '../../../test/render-route';
import { FixturesPrintScreen } from './fixtures-print-screen';

const SPORTS = [
  { sport_id: 1, sport_name: 'Soccer' },
  { sport_id: 2, sport_name: 'Basketball' },
];

const printed = (over: Partial<PrintedMatch> = {}): PrintedMatch => ({
  game_id: 20413001,
  parent_match_id: 20413001,
  start_time: '2026-11-22T12:00:00.000Z',
  kickoff: '15:00',
  competition: 'Premier League',
  category: 'England',
  home_team: 'Leeds United',
  away_team: 'Hull City',
  odds: { home: '2.10', draw: '3.40', away: '3.25' },
  ...over,
});

function answer(url: URL): FixturesPrintResponse {
  const sportId = Number(url.searchParams.get('sport_id') ?? 1);
  const day = url.searchParams.get('day') ?? '2026-11-21';
  const soccer = sportId === 1;
  return {
    data: {
      sport_id: sportId,
      sport_name: soccer ? 'Soccer' : 'Basketball',
      day,
      country: url.searchParams.get('country') ?? 'KE',
      time_zone: 'Africa/Nairobi',
      days: ['2026-11-21', '2026-11-22', '2026-11-23'],
      sports: SPORTS,
      has_draw: soccer,
      matches: soccer
        ? [
            printed({ game_id: 20413001 + (day === '2026-11-22' ? 100 : 0) }),
            printed({ game_id: 20413002, home_team: 'Derby County', away_team: 'York Town' }),
          ]
        : [
            printed({
              game_id: 20414001,
              home_team: 'Boston',
              away_team: 'Denver',
              odds: { home: '1.55', draw: '', away: '2.40' },
            }),
          ],
    },
  };
}

beforeEach(() => {
  applyTestCountry('KE');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FixturesPrintScreen', () => {
  it("lists the day's coming matches with game ids and 1 X 2 odds, and a PDF of the same list", async () => {
    const fetch = stubFetch({ '/api/fixtures/print': answer });
    renderRoute(<FixturesPrintScreen />, { path: '/download-fixtures', at: '/download-fixtures' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game ID', 'Time', 'Match', '1', 'X', '2']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '20413001',
      '15:00',
      'Leeds United v Hull CityEngland · Premier League',
      '2.10',
      '3.40',
      '3.25',
    ]);
    expect(screen.getByText('Soccer, Saturday 21/11/2026. Kick-off times in Africa/Nairobi.'));
    const [first] = calledUrls(fetch, '/api/fixtures/print');
    expect(Object.fromEntries(first!.searchParams)).toEqual({ sport_id: '1', country: 'KE' });
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/fixtures/print.pdf?sport_id=1&day=2026-11-21&country=KE',
    );
  });

  it('filters by sport and day: a two-way sport has no X column', async () => {
    const fetch = stubFetch({ '/api/fixtures/print': answer });
    const user = userEvent.setup();
    renderRoute(<FixturesPrintScreen />, { path: '/download-fixtures', at: '/download-fixtures' });
    await screen.findByText('Leeds United v Hull City');

    const day = screen.getByRole('combobox', { name: 'Day' });
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Today', 'Tomorrow', 'Mon 23/11']);
    await user.selectOptions(day, '2026-11-22');
    expect(await screen.findByText('20413101')).toBeInTheDocument();
    expect(calledUrls(fetch, '/api/fixtures/print').at(-1)!.searchParams.get('day')).toBe(
      '2026-11-22',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), '2');
    expect(await screen.findByText('Boston v Denver')).toBeInTheDocument();
    const last = calledUrls(fetch, '/api/fixtures/print').at(-1)!;
    expect(last.searchParams.get('sport_id')).toBe('2');
    // A new sport starts again from its first day.
    expect(last.searchParams.get('day')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'X' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toContain(
      'sport_id=2',
    );
  });

  it('prints through the browser', async () => {
    stubFetch({ '/api/fixtures/print': answer });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoute(<FixturesPrintScreen />, { path: '/download-fixtures', at: '/download-fixtures' });
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing to print, and shows the server message of a refused filter', async () => {
    stubFetch({
      '/api/fixtures/print': (url: URL) =>
        url.searchParams.get('sport_id') === '2'
          ? new Response(JSON.stringify({ error: { message: 'Choose a sport from the list' } }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : { data: { ...answer(url).data, matches: [] } },
    });
    const user = userEvent.setup();
    renderRoute(<FixturesPrintScreen />, { path: '/download-fixtures', at: '/download-fixtures' });
    expect(
      await screen.findByText('No matches to print for this sport and day.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), '2');
    expect(await screen.findByText('Choose a sport from the list')).toBeInTheDocument();
  });
});
