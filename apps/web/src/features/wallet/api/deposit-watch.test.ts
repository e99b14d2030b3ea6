import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { useCountryStore } from '../../../shared/country-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch } from '../../../test/render-screen';
import { watchDeposit } from './deposit-watch';

const status = (s: string, extra = {}) => ({
  data: {
    reference: 'DEP-9',
    provider: 'mpesa',
    amount: 500,
    currency: 'KES',
    status: s,
    failure_reason: null,
    created_at: '2026-11-21T08:00:00.000Z',
    completed_at: null,
    ...extra,
  },
});
const balance = (n: number) => ({
  data: { balance: n, bonus: 0, points: 0, has_kyc: true, kyc: { status: '0' } },
});

beforeEach(() => {
  useCountryStore.getState().applyConfig(toPublicConfig(getCountryConfig('KE')));
  useSessionStore
    .getState()
    .login({ token: 't', user: { id: 1, mobile: '254712345678', balance: 0 } });
  useNoticeStore.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('watchDeposit', () => {
  it('follows the deposit until the callback completes it, then shows the new balance', async () => {
    let calls = 0;
    const fetchMock = mockFetch((url) => {
      if (url.includes('/deposits/DEP-9')) {
        calls += 1;
        return { body: status(calls < 3 ? 'initiated' : 'completed') };
      }
      return { body: balance(500) };
    });
    watchDeposit('DEP-9', { intervalMs: 5 });
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(500));
    expect(calls).toBe(3);
    expect(useNoticeStore.getState().queue[0]?.message).toBe(
      'Your deposit of KES 500 has been credited to your account.',
    );
    const settled = fetchMock.mock.calls.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchMock.mock.calls.length).toBe(settled);
  });

  it("says 'Deposit failed' with the provider's reason when the callback fails it", async () => {
    mockFetch(() => ({ body: status('failed', { failure_reason: 'Request cancelled by user' }) }));
    watchDeposit('DEP-9', { intervalMs: 5 });
    await waitFor(() => expect(useNoticeStore.getState().queue).toHaveLength(1));
    expect(useNoticeStore.getState().queue[0]).toMatchObject({
      type: 'error',
      title: 'Deposit failed',
      message: expect.stringMatching(
        /^Your deposit of KES [\d,.]+ failed\. Request cancelled by user\.$/,
      ),
      duration: 5000,
    });
  });

  it('stops when asked', async () => {
    const fetchMock = mockFetch(() => ({ body: status('initiated') }));
    const stop = watchDeposit('DEP-9', { intervalMs: 5 });
    stop();
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
