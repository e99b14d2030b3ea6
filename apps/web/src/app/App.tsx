/** The app root: query client, country start-up, then the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../lib/query-client';
import { useCountryConfig } from '../shared/country-store';
import { applyTheme, useSettingsStore } from '../shared/settings-store';
import { SlipPanelsContext } from '../shared/slip-panels';
import { CountryStartup } from './country-startup';
import { registry } from './feature-registry';
import { AppRouter } from './router';

function CountryRouter() {
  return <AppRouter config={useCountryConfig()} />;
}

/** The whole app. */
export function App() {
  useEffect(() => applyTheme(useSettingsStore.getState().dark), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SlipPanelsContext.Provider value={registry.slipPanels}>
        <CountryStartup>
          <CountryRouter />
        </CountryStartup>
      </SlipPanelsContext.Provider>
    </QueryClientProvider>
  );
}
