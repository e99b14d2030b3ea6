import { useLocation } from 'react-router';
import { routeForPath } from '../route-matching';
import type { AppRoute } from '../routes';

/** The table entry matching the current location (its meta flags drive the layout). */
export function useCurrentRoute(table: AppRoute[]): AppRoute {
  return routeForPath(table, useLocation().pathname);
}
