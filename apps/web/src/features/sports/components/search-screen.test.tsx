import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMatch, calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import { SearchScreen } from './search-screen';

afterEach(() => vi.unstubAllGlobals());

describe('SearchScreen', () => {
  it('searches once the term has 2 letters and lists matches, live ones linking to live markets', async () => {
    const fetch = stubFetch({
      '/api/search': (url: URL) => ({
        data: [
          buildMatch({ home_team: 'Arsenal', away_team: 'Chelsea' }),
          buildMatch({
            parent_match_id: 1002,
            home_team: 'Arsenal Tula',
            live: true,
            status: 'live',
            score: { home: 1, away: 0 },
          }),
        ],
        meta: { q: url.searchParams.get('q'), total: 2 },
      }),
    });
    renderRoute(<SearchScreen />, { path: '/search', at: '/search' });
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'a');
    expect(screen.getByText(/Type at least 2 letters/)).toBeInTheDocument();
    await userEvent.type(input, 'rs');
    expect(await screen.findByText('Arsenal Tula')).toBeInTheDocument();
    expect(calledUrls(fetch, '/api/search').map((u) => u.searchParams.get('q'))).toEqual(['ars']);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toContain('/m/1001');
    expect(links).toContain('/live/m/1002');
  });

  it('says when nothing matches', async () => {
    stubFetch({ '/api/search': { data: [], meta: { q: 'zzz', total: 0 } } });
    renderRoute(<SearchScreen />, { path: '/search', at: '/search?q=zzz' });
    expect(await screen.findByText('No matches found for ‘zzz’')).toBeInTheDocument();
  });
});
