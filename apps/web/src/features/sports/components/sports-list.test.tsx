import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSport, stubFetch } from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { renderRoute } from '../../../test/render-route';
import { SportsList } from './sports-list';

afterEach(() => vi.unstubAllGlobals());

const sports = {
  data: [
    buildSport({ sport_id: 2, sport_name: 'Basketball', total_matches: 40 }),
    buildSport({ sport_id: 1, sport_name: 'Soccer', total_matches: 900 }),
    buildSport({ sport_id: 5, sport_name: 'Ice Hockey', total_matches: 12 }),
  ],
};

describe('SportsList', () => {
  it('puts Soccer first, then the mobile shortcuts of available products, then the other sports', async () => {
    const config = applyTestCountry('KE');
    stubFetch({ '/api/sports': sports });
    renderRoute(<SportsList variant="mobile" />);
    const list = await screen.findByTestId('sports-list');
    await within(list).findByText('Basketball');
    const names = within(list)
      .getAllByRole('link')
      .map((a) => a.querySelector('.sports-list__name')?.textContent);
    expect(names[0]).toBe('Soccer');
    expect(names.slice(-2)).toEqual(['Basketball', 'Ice Hockey']);
    const shortcuts = names.slice(1, -2);
    if (config.availableProducts.includes('casino')) expect(shortcuts).toContain('Casino');
    if (config.availableProducts.includes('virtuals')) expect(shortcuts).toContain('Virtuals');
    if (config.availableProducts.includes('offersNRewards')) {
      expect(within(list).getByText('New')).toBeInTheDocument();
    }
    expect(within(list).getByRole('link', { name: /Ice Hockey/ })).toHaveAttribute(
      'href',
      '/s/ice-hockey',
    );
  });

  it('leaves out shortcuts of products the country does not offer and on desktop', async () => {
    applyTestCountry('KE', { availableProducts: ['virtuals'] });
    stubFetch({ '/api/sports': sports });
    const { unmount } = renderRoute(<SportsList variant="mobile" />);
    const list = await screen.findByTestId('sports-list');
    await within(list).findByText('Basketball');
    expect(within(list).getByText('Virtuals')).toBeInTheDocument();
    expect(within(list).queryByText('Casino')).not.toBeInTheDocument();
    unmount();

    renderRoute(<SportsList variant="desktop" />);
    const desktop = await screen.findByTestId('sports-list');
    await within(desktop).findByText('Basketball');
    expect(within(desktop).queryByText('Virtuals')).not.toBeInTheDocument();
  });

  it('renders the phone strip in the same order with the shortcuts', async () => {
    applyTestCountry('KE', { availableProducts: ['virtuals', 'offersNRewards'] });
    stubFetch({ '/api/sports': sports });
    renderRoute(<SportsList variant="strip" />);
    const strip = await screen.findByTestId('sports-strip');
    await within(strip).findByText('Basketball');
    expect(
      within(strip)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Soccer', 'Virtuals', 'OffersNew', 'Basketball', 'Ice Hockey']);
    expect(within(strip).getByRole('link', { name: 'Soccer' })).toHaveAttribute(
      'href',
      '/s/soccer',
    );
  });
});
