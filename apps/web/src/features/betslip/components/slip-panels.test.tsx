import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SlipPanelsContext, type SlipPanels } from '../../../shared/slip-panels';
import { applyTestCountry } from '../../../test/country';
import { renderWithApp } from '../../../test/slip-test-helpers';
import { BetslipScreen } from './betslip-screen';

function ShikishaSlip() {
  return <p>Shikisha slip of the shikisha feature</p>;
}

function withPanels(panels: SlipPanels) {
  return (
    <SlipPanelsContext.Provider value={panels}>
      <BetslipScreen />
    </SlipPanelsContext.Provider>
  );
}

beforeEach(() => {
  applyTestCountry('KE', { availableProducts: ['shikisha', 'virtuals'] });
});

describe('product slips in the betslip tabs', () => {
  it("shows the slip a product feature registered in that product's tab", async () => {
    const panels: SlipPanels = new Map([['shikisha', async () => ShikishaSlip]]);
    renderWithApp(withPanels(panels), '/betslip?type=shikisha');
    expect(await screen.findByText('Shikisha slip of the shikisha feature')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Virtual/ }));
    // No virtual slip registered: the tab still leads to the product's page.
    expect(screen.getByText('You have no virtual bets in your betslip.')).toBeInTheDocument();
    expect(screen.queryByText('Shikisha slip of the shikisha feature')).not.toBeInTheDocument();
  });

  it('without a registered slip, the tab links to the product page', () => {
    renderWithApp(withPanels(new Map()), '/betslip?type=shikisha');
    expect(screen.getByRole('link', { name: /Go to/ })).toBeInTheDocument();
  });
});
