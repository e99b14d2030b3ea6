import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { usePlacementStore } from '../stores/placement-store';
import { makePick, renderWithApp } from '../../../test/slip-test-helpers';
import { ACCA_BANNER_MS } from './acca-hint';
import { BetslipPanel } from './betslip-screen';

beforeEach(() => {
  applyTestCountry('KE');
  useBetslipStore.getState().clear('main');
  useBetslipStore.getState().setStake('main', 100);
  usePlacementStore.setState({ placing: false, outcome: null });
  useSessionStore.getState().logout();
});
afterEach(() => vi.useRealTimers());

describe('desktop betslip panel', () => {
  it('announces the acca bonus once: the banner first, then the hint in the slip', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<BetslipPanel />, '/');
    act(() => useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(2, 3)]));
    expect(screen.getAllByText(/Bingwa Boost/)).toHaveLength(1);
    expect(screen.getByTestId('acca-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('acca-hint')).toBeNull();

    act(() => vi.advanceTimersByTime(ACCA_BANNER_MS + 10));
    expect(screen.getAllByText(/Bingwa Boost/)).toHaveLength(1);
    expect(screen.getByTestId('acca-hint')).toBeInTheDocument();
    expect(screen.queryByTestId('acca-banner')).toBeNull();
  });
});
