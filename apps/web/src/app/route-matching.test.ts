import { COUNTRY_CODES, getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeForPath } from './route-matching';
import { buildFullTable } from './router';
import type { AppRoute } from './routes';

/** React Router's own answer: flatten and rank the whole table, take the deepest match. */
function reference(table: AppRoute[], pathname: string): string | undefined {
  const matches = matchRoutes(
    table.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.route.name;
}

/** Paths each route could be asked for: params filled, optional segments on and off. */
function pathsOf(route: AppRoute): string[] {
  const filled = (value: string) =>
    route.path
      .replace(/:[\w-]+\?/g, value)
      .replace(/:[\w-]+/g, value)
      .replace(/\*$/, 'x/y');
  const without = route.path.replace(/\/:[\w-]+\?/g, '').replace(/\*$/, 'z') || '/';
  return [filled('12'), filled('countries'), filled('Ab%20C'), filled('m'), without];
}

const EXTRA = ['/', '', '/nowhere', '/s', '/S/SOCCER', '/live/m', '/m/1/2', '//live'];

describe('route matching (ranked once per table, as React Router ranks)', () => {
  it.each(COUNTRY_CODES.map((code) => [code]))(
    '%s: every route path, filled in, matches the route React Router picks',
    (code) => {
      const table = buildFullTable(toPublicConfig(getCountryConfig(code)));
      const paths = [...table.flatMap(pathsOf), ...EXTRA];
      expect(paths.length).toBeGreaterThan(100);
      for (const path of paths) {
        expect({ path, name: routeForPath(table, path).name }).toEqual({
          path,
          name: reference(table, path) ?? 'not-found',
        });
        // a second ask (the remembered answer) agrees
        expect(routeForPath(table, path).name).toBe(reference(table, path) ?? 'not-found');
      }
    },
  );
});
