import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch } from '../../../test/render-screen';
import { BalanceSync } from './balance-sync';

const answer = (balance: number) => ({
  body: { data: { balance, bonus: 0, points: 0, has_kyc: true, kyc: { status: '0' } } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('BalanceSync', () => {
  it('refreshes a stored session once at start, then when the tab becomes visible again', async () => {
    useSessionStore
      .getState()
      .login({ token: 't', user: { id: 1, mobile: '254712345678', balance: 5 } });
    let balance = 90;
    const fetchMock = mockFetch(() => answer(balance));
    render(<BalanceSync />);
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(90));
    balance = 120;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    // within 30 s of the last refresh nothing is asked again
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    vi.useRealTimers();
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(120));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a visitor', async () => {
    const fetchMock = mockFetch(() => answer(1));
    render(<BalanceSync />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a failed refresh', async () => {
    useSessionStore
      .getState()
      .login({ token: 't', user: { id: 1, mobile: '254712345678', balance: 5 } });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    render(<BalanceSync />);
    await new Promise((r) => setTimeout(r, 20));
    expect(useSessionStore.getState().user?.balance).toBe(5);
    expect(useSessionStore.getState().authenticated).toBe(true);
  });
});
