import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '../../../lib/app-link';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { SlipPanelsContext, type SlipPanels } from '../../../shared/slip-panels';
import { applyTestCountry } from '../../../test/country';
import { renderWithApp } from '../../../test/slip-test-helpers';
import { BetslipPanel } from './betslip-screen';

const panels: SlipPanels = new Map([
  ['shikisha', async () => () => <p>Shikisha slip of the feature</p>],
  ['virtual', async () => () => <p>Virtual slip of the feature</p>],
  ['jackpot', async () => () => <p>Jackpot slip of the feature</p>],
]);

function renderPanel(path: string) {
  return renderWithApp(
    <SlipPanelsContext.Provider value={panels}>
      <BetslipPanel />
      <Link to="/virtual/matches">Virtuals</Link>
      <Link to="/">Home</Link>
    </SlipPanelsContext.Provider>,
    path,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

beforeEach(() => {
  applyTestCountry('KE', { availableProducts: ['shikisha', 'virtuals', 'jackpots'] });
  useBetslipStore.getState().clear('main');
});

describe("the desktop betslip panel opens the page's product", () => {
  it('opens Normal on sports pages', () => {
    renderPanel('/s/football');
    expect(selectedTab()).toHaveTextContent('Normal');
    expect(screen.getByTestId('empty-slip')).toBeInTheDocument();
  });

  it('opens the Shikisha slip on the Shikisha list', async () => {
    renderPanel('/shikisha');
    expect(selectedTab()).toHaveTextContent('Shikisha');
    expect(await screen.findByText('Shikisha slip of the feature')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-slip')).not.toBeInTheDocument();
  });

  it('on the Shikisha builder, which shows its slip, names it instead of a second copy', async () => {
    renderPanel('/shikisha/markets/5');
    expect(selectedTab()).toHaveTextContent('Shikisha');
    expect(screen.getByTestId('slip-in-page')).toHaveTextContent(
      'Your Shikisha slip is on this page.',
    );
    expect(screen.queryByText('Shikisha slip of the feature')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Normal/ }));
    expect(screen.getByTestId('empty-slip')).toBeInTheDocument();
    expect(screen.queryByTestId('slip-in-page')).not.toBeInTheDocument();
  });

  it('opens Virtual on virtual pages, even after the bettor chose another tab elsewhere', async () => {
    renderPanel('/shikisha');
    await userEvent.click(screen.getByRole('tab', { name: /Normal/ }));
    expect(selectedTab()).toHaveTextContent('Normal');
    await userEvent.click(screen.getByRole('link', { name: 'Virtuals' }));
    expect(selectedTab()).toHaveTextContent('Virtual');
    expect(await screen.findByText('Virtual slip of the feature')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(selectedTab()).toHaveTextContent('Normal');
  });

  it('opens Jackpot on jackpot pages: named where the picker shows it, shown on results', async () => {
    const { unmount } = renderPanel('/jackpots');
    expect(selectedTab()).toHaveTextContent('Jackpot');
    expect(screen.getByTestId('slip-in-page')).toHaveTextContent(
      'Your jackpot slip is on this page.',
    );
    expect(screen.queryByText('Jackpot slip of the feature')).not.toBeInTheDocument();
    unmount();
    renderPanel('/jackpots/results');
    expect(selectedTab()).toHaveTextContent('Jackpot');
    expect(await screen.findByText('Jackpot slip of the feature')).toBeInTheDocument();
  });
});
