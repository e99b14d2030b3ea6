/**
 * Country selection at start-up (spec 02 §4.1): a saved code applies at once; otherwise the
 * visitor's country is looked up and confirmed in a bottom sheet while the app stays hidden.
 */
import { endpoints } from '@shangwe/contract';
import {
  DEFAULT_COUNTRY_CODE,
  isCountryCode,
  resolveCountryCode,
  type CountryCode,
  type PublicCountryConfig,
} from '@shangwe/domain';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { track } from '../lib/analytics';
import { api } from '../lib/api-client';
import { Button } from '../components/ui/button';
import { Loader } from '../components/ui/loader';
import { EmptyState } from '../components/ui/empty-state';
import { whenIdle } from '../lib/use-idle';
import {
  configFetchedThisVisit,
  fetchCountryConfig,
  readCachedConfig,
  readSavedCountryCode,
  saveCountryCode,
  useCountryStore,
} from '../shared/country-store';

// The sheet is only needed on a first visit: its own chunk, fetched while /api/geo answers.
const loadSheet = () => import('./country-sheet');
const CountryConfirmSheet = lazy(() =>
  loadSheet().then((m) => ({ default: m.CountryConfirmSheet })),
);

type Phase =
  | { kind: 'loading' }
  | { kind: 'choose'; suggested: string }
  | { kind: 'failed'; code: CountryCode }
  | { kind: 'ready' };

/** Replaces the page with another site; a seam so tests can observe the redirect. */
export const leaveSite = { to: (url: string) => window.location.assign(url) };

/** Applies the configuration of `code`: the cached copy at once, then the fresh one. */
async function loadAndApply(code: CountryCode): Promise<void> {
  const { applyConfig } = useCountryStore.getState();
  const cached = readCachedConfig(code);
  if (cached) {
    applyConfig(cached);
    // Revalidate quietly: a returning bettor never waits for the network.
    if (!configFetchedThisVisit()) {
      whenIdle(() => {
        fetchCountryConfig(code)
          .then((fresh: PublicCountryConfig) => applyConfig(fresh))
          .catch(() => undefined);
      });
    }
    return;
  }
  applyConfig(await fetchCountryConfig(code));
}

/** Props of {@link CountryStartup}. */
export interface CountryStartupProps {
  children: ReactNode;
}

/** Renders `children` only once a country configuration is applied. */
export function CountryStartup({ children }: CountryStartupProps) {
  const [phase, setPhase] = useState<Phase>(() => {
    const saved = readSavedCountryCode();
    if (saved && isCountryCode(saved)) {
      const cached = readCachedConfig(saved);
      if (cached) {
        useCountryStore.getState().applyConfig(cached);
        return { kind: 'ready' };
      }
    }
    return { kind: 'loading' };
  });

  const apply = useCallback(async (code: CountryCode) => {
    saveCountryCode(code);
    try {
      await loadAndApply(code);
      setPhase({ kind: 'ready' });
    } catch {
      setPhase({ kind: 'failed', code });
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    const saved = readSavedCountryCode();
    if (saved) {
      // Step 1: a saved code applies; an unusable saved value is treated like any other
      // unsupported code (Kenya).
      const resolution = resolveCountryCode(saved);
      const code = resolution.action === 'apply' ? resolution.code : DEFAULT_COUNTRY_CODE;
      if (phase.kind === 'ready') {
        // Applied from the cache: refresh it quietly once the page is idle.
        if (configFetchedThisVisit()) return;
        return whenIdle(() => {
          fetchCountryConfig(code)
            .then((fresh) => useCountryStore.getState().applyConfig(fresh))
            .catch(() => undefined);
        });
      } else {
        void apply(code);
      }
      return;
    }
    // Step 2: look the visitor up; step 4: a failed lookup saves and uses Kenya.
    void loadSheet();
    api
      .call(endpoints.geo, {}, { auth: 'none' })
      .then((answer) => {
        if (!cancelled) setPhase({ kind: 'choose', suggested: answer.countryCode.toUpperCase() });
      })
      .catch(() => {
        if (!cancelled) void apply(DEFAULT_COUNTRY_CODE);
      });
    return () => {
      cancelled = true;
    };
    // Start-up runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const confirm = useCallback(
    (chosen: string) => {
      // Step 3: the chosen code is announced, Ethiopia leaves, anything unsupported is Kenya.
      track({ event: 'country_selected', country_code: chosen });
      const resolution = resolveCountryCode(chosen);
      if (resolution.action === 'redirect') {
        leaveSite.to(resolution.url);
        return;
      }
      setPhase({ kind: 'loading' });
      void apply(resolution.code);
    },
    [apply],
  );

  if (phase.kind === 'ready') return <>{children}</>;
  // The app stays hidden until a country applies; only the frame is on screen.
  return (
    <div className="app-shell startup" data-testid="app-shell">
      {phase.kind === 'choose' ? (
        <Suspense fallback={<Loader fill label="Loading" />}>
          <CountryConfirmSheet suggested={phase.suggested} onConfirm={confirm} />
        </Suspense>
      ) : phase.kind === 'failed' ? (
        <StartupFailed
          onRetry={() => {
            setPhase({ kind: 'loading' });
            void apply(phase.code);
          }}
        />
      ) : (
        <Loader fill label="Loading" />
      )}
    </div>
  );
}

function StartupFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      message="We could not load the site settings. Check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
