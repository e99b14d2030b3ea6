import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { CATCH_ALL_ROUTE, type AppRoute } from '../routes';

/** The table entry matching the current location (its meta flags drive the layout). */
export function useCurrentRoute(table: AppRoute[]): AppRoute {
  const location = useLocation();
  const objects = useMemo(() => table.map((route) => ({ path: route.path, route })), [table]);
  // Matching ranks the whole table, so it runs once per path rather than on every render.
  return useMemo(() => {
    const matches = matchRoutes(objects, location.pathname);
    return matches?.[matches.length - 1]?.route.route ?? CATCH_ALL_ROUTE;
  }, [objects, location.pathname]);
}
