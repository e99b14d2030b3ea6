/**
 * The router: history mode (BrowserRouter with the configured base path) over the route table.
 * Each route renders a {@link RouteScreen} that runs the guards before its lazy screen shows.
 * Declarative routing (not the data router) keeps the initial JavaScript small.
 */
import type { PublicCountryConfig } from '@shangwe/domain';
import { lazy, useMemo, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import type { ComponentLoader } from '../lib/feature-module';
import { useBetslipStore } from '../shared/betslip-store';
import { liteModeNow } from '../shared/lite-mode';
import { registry, screenLoader, slotLoader } from './feature-registry';
import { AppLayout } from './layouts/app-layout';
import { RouteScreen } from './layouts/route-screen';
import { routeForPath } from './route-matching';
import { buildRouteTable, CATCH_ALL_ROUTE, type AppRoute } from './routes';
import { loadComponent, loadedComponent } from './screen-loading';
import { PlaceholderScreen } from './screens/placeholder-screen';

/** Screens the shell itself provides (legal pages and the help area). */
const SHELL_SCREENS: Record<string, ComponentLoader> = {
  terms: () => import('./screens/legal-screen').then((m) => m.LegalScreen),
  help: () => import('./screens/help-screen').then((m) => m.HelpScreen),
};

const screens = new Map<string, ComponentType>();

/** The loader of a route's screen: a feature's, the shell's, or none (placeholder). */
export function loaderFor(route: AppRoute): ComponentLoader | undefined {
  return (
    registry.routes.find((r) => r.name === route.name)?.load ??
    screenLoader(route.screen) ??
    SHELL_SCREENS[route.screen]
  );
}

/**
 * The component of a route's screen (null for a placeholder): the screen itself when it was
 * loaded before first use, otherwise a lazy wrapper. Always the same one per screen, so a
 * screen never remounts because its chunk finished loading.
 */
export function screenFor(route: AppRoute): ComponentType | null {
  const key = registry.routes.some((r) => r.name === route.name)
    ? `route:${route.name}`
    : route.screen;
  const cached = screens.get(key);
  if (cached) return cached;
  const load = loaderFor(route);
  if (!load) return null;
  const component =
    loadedComponent(load) ?? lazy(() => loadComponent(load).then((c) => ({ default: c })));
  screens.set(key, component);
  return component;
}

export { routeForPath };

/**
 * Loads the landing page's screen and the layout slots it shows before the first render (their
 * chunks are already downloading, preloaded by index.html), so nothing suspends and the page
 * appears in one piece. Bounded by `maxWaitMs`; never rejects.
 */
export async function prepareLanding(
  config: PublicCountryConfig,
  pathname: string,
  isDesktop: boolean,
  maxWaitMs = 3000,
): Promise<void> {
  const route = routeForPath(buildFullTable(config), pathname);
  const { meta } = route;
  const loaders = [
    loaderFor(route),
    meta.showPrematchNav ? slotLoader('prematchNav') : undefined,
    meta.showLiveNav ? slotLoader('liveNav') : undefined,
    isDesktop && meta.showLeftNav && !meta.centerOnlyLayout ? slotLoader('leftNav') : undefined,
    isDesktop && meta.showRightNav && !meta.centerOnlyLayout ? slotLoader('rightNav') : undefined,
    // The mini betslip shows only with picks (its code loads with the first one).
    !isDesktop && meta.miniBetslipViewable && useBetslipStore.getState().slips.main.length > 0
      ? slotLoader('miniBetslip')
      : undefined,
    liteModeNow() ? undefined : slotLoader('promoBanners'),
  ].filter((load): load is ComponentLoader => !!load);
  const all = Promise.all(loaders.map((load) => loadComponent(load).catch(() => null)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([all, timeout]);
  clearTimeout(timer);
}

/** The full table for a country: spec routes, routes features add, then the catch-all. */
export function buildFullTable(config: PublicCountryConfig): AppRoute[] {
  const available = new Set<string>(config.availableProducts);
  const featureRoutes: AppRoute[] = registry.routes
    .filter((r) => !r.product || available.has(r.product))
    .map((r) => ({
      name: r.name,
      path: r.path,
      screen: r.name,
      title: r.title,
      meta: r.meta,
      product: r.product,
    }));
  return [...buildRouteTable(config), ...featureRoutes, CATCH_ALL_ROUTE];
}

function ScreenOf({ route }: { route: AppRoute }) {
  const { search } = useLocation();
  if (route.redirectTo) return <Navigate to={{ pathname: route.redirectTo, search }} replace />;
  const Screen = screenFor(route);
  return Screen ? <Screen /> : <PlaceholderScreen route={route} />;
}

/**
 * The route tree for a table (exported for tests, which wrap it in a MemoryRouter). `<Routes>`
 * gets only the route the table ranks first for the location (route-matching.ts): given the
 * whole table it would flatten and rank a hundred routes on every render.
 */
export function AppRoutes({ table }: { table: AppRoute[] }) {
  const { pathname } = useLocation();
  const route = routeForPath(table, pathname);
  return (
    <Routes>
      <Route element={<AppLayout table={table} />}>
        <Route
          key={route.name}
          path={route.path}
          element={
            <RouteScreen route={route}>
              <ScreenOf route={route} />
            </RouteScreen>
          }
        />
      </Route>
    </Routes>
  );
}

/** The app's router for the applied country. */
export function AppRouter({ config }: { config: PublicCountryConfig }) {
  // Built once per visit: a country change reloads the page (spec 02 §4.1 step 5).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const table = useMemo(() => buildFullTable(config), [config.code]);
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes table={table} />
    </BrowserRouter>
  );
}
