import { describe, expect, it } from 'vitest';
import { BANNER_ARTWORKS, KENYA, bannersAt, getCountryConfig } from './index';

describe('banner placements (spec 02 §3.1)', () => {
  it('takes each placement from its configured list', () => {
    expect(bannersAt(KENYA, 'home')).toBe(KENYA.banners);
    expect(bannersAt(KENYA, 'casino')).toBe(KENYA.casinoBanners);
    expect(bannersAt(KENYA, 'virtual')).toBe(KENYA.fastaBanners);
    expect(bannersAt(KENYA, 'shikisha')).toEqual([KENYA.shikishaBanner]);
    expect(bannersAt(KENYA, 'sababisha')).toEqual([KENYA.sababishaBanner]);
  });

  it('lists the Kenya banner routes of the spec', () => {
    // The boost banner opens the acca bonus terms that explain it (issue 28).
    expect(KENYA.banners.map((b) => b.route)).toEqual([
      '/acca-bonus',
      '/shikisha-bet',
      '/daily-jp',
    ]);
  });

  it.each(['KE', 'GH', 'NG'] as const)(
    '%s: every banner names a drawn artwork, an internal route and a text',
    (code) => {
      const config = getCountryConfig(code);
      const all = (['home', 'casino', 'virtual', 'shikisha', 'sababisha'] as const).flatMap((p) =>
        bannersAt(config, p),
      );
      for (const banner of all) {
        expect(BANNER_ARTWORKS).toContain(banner.src);
        expect(banner.route.startsWith('/') || banner.external).toBe(true);
        expect(banner.alt.length).toBeGreaterThan(0);
      }
    },
  );
});
