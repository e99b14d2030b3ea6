import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { applyTestCountry } from '../../../test/country';
import { makePick, renderWithApp } from '../../../test/slip-test-helpers';
import { AccaTermsPage } from './acca-terms-page';

const rowsOf = () =>
  within(screen.getByTestId('acca-matrix'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  useBetslipStore.getState().clear('main');
});

describe('AccaTermsPage', () => {
  it("shows Kenya's matrix from 3 selections to 45 or more, with the terms", () => {
    applyTestCountry('KE');
    renderWithApp(<AccaTermsPage />, '/acca-bonus');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bingwa Boost');
    const rows = rowsOf();
    expect(rows[0]).toEqual(['3', '4%']);
    expect(rows[7]).toEqual(['10', '40%']);
    expect(rows.at(-1)).toEqual(['45 or more', '500%']);
    expect(rows).toHaveLength(43);
    expect(screen.getByText(/Only selections at odds of 1.35 or higher count/)).toBeInTheDocument();
    expect(screen.getByText(/up to KES 2,000,000 per bet/)).toBeInTheDocument();
  });

  it('shows the progress of the slip towards the next level, counting only qualifying odds', () => {
    applyTestCountry('KE');
    useBetslipStore
      .getState()
      .setPicks('main', [makePick(1, 2), makePick(2, 1.5), makePick(3, 1.2), makePick(4, 3)]);
    renderWithApp(<AccaTermsPage />, '/acca-bonus');
    const bar = screen.getByRole('progressbar', { name: 'Acca bonus progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByTestId('acca-progress')).toHaveTextContent(
      '3 selections at odds of 1.35 or higher. 4% now. Add 1 more for 8%',
    );
    const current = screen.getByTestId('acca-matrix').querySelector('[aria-current="true"]');
    expect(current).toHaveTextContent('34%');
  });

  it("uses Ghana's matrix and minimum of 4 selections at 1.40", () => {
    applyTestCountry('GH');
    useBetslipStore.getState().setPicks('main', [makePick(1, 2)]);
    renderWithApp(<AccaTermsPage />, '/acca-bonus');
    expect(rowsOf()[0]).toEqual(['4', '7%']);
    expect(rowsOf().at(-1)).toEqual(['26 or more', '100%']);
    expect(screen.getByTestId('acca-progress')).toHaveTextContent(
      '1 selection at odds of 1.40 or higher. Add 3 more for 7%',
    );
  });

  it('says the bonus is not offered where the feature is disabled', () => {
    applyTestCountry('NG', { disabledFeatures: ['accaBonus'] });
    renderWithApp(<AccaTermsPage />, '/acca-bonus');
    expect(screen.queryByTestId('acca-matrix')).toBeNull();
    expect(screen.getByText(/is not offered in Nigeria/)).toBeInTheDocument();
  });
});
