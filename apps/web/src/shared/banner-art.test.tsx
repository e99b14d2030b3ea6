import { BANNER_ARTWORKS } from '@shangwe/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerArt, artworkNamed } from './banner-art';

describe('banner artwork', () => {
  it('stands for every artwork by its name, and the boost one for a name it does not know', () => {
    for (const artwork of BANNER_ARTWORKS) expect(artworkNamed(artwork)).toBe(artwork);
    expect(artworkNamed('https://cdn.example/promo.png')).toBe('boost');
    expect(artworkNamed('')).toBe('boost');
  });

  it('draws the motif alone, hidden from assistive technology, when given no text', () => {
    const { container } = render(<BannerArt artwork="jackpot" />);
    const art = container.querySelector('[data-artwork="jackpot"]')!;
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art.querySelector('.promo-art__text')).toBeNull();
    expect(art.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
  });

  it("sets the page's own text over the artwork, read out", () => {
    const { getByText, container } = render(
      <BannerArt artwork="boost">
        <span>Weekend Win Bonus</span>
      </BannerArt>,
    );
    expect(getByText('Weekend Win Bonus')).toBeInTheDocument();
    expect(container.querySelector('[data-artwork]')).not.toHaveAttribute('aria-hidden');
  });
});
