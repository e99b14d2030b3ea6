import { bannersAt, getCountryConfig, toPublicConfig, type BannerPlacement } from '@shangwe/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { routeForPath } from './router';
import { buildRouteTable, CATCH_ALL_ROUTE } from './routes';

vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response('{"data":[]}', { status: 200 })),
);

const kenya = toPublicConfig(getCountryConfig('KE'));
const tableOf = (config: typeof kenya) => [...buildRouteTable(config), CATCH_ALL_ROUTE];

describe('banner routes (spec 02 §2.3 "other navigation targets")', () => {
  it.each([
    ['/shikisha-bet', 'banner-shikisha', '/shikisha', 'shikisha'],
    ['/daily-jp', 'banner-daily-jp', '/jackpots/turudi-uwanjani', 'boosted-jackpots'],
    ['/falaa-daily-jp', 'banner-falaa-daily-jp', '/jackpots/turudi-uwanjani', 'boosted-jackpots'],
  ])('Kenya: %s is its own route leading to the product page', (path, name, target, targetName) => {
    const table = tableOf(kenya);
    const route = routeForPath(table, path);
    expect(route.name).toBe(name);
    expect(route.redirectTo).toBe(target);
    expect(routeForPath(table, target).name).toBe(targetName);
  });

  it('follows the configured product names (Ghana: Jengabet, Fabom Beti)', () => {
    const ghana = toPublicConfig(getCountryConfig('GH'));
    const table = tableOf(ghana);
    expect(routeForPath(table, '/shikisha-bet').redirectTo).toBe('/jengabet');
    expect(routeForPath(table, '/daily-jp').redirectTo).toBe('/jackpots/fabom-beti');
  });

  it('falls back to the jackpots page without dailyJp, and drops what has no destination', () => {
    const nigeria = toPublicConfig(getCountryConfig('NG'));
    const table = tableOf(nigeria);
    expect(routeForPath(table, '/daily-jp').redirectTo).toBe('/jackpots');
    expect(routeForPath(table, '/falaa-daily-jp').redirectTo).toBe('/jackpots');
    // Nigeria has no Shikisha: the path stays the catch-all rather than a dead end.
    expect(routeForPath(table, '/shikisha-bet').name).toBe('not-found');
  });

  // A placement shows only where its page exists: the casino lobby, virtuals, the Shikisha hero.
  const placements: Array<[BannerPlacement, string | null]> = [
    ['home', null],
    ['casino', 'casino'],
    ['virtual', 'virtuals'],
    ['shikisha', 'shikisha'],
    ['sababisha', null],
  ];
  it.each(['KE', 'GH', 'NG'] as const)(
    '%s: every configured banner leads to a route the app knows or to an external address',
    (code) => {
      const config = toPublicConfig(getCountryConfig(code));
      const table = tableOf(config);
      const shown = placements
        .filter(([, product]) => !product || config.availableProducts.some((p) => p === product))
        .flatMap(([placement]) => bannersAt(config, placement));
      expect(shown.length).toBeGreaterThan(0);
      for (const banner of shown) {
        if (banner.external) {
          expect(banner.route).toMatch(/^https:\/\//);
          continue;
        }
        const path = banner.route.split('?')[0]!;
        expect(routeForPath(table, path).name, `${code} banner ${banner.route}`).not.toBe(
          'not-found',
        );
      }
    },
  );

  it.each([
    ['/shikisha-bet?btag=abc', '/shikisha?btag=abc'],
    ['/daily-jp', '/jackpots/turudi-uwanjani'],
    ['/falaa-daily-jp', '/jackpots/turudi-uwanjani'],
  ])('in the app, %s lands on %s', async (path, landing) => {
    const { getLocation } = renderApp(path);
    await waitFor(() => expect(getLocation()).toBe(landing));
  });
});
