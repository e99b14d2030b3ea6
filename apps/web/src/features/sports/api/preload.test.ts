import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { useCountryStore } from '../../../shared/country-store';
import { buildSport, calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { preloadHome } from './preload';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  useCountryStore.setState({ config: null, code: null });
});

const answers = {
  '/api/sports': { data: [buildSport()] },
  '/api/uo/sport': {
    data: [],
    meta: { page: 1, limit: 30, total: 0, sport_id: 1, sport_name: 'Soccer' },
  },
};

describe('preloadHome', () => {
  it("asks for the sports and the default sport's first page together", async () => {
    const config = applyTestCountry('KE');
    const fetch = stubFetch(answers);
    preloadHome(new URLSearchParams());
    await waitFor(() => expect(calledUrls(fetch, '/api/uo/sport')).toHaveLength(1));
    expect(calledUrls(fetch, '/api/sports')).toHaveLength(1);
    const page = calledUrls(fetch, '/api/uo/sport')[0]!;
    expect(page.searchParams.get('id')).toBe(String(config.defaultSport.sport_id));
    expect(page.searchParams.get('page')).toBe('1');
  });

  it('waits for the country configuration when start-up has not applied it yet', async () => {
    useCountryStore.setState({ config: null, code: null });
    const fetch = stubFetch(answers);
    preloadHome(new URLSearchParams());
    await waitFor(() => expect(calledUrls(fetch, '/api/sports')).toHaveLength(1));
    expect(calledUrls(fetch, '/api/uo/sport')).toHaveLength(0);
    applyTestCountry('KE');
    await waitFor(() => expect(calledUrls(fetch, '/api/uo/sport')).toHaveLength(1));
  });

  it('leaves another sport in the address to the screen', async () => {
    applyTestCountry('KE');
    const fetch = stubFetch(answers);
    preloadHome(new URLSearchParams('sport=tennis'));
    await waitFor(() => expect(calledUrls(fetch, '/api/sports')).toHaveLength(1));
    expect(calledUrls(fetch, '/api/uo/sport')).toHaveLength(0);
  });
});
