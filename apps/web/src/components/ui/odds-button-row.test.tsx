import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickMatch } from '../../shared/slip-picks';
import { buildMarket, buildOdd } from '../../test/catalog-fixtures';
import { OddsButtonRow } from './odds-button-row';

const match: PickMatch = {
  parent_match_id: 1001,
  match_id: 10010,
  sport_id: 1,
  home_team: 'Blackburn Rangers',
  away_team: 'Birmingham City',
  start_time: '2026-11-22T15:00:00.000Z',
  live: false,
  status: 'not_started',
};

describe('OddsButtonRow', () => {
  it('labels double chance buttons 1X, 12 and X2 with the full name as accessible name', () => {
    const market = buildMarket({
      sub_type_id: 10,
      name: 'Double chance',
      odds: [
        buildOdd({ odd_key: '1/X', display: 'Blackburn Rangers or draw', odd_value: 1.25 }),
        buildOdd({
          odd_key: '1/2',
          display: 'Blackburn Rangers or Birmingham City',
          odd_value: 1.3,
        }),
        buildOdd({ odd_key: 'X/2', display: 'draw or Birmingham City', odd_value: 1.6 }),
      ],
    });
    render(<OddsButtonRow match={match} market={market} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1X1.25', '121.30', 'X21.60']);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Double chance Blackburn Rangers or Draw 1.25',
      'Double chance Blackburn Rangers or Birmingham City 1.30',
      'Double chance Draw or Birmingham City 1.60',
    ]);
  });

  it('keeps the 1, X, 2 keys of a 1X2 row', () => {
    render(<OddsButtonRow match={match} market={buildMarket()} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '12.10',
      'X3.20',
      '23.60',
    ]);
  });
});
