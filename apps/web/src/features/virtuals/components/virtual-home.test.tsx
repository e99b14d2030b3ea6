import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VirtualOngoingResponse, VirtualVerifyResponse } from '@shangwe/contract';
import { socketClient } from '../../../lib/socket-client';
import { useBetslipStore } from '../../../shared/betslip-store';
import { renderScreen } from '../../../test/render-screen';
import { applyTickerEvent } from '../hooks/use-virtual-ticker';
import { matchDayAnswer, resultsAnswer, virtualMatch, virtualRound } from './virtual-fixtures';
import { VirtualMarketsScreen } from './virtual-markets';
import { VirtualMatchesScreen, VirtualResultsScreen } from './virtual-home';
import { SuperLeagueScreen } from './super-league';

// The phone's clock is 10 minutes fast; the server says kick-off is 75 s away.
const SERVER_NOW = Date.parse('2026-03-01T12:00:00.000Z');
const KICK_OFF = new Date(SERVER_NOW + 75_000).toISOString();

function verifyAnswer(ok: boolean): VirtualVerifyResponse {
  return {
    round_id: 6,
    seed_hash: 'c'.repeat(64),
    seed: 'b'.repeat(64),
    hash_matches: ok,
    results_match: true,
    algorithm: 'virtual-poisson-v1',
    matches: [],
  };
}

function stubReads(verifyOk = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('virtuals/results')
        ? resultsAnswer()
        : url.includes('virtuals/verify')
          ? verifyAnswer(verifyOk)
          : url.includes('virtuals/markets')
            ? {
                server_time: new Date(SERVER_NOW).toISOString(),
                round: { ...virtualRound(KICK_OFF), matches: undefined },
                match: virtualMatch(101, KICK_OFF, {
                  markets: [
                    ...virtualMatch(101, KICK_OFF).markets,
                    {
                      sub_type_id: 18,
                      name: 'Total',
                      special_bet_value: 'total=2.5',
                      bet_status: 'active',
                      odds: [
                        {
                          odd_key: 'over 2.5',
                          outcome_id: '12',
                          display: 'Over 2.5',
                          odd_value: 1.9,
                          result: null,
                        },
                      ],
                    },
                  ],
                }),
              }
            : matchDayAnswer(new Date(SERVER_NOW).toISOString(), KICK_OFF);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: SERVER_NOW + 600_000 });
  useBetslipStore.getState().clear('virtual');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('virtual home', () => {
  it("counts down to kick-off on the server's clock and shows the published seed hash", async () => {
    stubReads();
    renderScreen(<VirtualMatchesScreen />, { path: '/virtual' });
    expect(await screen.findByText('English Virtual League')).toBeInTheDocument();
    expect(screen.getByTestId('virtual-countdown')).toHaveTextContent(/^01:1[45]$/);
    expect(
      screen.getByText(
        (_, el) => el?.textContent === `Result fixed in advance: sha256 ${'a'.repeat(64)}`,
      ),
    ).toBeInTheDocument();
  });

  it('asks again every 2 s while the server has not opened the next match-day yet', async () => {
    let answers = 0;
    const fetchStub = vi.fn(async () => {
      answers += 1;
      const opened = matchDayAnswer(new Date(SERVER_NOW).toISOString(), KICK_OFF);
      const body = answers === 1 ? { ...opened, next: null } : opened;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderScreen(<VirtualMatchesScreen />, { path: '/virtual' });
    expect(await screen.findByText('The next match-day is being prepared.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByTestId('virtual-countdown')).toHaveTextContent(/^01:1\d$/);
    // Open with a kick-off ahead: no more asking.
    const asked = fetchStub.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStub.mock.calls.length).toBe(asked);
  });

  it('an odd of the list goes into the virtual slip as a virtual pick, a second press takes it out', async () => {
    stubReads();
    renderScreen(<VirtualMatchesScreen />, { path: '/virtual' });
    const odd = await screen.findByRole('button', { name: /Home FC 101 v Away United 101, 1X2 X/ });
    await userEvent.click(odd);
    const [pick] = useBetslipStore.getState().slips.virtual;
    expect(pick).toMatchObject({ parent_match_id: 101, startTime: KICK_OFF, sub_type_id: 1 });
    expect(pick!.odd).toMatchObject({ odd_key: 'X', odd_value: 3.3, outcome_id: '2' });
    expect(odd).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(odd);
    expect(useBetslipStore.getState().slips.virtual).toEqual([]);
  });

  it('results show the revealed seed and verify it with the server', async () => {
    stubReads();
    renderScreen(<VirtualResultsScreen />, { path: '/virtuals/results' });
    expect(await screen.findByText('2 - 1')).toBeInTheDocument();
    expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/^Verified: the seed's SHA-256 is the published hash/),
    ).toBeInTheDocument();
  });

  it('a failed verification says so', async () => {
    stubReads(false);
    renderScreen(<VirtualResultsScreen />, { path: '/virtuals/results' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/^Not verified/)).toBeInTheDocument();
  });
});

describe('ticker connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the open match-day connects the ticker only once the bettor touches the page', async () => {
    const subscribe = vi.spyOn(socketClient, 'subscribeVirtual').mockReturnValue(() => undefined);
    stubReads();
    renderScreen(<VirtualMatchesScreen />, { path: '/virtual' });
    expect(await screen.findByTestId('virtual-countdown')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    fireEvent.pointerDown(window);
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith(41047, expect.any(Function)));
  });

  it('the results tab connects the ticker at once', async () => {
    const subscribe = vi.spyOn(socketClient, 'subscribeVirtual').mockReturnValue(() => undefined);
    stubReads();
    renderScreen(<VirtualResultsScreen />, { path: '/virtuals/results' });
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith(41047, expect.any(Function)));
  });
});

