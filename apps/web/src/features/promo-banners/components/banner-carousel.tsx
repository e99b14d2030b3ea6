import type { Banner } from '@shangwe/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/app-link';
import { useIdle } from '../../../lib/use-idle';
import { useAutoAdvance, usePrefersReducedMotion } from '../hooks/use-auto-advance';
import { BannerArt } from '../../../shared/banner-art';

/** The link of a banner: a route of the app, or an external address opened in a new tab. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (banner.external) {
    return (
      <a
        className="promo-banner__link"
        href={banner.route}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={banner.alt}
      >
        {children}
      </a>
    );
  }
  return (
    <Link className="promo-banner__link" to={banner.route} aria-label={banner.alt}>
      {children}
    </Link>
  );
}

/**
 * Banners side by side in a scroll-snapping strip: swiped by hand, or advanced every few seconds
 * once the page is idle, unless the bettor prefers reduced motion or is pointing at or focused
 * in the strip. The strip scrolls inside itself, so the page never scrolls sideways.
 */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const idle = useIdle();
  const count = banners.length;

  const show = useCallback(
    (index: number) => {
      const track = trackRef.current;
      setCurrent(index);
      track?.scrollTo?.({
        left: index * track.clientWidth,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    },
    [reducedMotion],
  );
  const next = useCallback(() => show((current + 1) % count), [show, current, count]);
  useAutoAdvance(count > 1 && idle && !reducedMotion && !paused, next, current);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  if (count === 0) return null;
  return (
    <section
      className="promo-banners"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="promo-banners"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="promo-banners__track" ref={trackRef} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <li
            key={`${banner.route}|${banner.alt}`}
            className="promo-banner"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <BannerLink banner={banner}>
              <BannerArt artwork={banner.src} alt={banner.alt} />
            </BannerLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="promo-banners__dots">
          {banners.map((banner, index) => (
            <button
              key={`${banner.route}|${banner.alt}`}
              type="button"
              className="promo-banners__dot"
              aria-label={`Show banner ${index + 1} of ${count}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
