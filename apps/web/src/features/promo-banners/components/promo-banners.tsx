import { bannersAt, type BannerPlacement, type PublicCountryConfig } from '@shangwe/domain';
import { useLocation } from 'react-router';
import { useCountryConfig } from '../../../shared/country-store';
import { placementForPath } from '../banner-placement';
import '../promo-banners.css';
import { BannerCarousel } from './banner-carousel';

/** The accessible name of each placement's strip (product heroes take the product's name). */
function labelOf(placement: BannerPlacement, config: PublicCountryConfig): string {
  switch (placement) {
    case 'home':
      return 'Promotions';
    case 'casino':
      return 'Casino promotions';
    case 'virtual':
      return 'Virtuals promotions';
    case 'shikisha':
      return config.shikishaName;
    case 'sababisha':
      return config.sababishaName;
  }
}

/**
 * The layout slot above the page: the configured banners of the current page's placement, or
 * nothing on pages without banners.
 */
export function PromoBanners() {
  const config = useCountryConfig();
  const { pathname } = useLocation();
  const placement = placementForPath(pathname, config);
  if (!placement) return null;
  const banners = bannersAt(config, placement);
  // Keyed by placement: a new set of banners starts at its first one.
  return <BannerCarousel key={placement} banners={banners} label={labelOf(placement, config)} />;
}