describe('virtual markets', () => {
  it('lists every market of /virtuals/markets?id= with labelled odds', async () => {
    stubReads();
    renderScreen(<VirtualMarketsScreen />, { path: '/virtuals/markets?id=101' });
    expect(await screen.findByRole('heading', { name: 'Home FC 101 v Away United 101' }));
    // The line as a bettor reads it, not the feed's 'total=2.5'.
    expect(screen.getByRole('heading', { name: 'Total 2.5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Total Over 2.5 at 1.90/ }));
    expect(useBetslipStore.getState().slips.virtual[0]!.odd).toMatchObject({
      odd_key: 'over 2.5',
      special_bet_value: 'total=2.5',
    });
  });

  it('a bad id is a clear message, not a call', () => {
    stubReads();
    renderScreen(<VirtualMarketsScreen />, { path: '/virtuals/markets?id=abc' });
    expect(screen.getByText('This virtual match could not be found.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('super-league page', () => {
  it('shows the deeplink entries as tabs and ?ref= selects one', async () => {
    stubReads();
    renderScreen(<SuperLeagueScreen />, {
      path: '/shangwe-super-league?ref=kpv',
      route: '/shangwe-super-league',
    });
    expect(
      await screen.findByRole('heading', { name: 'Kenyan Premier Virtual' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kenyan Premier Virtual' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Home FC 101')).toBeInTheDocument();
  });
});

describe('live ticker', () => {
  const playing: VirtualOngoingResponse = {
    server_time: new Date(SERVER_NOW).toISOString(),
    minute: 10,
    clock_running: true,
    round: virtualRound(KICK_OFF, {
      status: 'playing',
      matches: [virtualMatch(101, KICK_OFF, { status: 'playing', score: { home: 0, away: 0 } })],
    }),
  };

  it('a clock push moves the minute and the scores', () => {
    const next = applyTickerEvent(playing, {
      type: 'clock',
      payload: {
        league_id: 41047,
        round_id: 7,
        minute: 34,
        clock_running: true,
        scores: [{ parent_virtual_id: 101, home: 1, away: 0 }],
        ts: 1,
      },
    });
    expect(next?.minute).toBe(34);
    expect(next?.round?.matches[0]!.score).toEqual({ home: 1, away: 0 });
  });

  it('a goal push adds the goal once; a push of another round changes nothing', () => {
    const goal = {
      type: 'goal' as const,
      payload: {
        league_id: 41047,
        round_id: 7,
        parent_virtual_id: 101,
        goal: { minute: 23, side: 'away' as const, home: 0, away: 1 },
        ts: 1,
      },
    };
    const once = applyTickerEvent(playing, goal);
    const twice = applyTickerEvent(once, goal);
    expect(twice?.round?.matches[0]!.goals).toEqual([goal.payload.goal]);
    expect(twice?.round?.matches[0]!.score).toEqual({ home: 0, away: 1 });
    const other = { ...goal, payload: { ...goal.payload, round_id: 8 } };
    expect(applyTickerEvent(playing, other)).toBe(playing);
  });
});
