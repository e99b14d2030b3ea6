import {
  isProductAvailable,
  type BannerPlacement,
  type ProductKey,
  type PublicCountryConfig,
} from '@shangwe/domain';

/** Lowercased, spaces hyphenated: the route table's rule for product-named paths. */
function slug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The banner placement of a page, by its path: home, the casino lobby and its categories,
 * virtuals, and the Shikisha and Sababisha product pages. A product's page shows its banners
 * only when the product is available (otherwise the path is the catch-all).
 */
export function placementForPath(
  pathname: string,
  config: PublicCountryConfig,
): BannerPlacement | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const when = (product: ProductKey, placement: BannerPlacement) =>
    isProductAvailable(config, product) ? placement : null;
  if (path === '/') return 'home';
  if (path === '/casino' || /^\/casino\/category\/[^/]+$/.test(path)) {
    return when('casino', 'casino');
  }
  if (path === '/virtual' || path === '/virtuals') return when('virtuals', 'virtual');
  if (path === `/${slug(config.shikishaName)}`) return when('shikisha', 'shikisha');
  if (path === `/${slug(config.sababishaName)}`) return 'sababisha';
  return null;
}
