import type { Banner, CountryConfig } from './country-config';

/** Where promotional banners show: home, the casino lobby, virtuals and the product heroes. */
export type BannerPlacement = 'home' | 'casino' | 'virtual' | 'shikisha' | 'sababisha';

/**
 * The configured banners of a placement (spec 02 §3.1): `banners` on home, `casinoBanners` in
 * the casino, `fastaBanners` on virtuals, and the one hero banner of Shikisha and Sababisha.
 */
export function bannersAt(
  config: Pick<
    CountryConfig,
    'banners' | 'casinoBanners' | 'fastaBanners' | 'shikishaBanner' | 'sababishaBanner'
  >,
  placement: BannerPlacement,
): readonly Banner[] {
  switch (placement) {
    case 'home':
      return config.banners;
    case 'casino':
      return config.casinoBanners;
    case 'virtual':
      return config.fastaBanners;
    case 'shikisha':
      return [config.shikishaBanner];
    case 'sababisha':
      return [config.sababishaBanner];
  }
}
