import {
  bannersAt,
  getCountryConfig,
  isFeatureEnabled,
  matrixPercent,
  matrixSize,
  toPublicConfig,
  type Banner,
  type BannerPlacement,
  type PublicCountryConfig,
} from '@shangwe/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { splitBannerText } from '../shared/banner-art';
import { renderApp } from '../test/render-app';
import { buildFullTable, routeForPath } from './router';
import { buildRouteTable, CATCH_ALL_ROUTE, type AppRoute } from './routes';

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
    ['/fabom-beti', 'banner-fabom-beti', '/jackpots/turudi-uwanjani', 'boosted-jackpots'],
    ['/palm-bet', 'banner-palm-bet', '/jackpots/turudi-uwanjani', 'boosted-jackpots'],
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
    expect(routeForPath(table, '/palm-bet').redirectTo).toBe('/jackpots/fabom-beti');
    // Ghana's own /fabom-beti is the boosted page's alias, not a banner redirect.
    expect(routeForPath(table, '/fabom-beti').name).toBe('boosted-jackpots-alias');
  });

  it('falls back to the jackpots page without dailyJp, and drops what has no destination', () => {
    const nigeria = toPublicConfig(getCountryConfig('NG'));
    const table = tableOf(nigeria);
    expect(routeForPath(table, '/daily-jp').redirectTo).toBe('/jackpots');
    expect(routeForPath(table, '/falaa-daily-jp').redirectTo).toBe('/jackpots');
    expect(routeForPath(table, '/palm-bet').redirectTo).toBe('/jackpots');
    expect(routeForPath(table, '/fabom-beti').redirectTo).toBe('/jackpots');
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
  const shownBanners = (config: PublicCountryConfig) =>
    placements
      .filter(([, product]) => !product || config.availableProducts.some((p) => p === product))
      .flatMap(([placement]) => bannersAt(config, placement));

  it.each(['KE', 'GH', 'NG'] as const)(
    '%s: every configured banner leads to a route the app knows or to an external address',
    (code) => {
      const config = toPublicConfig(getCountryConfig(code));
      // With the routes features add (the acca bonus terms page is one).
      const table = buildFullTable(config);
      const shown = shownBanners(config);
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

  it.each(['KE', 'GH', 'NG'] as const)(
    '%s: every banner opens the product its words name',
    (code) => {
      const config = toPublicConfig(getCountryConfig(code));
      const table = buildFullTable(config);
      for (const banner of shownBanners(config)) {
        expect(bannerMismatch(config, table, banner)).toBeNull();
      }
    },
  );

  it('catches a banner whose words name another product, or whose page does not exist', () => {
    const table = buildFullTable(kenya);
    const banner = (alt: string, route: string): Banner => ({
      src: 'jackpot',
      route,
      external: false,
      alt,
    });
    expect(
      bannerMismatch(kenya, table, banner('Daily Jackpot: 10 matches, one winner', '/daily-jp')),
    ).toMatch(/Turudi Uwanjani/);
    expect(
      bannerMismatch(
        kenya,
        table,
        banner('Bingwa Boost: up to 500% on your multibet', '/freebets'),
      ),
    ).toMatch(/freebets/);
    expect(
      bannerMismatch(kenya, table, banner('Jackpots: win big', '/jackpot-of-the-day')),
    ).toMatch(/not-found/);
    expect(
      bannerMismatch(
        kenya,
        table,
        banner('Bingwa Boost: up to 300% on your multibet', '/acca-bonus'),
      ),
    ).toMatch(/500%/);
  });

  it.each([
    ['/palm-bet', '/jackpots/turudi-uwanjani'],
    ['/shikisha-bet?btag=abc', '/shikisha?btag=abc'],
    ['/daily-jp', '/jackpots/turudi-uwanjani'],
    ['/falaa-daily-jp', '/jackpots/turudi-uwanjani'],
  ])('in the app, %s lands on %s', async (path, landing) => {
    const { getLocation } = renderApp(path);
    await waitFor(() => expect(getLocation()).toBe(landing));
  });
});

/**
 * The product a landing route shows, as the words a banner leading there must use in its
 * headline (case aside). A route missing here is a page no banner is known to explain.
 */
function productWordsOf(config: PublicCountryConfig, route: AppRoute, path: string): string | null {
  switch (route.name) {
    case 'acca-bonus':
      return config.accaBonusProductName;
    case 'boosted-jackpots':
    case 'boosted-jackpots-alias':
      return config.boostedName;
    case 'shikisha':
      return config.shikishaName;
    case 'sababisha':
      return config.sababishaName;
    case 'jackpots':
      return 'Jackpot';
    case 'virtual':
      return 'Virtual';
    case 'casino':
      return 'Casino';
    case 'casino-category':
      return path.split('/').at(-1) ?? null;
    default:
      return null;
  }
}

/** Why a banner does not lead where its words say, or null when it does. */
function bannerMismatch(
  config: PublicCountryConfig,
  table: AppRoute[],
  banner: Banner,
): string | null {
  if (banner.external) return /^https:\/\//.test(banner.route) ? null : 'external, not https';
  let path = banner.route.split('?')[0]!;
  let route = routeForPath(table, path);
  if (route.redirectTo) {
    path = route.redirectTo.split('?')[0]!;
    route = routeForPath(table, path);
  }
  const where = `${banner.route} lands on ${route.name} (${path})`;
  const words = productWordsOf(config, route, path);
  if (!words) return `${where}: a page no banner explains`;
  const { headline } = splitBannerText(banner.alt);
  if (!headline.toLowerCase().includes(words.toLowerCase())) {
    return `${where}, which shows ${words}, but the banner says '${headline}'`;
  }
  if (route.name === 'acca-bonus') {
    if (!isFeatureEnabled(config, 'accaBonus')) return `${where}: no accaBonus in this country`;
    const top = matrixPercent(
      config.accaBonusMatrix,
      matrixSize(config.accaBonusMatrix),
      config.accaBonusMinSelections,
    );
    const said = /up to (\d+)%/i.exec(banner.alt)?.[1];
    if (said !== undefined && Number(said) !== top) {
      return `${where}: the banner says up to ${said}%, the matrix's top is ${top}%`;
    }
  }
  return null;
}
