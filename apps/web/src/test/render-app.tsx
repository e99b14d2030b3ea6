/**
 * Test helper: renders the shell's route tree at `path` for a country, inside a MemoryRouter,
 * with a fresh query client. `getLocation()` returns the current path + search.
 */
import type { CountryCode, PublicCountryConfig } from '@shangwe/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes, buildFullTable } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { applyTestCountry } from './country';

/** Renders the app at `path`. */
export function renderApp(
  path: string,
  options: { country?: CountryCode; overrides?: Partial<PublicCountryConfig> } = {},
) {
  const config = applyTestCountry(options.country ?? 'KE', options.overrides);
  const location = { current: '' };
  function LocationProbe() {
    const l = useLocation();
    location.current = `${l.pathname}${l.search}`;
    return null;
  }
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes table={buildFullTable(config)} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, config, getLocation: () => location.current };
}
