import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { usePlacementStore } from '../stores/placement-store';
import { makePick, renderWithApp } from '../../../test/slip-test-helpers';
import { ACCA_BANNER_MS } from './acca-hint';
import { MiniBetslip } from './mini-betslip';

beforeEach(() => {
  applyTestCountry('KE');
  useBetslipStore.getState().clear('main');
  useBetslipStore.getState().setStake('main', 100);
  usePlacementStore.setState({ placing: false, outcome: null });
  useSessionStore.getState().logout();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('mini betslip', () => {
  it('is hidden while the slip is empty and shows count, odds and payout otherwise', () => {
    renderWithApp(<MiniBetslip />, '/');
    expect(screen.queryByTestId('mini-betslip')).toBeNull();
    act(() => useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(2, 3)]));
    expect(screen.getByTestId('mini-count')).toHaveTextContent('2');
    expect(screen.getByText('6.00')).toBeInTheDocument();
    expect(screen.queryByTestId('place-bet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place Bet' })).toBeNull();
  });

  it('shows Place Bet only with watch=true, and Remove Locked for invalid picks', async () => {
    useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(2, 3)]);
    renderWithApp(<MiniBetslip />, '/live/m/1?watch=true');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeInTheDocument();
    act(() =>
      useBetslipStore
        .getState()
        .setPicks('main', [makePick(1, 2, { live: true, active: false }), makePick(2, 3)]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Locked' }));
    expect(useBetslipStore.getState().slips.main).toHaveLength(1);
  });

  it('shows the acca banner for 5 seconds each time the pick count rises', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<MiniBetslip />, '/');
    act(() => {
      useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(2, 3)]);
    });
    expect(screen.getByTestId('acca-banner')).toHaveTextContent('Bingwa Boost');
    act(() => vi.advanceTimersByTime(ACCA_BANNER_MS + 10));
    expect(screen.queryByTestId('acca-banner')).toBeNull();
    act(() => useBetslipStore.getState().removePick('main', 2));
    expect(screen.queryByTestId('acca-banner')).toBeNull();
    act(() => useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(3, 2)]));
    expect(screen.getByTestId('acca-banner')).toBeInTheDocument();
  });
});

describe('desktop panel', () => {
  it('shows the acca banner for 5 seconds when the pick count rises', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { BetslipPanel } = await import('./betslip-screen');
    renderWithApp(<BetslipPanel />, '/');
    expect(screen.queryByTestId('acca-banner')).toBeNull();
    act(() => useBetslipStore.getState().setPicks('main', [makePick(1, 2)]));
    expect(screen.getByTestId('acca-banner')).toHaveTextContent('Bingwa Boost');
    act(() => vi.advanceTimersByTime(ACCA_BANNER_MS + 10));
    expect(screen.queryByTestId('acca-banner')).toBeNull();
  });
});
