import type { AppRoute } from '../../apps/web/src/app/routes';

/**
 * Values for the route table's parameters, by parameter name. Each route may override a name
 * (a live match page needs a live match, not the prematch one).
 */
export type RouteParams = Record<string, string>;

/**
 * The concrete path of `route` with its parameters filled from `params` (`byRoute` first, for
 * that route's name). A parameter without a value fails loudly, so a route added to the table
 * with a new parameter cannot be skipped silently.
 */
export function concretePath(
  route: AppRoute,
  params: RouteParams,
  byRoute: Record<string, RouteParams> = {},
): string {
  return route.path.replace(/:([A-Za-z]+)\??/g, (_, name: string) => {
    const value = byRoute[route.name]?.[name] ?? params[name];
    if (value === undefined) {
      throw new Error(`no value for :${name} of route ${route.name} (${route.path})`);
    }
    return encodeURIComponent(value);
  });
}
