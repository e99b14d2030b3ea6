/**
 * Wraps a route's screen: runs the guards (redirects replace the navigation), records the
 * page view once per navigation, and catches a failed or slow chunk.
 */
import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { useCountryStore } from '../../shared/country-store';
import { useSessionStore } from '../../shared/session-store';
import { registry } from '../feature-registry';
import { applyGuardEffects, evaluateGuards } from '../guards';
import type { AppRoute } from '../routes';
import { RouteErrorView } from '../screens/route-error';

/** Catches errors of one screen (chunk failures included) without taking the shell down. */
class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}

/** A guarded, lazily loaded screen. */
export function RouteScreen({ route, children }: { route: AppRoute; children: ReactNode }) {
  const location = useLocation();
  const authenticated = useSessionStore((s) => s.authenticated);
  const user = useSessionStore((s) => s.user);
  const config = useCountryStore((s) => s.config);
  const decision = evaluateGuards(route, location.pathname, location.search, {
    authenticated,
    user,
    config,
  });
  const fullPath = `${location.pathname}${location.search}`;
  const params = useParams();

  // Start the screen's data requests while its chunk loads (once per navigation; prefetches
  // are deduplicated by the query client, so a StrictMode replay costs nothing).
  const preloaded = useRef<string | null>(null);
  if (decision.kind === 'proceed' && preloaded.current !== location.key) {
    preloaded.current = location.key;
    const preload = registry.preloads.get(route.screen);
    if (preload) {
      try {
        preload({ params, search: new URLSearchParams(location.search) });
      } catch {
        // a failed preload only means the screen fetches for itself
      }
    }
  }
  const navigationKey = `${location.key}|${route.name}|${decision.kind}`;

  // Effects run once per navigation, also when StrictMode replays effects.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (handled.current === navigationKey) return;
    handled.current = navigationKey;
    applyGuardEffects(decision, route, fullPath);
    // Keyed by the navigation: the decision belongs to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigationKey]);

  if (decision.kind !== 'proceed') return <Navigate to={decision.redirect} replace />;
  return (
    <ScreenBoundary key={location.pathname}>
      <Suspense fallback={<Loader fill />}>{children}</Suspense>
    </ScreenBoundary>
  );
}
