import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMatch, buildSport, calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import { SportCompetitionScreen } from './sport-competition-screen';
import { SportCountriesScreen } from './sport-countries-screen';

const categories = {
  data: [
    {
      category_id: 5,
      category_name: 'England',
      competitions: [
        { competition_id: 50, competition_name: 'Premier League', matches_count: 10 },
        { competition_id: 51, competition_name: 'Championship', matches_count: 12 },
      ],
    },
    {
      category_id: 9,
      category_name: 'Korea, Republic',
      competitions: [{ competition_id: 90, competition_name: 'K League 1', matches_count: 4 }],
    },
  ],
  meta: { sport_id: 2, sport_name: 'Ice Hockey' },
};

afterEach(() => vi.unstubAllGlobals());

describe('sport countries and competition screens', () => {
  it('lists countries with competitions linking to /s/{sport}/{category-competition}', async () => {
    stubFetch({
      '/api/sports': {
        data: [buildSport(), buildSport({ sport_id: 2, sport_name: 'Ice Hockey' })],
      },
      '/api/uo/categories': categories,
    });
    renderRoute(<SportCountriesScreen />, {
      path: '/s/:sportName/countries',
      at: '/s/ice-hockey/countries',
    });
    await userEvent.click(await screen.findByText('Korea, Republic'));
    expect(screen.getByRole('link', { name: /K League 1/ })).toHaveAttribute(
      'href',
      '/s/ice-hockey/korea-republic-k-league-1',
    );
    expect(screen.getByRole('link', { name: /Premier League/ })).toHaveAttribute(
      'href',
      '/s/ice-hockey/england-premier-league',
    );
  });

  it('resolves the competition from the route and lists only its matches', async () => {
    const fetch = stubFetch({
      '/api/sports': {
        data: [buildSport(), buildSport({ sport_id: 2, sport_name: 'Ice Hockey' })],
      },
      '/api/uo/categories': categories,
      '/api/uo/sport': {
        data: [
          buildMatch({ sport_id: 2, competition_id: 90, home_team: 'Ulsan', away_team: 'Jeonbuk' }),
        ],
        meta: { page: 1, limit: 30, total: 1, sport_id: 2, sport_name: 'Ice Hockey' },
      },
    });
    renderRoute(<SportCompetitionScreen />, {
      path: '/s/:sportName/:competitionName',
      at: '/s/ice-hockey/korea-republic-k-league-1',
    });
    expect(await screen.findByText('Ulsan')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Korea, Republic · K League 1' }),
    ).toBeInTheDocument();
    const call = calledUrls(fetch, '/api/uo/sport')[0]!;
    expect(call.searchParams.get('id')).toBe('2');
    expect(call.searchParams.get('competition')).toBe('90');
    expect(calledUrls(fetch, '/api/uo/categories')[0]!.searchParams.get('id')).toBe('2');
  });

  it('says so when the competition does not exist', async () => {
    stubFetch({ '/api/sports': { data: [buildSport()] }, '/api/uo/categories': categories });
    renderRoute(<SportCompetitionScreen />, {
      path: '/s/:sportName/:competitionName',
      at: '/s/soccer/spain-nowhere',
    });
    expect(await screen.findByText('This competition is not available')).toBeInTheDocument();
  });
});
