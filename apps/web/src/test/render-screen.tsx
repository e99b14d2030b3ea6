/** Test helper: renders a feature screen inside the app's providers for a country. */
import {
  getCountryConfig,
  toPublicConfig,
  type CountryCode,
  type PublicCountryConfig,
} from '@shangwe/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { useCountryStore } from '../shared/country-store';

/** Shows where the screen navigated to. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (or under the route pattern `route`) with `country` applied. */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    // The screen's own path by default, so a navigation away leaves it (as in the app).
    route = path.split('?')[0]!,
    country = 'KE' as CountryCode,
    overrides = {} as Partial<PublicCountryConfig>,
  } = {},
) {
  const config = toPublicConfig(getCountryConfig(country));
  useCountryStore.getState().applyConfig({ ...config, ...overrides });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A fetch answering each call from `handler(url, init)` with a JSON body and status. */
export function mockFetch(
  handler: (url: string, body: URLSearchParams) => { status?: number; body: unknown },
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const answer = handler(url, body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
