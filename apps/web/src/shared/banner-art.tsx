import { BANNER_ARTWORKS, type BannerArtwork } from '@shangwe/domain';
import type { ReactNode } from 'react';
import './banner-art.css';

/**
 * The motif of each artwork, drawn on a 100 × 100 grid. Shapes only, in `currentColor` and the
 * accent: a few hundred bytes each, sharp at any density, nothing to download.
 */
const MOTIFS: Record<BannerArtwork, ReactNode> = {
  boost: (
    <>
      <path d="M14 78 38 54l14 14 30-34" className="promo-art__line" />
      <path d="M66 30h18v18" className="promo-art__line" />
      <circle cx="26" cy="28" r="7" className="promo-art__accent" />
      <circle cx="54" cy="22" r="4" className="promo-art__accent" />
      <path d="M74 66h4m-2-2v4M62 80h6" className="promo-art__line promo-art__line--thin" />
    </>
  ),
  'bet-builder': (
    <>
      <rect x="14" y="62" width="30" height="20" rx="4" className="promo-art__accent" />
      <rect x="48" y="62" width="30" height="20" rx="4" className="promo-art__fill" />
      <rect x="31" y="38" width="30" height="20" rx="4" className="promo-art__fill" />
      <rect x="48" y="14" width="30" height="20" rx="4" className="promo-art__accent" />
      <path d="M22 30h12m-6-6v12" className="promo-art__line" />
    </>
  ),
  jackpot: (
    <>
      <path
        d="M32 16h36v18a18 18 0 0 1-36 0zM32 22H20a10 10 0 0 0 12 14M68 22h12a10 10 0 0 1-12 14"
        className="promo-art__line"
      />
      <rect x="46" y="52" width="8" height="18" className="promo-art__accent" />
      <path d="M36 84h28l-4-14H40z" className="promo-art__accent" />
      <path d="M50 24l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1z" className="promo-art__fill" />
    </>
  ),
  crash: (
    <>
      <path d="M10 86c30-2 52-18 70-56" className="promo-art__line" />
      <path
        d="M70 24l18-8-6 18-6-2-4 8-4-2 2-8z"
        className="promo-art__accent"
        transform="rotate(8 78 24)"
      />
      <path d="M10 86h80M10 86V14" className="promo-art__line promo-art__line--thin" />
    </>
  ),
  casino: (
    <>
      <rect
        x="18"
        y="20"
        width="40"
        height="56"
        rx="6"
        className="promo-art__fill"
        transform="rotate(-10 38 48)"
      />
      <rect
        x="42"
        y="24"
        width="40"
        height="56"
        rx="6"
        className="promo-art__accent"
        transform="rotate(10 62 52)"
      />
      <path d="M62 40l7 10-7 10-7-10z" className="promo-art__fill" />
    </>
  ),
  virtual: (
    <>
      <circle cx="50" cy="50" r="32" className="promo-art__fill" />
      <path d="M50 36l13 9-5 15H42l-5-15z" className="promo-art__accent" />
      <path
        d="M50 36V18M63 45l17-6M58 60l10 15M42 60 32 75M37 45l-17-6"
        className="promo-art__line promo-art__line--thin"
      />
    </>
  ),
  sababisha: (
    <>
      <rect x="16" y="18" width="56" height="66" rx="6" className="promo-art__fill" />
      <path d="M26 34l5 5 9-9M26 54l5 5 9-9" className="promo-art__line" />
      <path d="M46 35h16M46 55h16M26 72h36" className="promo-art__line promo-art__line--thin" />
      <path
        d="M80 12l4 8 9 1-6.5 6 1.5 9-8-4.5-8 4.5 1.5-9-6.5-6 9-1z"
        className="promo-art__accent"
      />
    </>
  ),
};

/**
 * The artwork a name from the server or the configuration stands for (a promo's `image_url`, a
 * banner's `src`): the drawn artwork of that name, else the boost one every offer starts with.
 */
export function artworkNamed(name: string): BannerArtwork {
  return BANNER_ARTWORKS.find((a) => a === name) ?? 'boost';
}

/** 'Bingwa Boost: up to 500% on your multibet' → headline and strapline. */
export function splitBannerText(alt: string): { headline: string; strapline: string } {
  const colon = alt.indexOf(':');
  if (colon < 0) return { headline: alt.trim(), strapline: '' };
  return { headline: alt.slice(0, colon).trim(), strapline: alt.slice(colon + 1).trim() };
}

/**
 * A banner's artwork: the configured text set in type over the artwork's colours and motif.
 * Decorative for assistive technology: the link around it carries the banner's text as its name.
 * Without `alt` it is the motif alone (a card's thumbnail); with `children` the page's own text
 * stands over the artwork instead, and is read out.
 */
export function BannerArt({
  artwork,
  alt,
  children,
}: {
  artwork: BannerArtwork;
  alt?: string;
  children?: ReactNode;
}) {
  let text: ReactNode = children;
  if (text === undefined && alt) {
    const { headline, strapline } = splitBannerText(alt);
    text = (
      <>
        <span className="promo-art__headline">{headline}</span>
        {strapline ? <span className="promo-art__strapline">{strapline}</span> : null}
      </>
    );
  }
  return (
    <span
      className={`promo-art promo-art--${artwork}`}
      aria-hidden={children === undefined ? true : undefined}
      data-artwork={artwork}
    >
      {text ? <span className="promo-art__text">{text}</span> : null}
      <svg className="promo-art__motif" viewBox="0 0 100 100" focusable="false" aria-hidden="true">
        {MOTIFS[artwork]}
      </svg>
    </span>
  );
}
