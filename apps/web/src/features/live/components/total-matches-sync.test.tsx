import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOTAL_MATCHES_REFRESH_MS } from '../api/total-matches';
import { useCountsStore } from '../../../shared/counts-store';
import { useSettingsStore } from '../../../shared/settings-store';
import { calledUrls, stubFetch } from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import { TotalMatchesSync } from './total-matches-sync';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSettingsStore.getState().setAutorefresh(false);
});

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('TotalMatchesSync', () => {
  it('puts the live and bet-builder counts in the counts store and refreshes every 10 s with auto-refresh on', async () => {
    vi.useFakeTimers();
    useSettingsStore.getState().setAutorefresh(true);
    let live = 31;
    const fetch = stubFetch({
      '/api/uo/totalMatches': () => ({
        total_live_matches: live,
        total_shikisha_matches: 120,
        total_matches: 1500,
      }),
    });
    renderRoute(<TotalMatchesSync />);
    await flush();
    expect(useCountsStore.getState()).toMatchObject({ live: 31, betBuilder: 120 });
    live = 33;
    await flush(TOTAL_MATCHES_REFRESH_MS);
    await flush(10);
    expect(calledUrls(fetch, '/api/uo/totalMatches').length).toBeGreaterThanOrEqual(2);
    expect(useCountsStore.getState().live).toBe(33);
  });

  it('asks once when auto-refresh is off', async () => {
    vi.useFakeTimers();
    useSettingsStore.getState().setAutorefresh(false);
    const fetch = stubFetch({
      '/api/uo/totalMatches': {
        total_live_matches: 5,
        total_shikisha_matches: 9,
        total_matches: 10,
      },
    });
    renderRoute(<TotalMatchesSync />);
    await flush();
    await flush(3 * TOTAL_MATCHES_REFRESH_MS);
    expect(calledUrls(fetch, '/api/uo/totalMatches')).toHaveLength(1);
    expect(useCountsStore.getState()).toMatchObject({ live: 5, betBuilder: 9 });
  });
});
