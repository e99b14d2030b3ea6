/** The app root: query client, country start-up, then the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../lib/query-client';
import { useCountryConfig } from '../shared/country-store';
import { applyTheme, useSettingsStore } from '../shared/settings-store';
import { CountryStartup } from './country-startup';
import { AppRouter } from './router';

function CountryRouter() {
  return <AppRouter config={useCountryConfig()} />;
}

/** The whole app. */
export function App() {
  useEffect(() => applyTheme(useSettingsStore.getState().dark), []);
  return (
    <QueryClientProvider client={queryClient}>
      <CountryStartup>
        <CountryRouter />
      </CountryStartup>
    </QueryClientProvider>
  );
}
