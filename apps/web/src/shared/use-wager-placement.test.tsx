import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { useDepositPromptStore } from './deposit-prompt-store';
import { useNoticeStore } from './notice-store';
import { useSessionStore } from './session-store';
import {
  useWagerPlacement,
  WAGER_PLACEMENT_TEXTS as TEXTS,
  type WagerPlacement,
} from './use-wager-placement';

interface Req {
  stake: number;
  slip: string;
  idempotencyKey: string;
}
interface Res {
  message: string;
  user: { balance: number };
}

const KEY = ['place-bet', 'test'] as const;
const BOOKED: Res = { message: 'Bet ID 42 placed.', user: { balance: 1234 } };

let where = '';
function Where() {
  const location = useLocation();
  where = location.pathname + location.search;
  return null;
}

function renderPlacement(product: Partial<WagerPlacement<Req, Res>>, path = '/jackpot/5') {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () =>
      useWagerPlacement<Req, Res>({
        mutationKey: KEY,
        send: vi.fn(async () => BOOKED),
        fingerprint: (r) => `${r.slip}@${r.stake}`,
        clearSlip: vi.fn(),
        ...product,
      }),
    { wrapper },
  );
}

const notices = () => useNoticeStore.getState().queue.map((n) => [n.title, n.message, n.duration]);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  useSessionStore.getState().logout();
  useNoticeStore.getState().clear();
  useDepositPromptStore.getState().closeDeposit();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWagerPlacement', () => {
  it('books the slip: clears it, sets the balance, shows the server message, then onPlaced', async () => {
    const clearSlip = vi.fn();
    const onPlaced = vi.fn();
    const send = vi.fn(async (_request: Req) => BOOKED);
    useSessionStore.getState().login({ token: 't', user: { id: 1, mobile: '254700000001' } });
    const { result } = renderPlacement({ send, clearSlip, onPlaced });
    act(() => result.current.place({ stake: 50, slip: 'a' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(BOOKED));
    expect(clearSlip).toHaveBeenCalledWith(expect.objectContaining({ stake: 50, slip: 'a' }));
    expect(useSessionStore.getState().user?.balance).toBe(1234);
    expect(notices()).toEqual([[TEXTS.successTitle, BOOKED.message, 8000]]);
    expect(send.mock.calls[0]![0].idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await waitFor(() => expect(result.current.placing).toBe(false));
  });

  it('runs onStart and onSettled around the placement whatever its answer', async () => {
    const events: string[] = [];
    const send = vi.fn(async () => {
      events.push('send');
      throw new ApiError('Match started', 400, {}, 'BET_MATCH_STARTED');
    });
    const { result } = renderPlacement({
      send,
      onStart: () => events.push('start'),
      onSettled: () => events.push('settled'),
    });
    act(() => result.current.place({ stake: 5, slip: 'a' }));
    await waitFor(() => expect(events).toEqual(['start', 'send', 'settled']));
    expect(notices()).toEqual([[TEXTS.failedTitle, 'Match started', 10_000]]);
  });

  it('logs out on 401 and goes to login with next: the page by default, or the given one', async () => {
    const expired = async () => {
      throw new ApiError('Unauthorized', 401, {});
    };
    const first = renderPlacement({ send: expired }, '/jackpot/5?tab=2');
    act(() => first.result.current.place({ stake: 5, slip: 'a' }));
    await waitFor(() => expect(where).toBe('/login?next=%2Fjackpot%2F5%3Ftab%3D2'));
    expect(notices()).toEqual([[TEXTS.sessionExpiredTitle, TEXTS.sessionExpired, 5000]]);
    expect(useSessionStore.getState().authenticated).toBe(false);
    first.unmount();

    const second = renderPlacement({ send: expired, loginNext: '/betslip?type=shikisha' });
    act(() => second.result.current.place({ stake: 5, slip: 'a' }));
    await waitFor(() => expect(where).toBe('/login?next=%2Fbetslip%3Ftype%3Dshikisha'));
  });

  it('opens the deposit prompt for the stake on insufficient balance, with no failure notice', async () => {
    const onRefused = vi.fn(() => false);
    const { result } = renderPlacement({
      send: async () => {
        throw new ApiError('Insufficient balance', 400, {}, 'INSUFFICIENT_BALANCE');
      },
      onRefused,
    });
    act(() => result.current.place({ stake: 75, slip: 'a' }));
    await waitFor(() => expect(useDepositPromptStore.getState().open).toBe(true));
    expect(useDepositPromptStore.getState()).toMatchObject({
      reason: 'insufficient-funds',
      amount: 75,
    });
    expect(onRefused).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it('lets the product answer a refusal itself; otherwise shows the server message', async () => {
    const moved = new ApiError('Odds changed', 409, { new_total_odd: 3 }, 'BET_ODDS_CHANGED');
    const onRefused = vi.fn(() => true);
    const { result } = renderPlacement({
      send: async () => {
        throw moved;
      },
      onRefused,
    });
    act(() => result.current.place({ stake: 5, slip: 'a' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]).toEqual([moved, expect.objectContaining({ slip: 'a' })]);
    expect(notices()).toEqual([]);
  });

  it('says the bet is not confirmed when no answer came, and asks again with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const send = vi.fn(async (_request: Req): Promise<Res> => {
      throw new ApiError('Bad gateway', 502, null);
    });
    const { result } = renderPlacement({ send });
    act(() => result.current.place({ stake: 5, slip: 'a' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(result.current.placing).toBe(false));
    expect(send).toHaveBeenCalledTimes(5);
    const queue = useNoticeStore.getState().queue;
    expect(queue[0]).toMatchObject({ title: TEXTS.checkingTitle, message: TEXTS.noResponse });
    expect(queue.at(-1)).toMatchObject({
      title: TEXTS.unconfirmedTitle,
      message: `${TEXTS.noResponse} ${TEXTS.unconfirmedHint}`,
      duration: 10_000,
    });
    const keys = new Set(send.mock.calls.map((c) => c[0].idempotencyKey));
    expect(keys.size).toBe(1);

    // The same slip again reuses the unanswered key; another slip gets a fresh one.
    send.mockResolvedValue(BOOKED);
    act(() => result.current.place({ stake: 5, slip: 'a' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(6));
    expect(send.mock.calls[5]![0].idempotencyKey).toBe([...keys][0]);
    await waitFor(() => expect(result.current.placing).toBe(false));
    act(() => result.current.place({ stake: 5, slip: 'b' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(7));
    expect(send.mock.calls[6]![0].idempotencyKey).not.toBe([...keys][0]);
  });
});
