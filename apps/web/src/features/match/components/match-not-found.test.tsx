import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { PrebetMarketsScreen } from './match-screen';

vi.mock('../../../lib/socket-client', () => ({
  socketClient: { subscribeMatch: () => () => undefined },
}));
afterEach(() => vi.unstubAllGlobals());

describe('match pages for ids that lead nowhere', () => {
  it('says the match is not available when the server refuses the id as malformed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              message: 'parent_match_id: Too big: expected number to be <=2147483647',
              error: {
                message: 'parent_match_id: Too big: expected number to be <=2147483647',
                code: 'VALIDATION_FAILED',
              },
            }),
            { status: 400 },
          ),
        ),
      ),
    );
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/99999999999' });
    expect(await screen.findByText('This match is not available')).toBeInTheDocument();
    expect(screen.queryByText(/parent_match_id/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });

  it('says so for an id that is not a number, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/abc' });
    expect(await screen.findByText('This match is not available')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
