import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlipPick } from '@shangwe/contract';
import { useBetslipStore } from '../../../shared/betslip-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { ShareReceiverScreen } from './share-receiver-screen';

function pick(subTypeId: number, key: string, odd: number, sbv = ''): SlipPick {
  return {
    parent_match_id: 88,
    match_id: 880,
    sub_type_id: subTypeId,
    special_bet_value: sbv,
    odd_key: key,
    bet_pick: key,
    outcome_id: key,
    odd_value: odd,
    display: key,
    market_name: subTypeId === 1 ? '1X2' : 'Total Goals',
    home_team: 'Lions',
    away_team: 'Tigers',
    start_time: '2099-01-01T12:00:00Z',
    sport_id: 1,
    live: false,
    active: true,
    status: 'ACTIVE',
    bet_type: 5,
  };
}

beforeEach(() => {
  useBetslipStore.getState().clear('main');
  useBetslipStore.getState().clear('shikisha');
});
afterEach(() => vi.unstubAllGlobals());

describe('a shared Shikisha code', () => {
  it('loads into the Shikisha slip, marked as shared, and opens that tab', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        message: 'ok',
        data: [pick(1, '1', 2.1), pick(18, 'over', 1.9, '2.5')],
        dropped: [],
        meta: { product_type: 'SHIKISHA', code: 'SK4D7KQ' },
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/share/:shareCode" element={<ShareReceiverScreen />} />
        <Route path="*" element={null} />
      </Routes>,
      '/share/SK4D7KQ',
    );
    await waitFor(() => expect(useBetslipStore.getState().slips.shikisha).toHaveLength(2));
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
    expect(useBetslipStore.getState().slips.shikisha[0]).toMatchObject({
      is_shared: true,
      share_code: 'SK4D7KQ',
    });
    // The slip fills before the screen navigates: wait for the tab, as a bettor would.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/betslip?type=shikisha'),
    );
  });
});
