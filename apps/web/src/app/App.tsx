/** The app root: query client, country start-up, then the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { useLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useCountryConfig } from '../shared/country-store';
import { applyTheme, useSettingsStore } from '../shared/settings-store';
import { syncLanguageAtLogin } from '../shared/language';
import { SlipPanelsContext } from '../shared/slip-panels';
import { CountryStartup } from './country-startup';
import { registry } from './feature-registry';
import { AppRouter } from './router';

function CountryRouter() {
  const config = useCountryConfig();
  // A language switch renders every screen again in the new language.
  return (
    <Fragment key={useLanguage()}>
      <AppRouter config={config} />
    </Fragment>
  );
}

/** The whole app. */
export function App() {
  useEffect(() => applyTheme(useSettingsStore.getState().dark), []);
  useEffect(() => syncLanguageAtLogin(), []);
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
