import { PROMO_ONLY_ICONS, type PromoOnlyIcon } from '@shangwe/domain';
import type { ReactNode } from 'react';
import { BannerArt, artworkNamed } from '../../../shared/banner-art';

/**
 * The motifs of the promotions' own icons, on the banner artworks' 100 × 100 grid and classes:
 * a few hundred bytes each, in this feature's chunk only (not the first load).
 */
const PROMO_MOTIFS: Record<PromoOnlyIcon, ReactNode> = {
  // A shield with a tick: the stake is insured.
  insurance: (
    <>
      <path d="M50 12 82 24v22c0 20-14 34-32 42-18-8-32-22-32-42V24z" className="promo-art__fill" />
      <path d="m36 50 10 10 20-22" className="promo-art__line promo-art__line--ink" />
    </>
  ),
  // A calendar with Saturday and Sunday marked.
  weekend: (
    <>
      <rect x="14" y="22" width="72" height="62" rx="8" className="promo-art__fill" />
      <path d="M30 14v16M70 14v16" className="promo-art__line" />
      <rect x="52" y="56" width="12" height="12" rx="2" className="promo-art__accent" />
      <rect x="68" y="56" width="12" height="12" rx="2" className="promo-art__accent" />
      <path d="M22 44h56" className="promo-art__line promo-art__line--thin promo-art__line--ink" />
    </>
  ),
  // A gift box: a free bet given at once.
  gift: (
    <>
      <rect x="16" y="42" width="68" height="42" rx="4" className="promo-art__fill" />
      <rect x="12" y="30" width="76" height="14" rx="3" className="promo-art__accent" />
      <path d="M50 30v54" className="promo-art__line promo-art__line--ink" />
      <path
        d="M50 30c-6-14-22-16-22-6s16 6 22 6c6 0 22 4 22-6s-16-8-22 6z"
        className="promo-art__line"
      />
    </>
  ),
};

const isPromoOnly = (name: string): name is PromoOnlyIcon =>
  (PROMO_ONLY_ICONS as readonly string[]).includes(name);

/**
 * A promotion's icon from its `image_url`: one of the promotions' own motifs, else the banner
 * artwork of that name (else the boost one). With `children`, the page's text stands over it.
 */
export function PromoArt({ image, children }: { image: string; children?: ReactNode }) {
  if (!isPromoOnly(image)) return <BannerArt artwork={artworkNamed(image)}>{children}</BannerArt>;
  return (
    <span
      className={`promo-art promo-art--${image}`}
      aria-hidden={children === undefined ? true : undefined}
      data-artwork={image}
    >
      {children !== undefined ? <span className="promo-art__text">{children}</span> : null}
      <svg className="promo-art__motif" viewBox="0 0 100 100" focusable="false" aria-hidden="true">
        {PROMO_MOTIFS[image]}
      </svg>
    </span>
  );
}
