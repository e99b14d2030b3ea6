import { BANNER_ARTWORKS, KENYA, type Banner } from '@shangwe/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { AUTO_ADVANCE_MS } from '../hooks/use-auto-advance';
import { BannerArt, splitBannerText } from '../../../shared/banner-art';
import { BannerCarousel } from './banner-carousel';
import { PromoBanners } from './promo-banners';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('promo banners (spec 02 §3.1)', () => {
  it('renders each Kenya home banner as a link to its configured route', () => {
    renderScreen(<PromoBanners />, { path: '/' });
    const strip = screen.getByRole('region', { name: 'Promotions' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(KENYA.banners.length);
    for (const [i, banner] of KENYA.banners.entries()) {
      expect(links[i]).toHaveAccessibleName(banner.alt);
      expect(links[i]).toHaveAttribute('href', banner.route);
    }
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/acca-bonus',
      '/shikisha-bet',
      '/daily-jp',
    ]);
  });

  it('draws the artwork in the page: no image is fetched, from any host', () => {
    const { container } = renderScreen(<PromoBanners />, { path: '/' });
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/https?:\/\//);
    expect(container.querySelectorAll('[data-artwork] svg')).toHaveLength(KENYA.banners.length);
    expect(screen.getByText('Bingwa Boost')).toBeInTheDocument();
    expect(screen.getByText('up to 500% on your multibet')).toBeInTheDocument();
  });

  it.each([
    ['/casino', 'Casino promotions', KENYA.casinoBanners],
    ['/casino/category/crash', 'Casino promotions', KENYA.casinoBanners],
    ['/virtual', 'Virtuals promotions', KENYA.fastaBanners],
    ['/shikisha', 'Shikisha', [KENYA.shikishaBanner]],
    ['/sababisha', 'Sababisha', [KENYA.sababishaBanner]],
  ] as const)('shows the configured banners on %s', (path, name, banners) => {
    renderScreen(<PromoBanners />, { path });
    const links = within(screen.getByRole('region', { name })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(banners.map((b) => b.route));
  });

  it('shows nothing on pages without banners, nor for an unavailable product', () => {
    renderScreen(<PromoBanners />, { path: '/live' });
    expect(screen.queryByTestId('promo-banners')).toBeNull();
    renderScreen(<PromoBanners />, {
      path: '/casino',
      overrides: { availableProducts: KENYA.availableProducts.filter((p) => p !== 'casino') },
    });
    expect(screen.queryByTestId('promo-banners')).toBeNull();
  });

  it('opens an external banner in a new tab, safely', () => {
    const external: Banner = {
      src: 'casino',
      route: 'https://example.org/promo',
      external: true,
      alt: 'Elsewhere: a partner offer',
    };
    render(
      <MemoryRouter>
        <BannerCarousel banners={[external]} label="Promotions" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: external.alt });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws every artwork the configuration may name', () => {
    for (const artwork of BANNER_ARTWORKS) {
      const { container, unmount } = render(<BannerArt artwork={artwork} alt="A: b" />);
      expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });

  it('splits the text into headline and strapline', () => {
    expect(splitBannerText('Turudi Uwanjani: boosted odds on 10 matches every day')).toEqual({
      headline: 'Turudi Uwanjani',
      strapline: 'boosted odds on 10 matches every day',
    });
    expect(splitBannerText('Top casino games')).toEqual({
      headline: 'Top casino games',
      strapline: '',
    });
  });
});

describe('banner carousel motion', () => {
  function renderKenyaStrip() {
    render(
      <MemoryRouter>
        <BannerCarousel banners={KENYA.banners} label="Promotions" />
      </MemoryRouter>,
    );
    return screen.getAllByRole('button', { name: /^Show banner/ });
  }
  const currentDot = () =>
    screen.getAllByRole('button', { name: /^Show banner/ }).findIndex((b) => b.ariaCurrent);

  it('advances by itself once the page is idle', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderKenyaStrip();
    // useIdle waits for the load event and an idle period.
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(500);
    });
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(currentDot()).toBe(2);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(currentDot()).toBe(0);
  });

  it('stays still for a bettor who prefers reduced motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderKenyaStrip();
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(500 + 3 * AUTO_ADVANCE_MS);
    });
    expect(currentDot()).toBe(0);
  });

  it('stays still while the bettor points at it', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderKenyaStrip();
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(500);
    });
    fireEvent.pointerEnter(screen.getByTestId('promo-banners'));
    act(() => vi.advanceTimersByTime(3 * AUTO_ADVANCE_MS));
    expect(currentDot()).toBe(0);
  });

  it('shows the banner whose dot is tapped', async () => {
    stubReducedMotion(true);
    const dots = renderKenyaStrip();
    expect(dots).toHaveLength(3);
    await userEvent.click(dots[2]!);
    expect(currentDot()).toBe(2);
  });
});
