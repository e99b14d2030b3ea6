import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { BetslipPick } from '../shared/betslip-store';
import { useSessionStore } from '../shared/session-store';

/** A prematch pick starting tomorrow, with overrides. */
export function makePick(
  parentMatchId: number,
  oddValue: number,
  overrides: Partial<BetslipPick> = {},
): BetslipPick {
  return {
    matchId: parentMatchId + 1000,
    parent_match_id: parentMatchId,
    sub_type_id: 1,
    market_name: '1X2',
    home_team: `Home ${parentMatchId}`,
    away_team: `Away ${parentMatchId}`,
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    live: false,
    active: true,
    sport_id: 1,
    changed: false,
    initialOdd: oddValue,
    odd: {
      display: '1',
      odd_key: '1',
      odd_value: oddValue,
      outcome_id: '1',
      special_bet_value: '',
      parent_match_id: parentMatchId,
      sport_id: 1,
    },
    ...overrides,
  };
}

/** Logs a test bettor in with a balance. */
export function logIn(balance = 5000) {
  useSessionStore.getState().login({
    token: 'test-token',
    user: { id: 42, mobile: '254712345678', balance },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` inside a router (at `path`) and a fresh query client, with a location probe. */
export function renderWithApp(ui: ReactNode, path = '/betslip') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A JSON Response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs global fetch with a handler; returns the mock. */
export function stubFetch(
  handler: (url: string, init: RequestInit) => Promise<Response> | Response,
) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}
