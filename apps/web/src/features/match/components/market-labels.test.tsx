import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMarket, buildMatchDetail, buildOdd, stubFetch } from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import { PrebetMarketsScreen } from './match-screen';

vi.mock('../../../lib/socket-client', () => ({
  socketClient: { subscribeMatch: () => () => undefined },
}));
afterEach(() => vi.unstubAllGlobals());

/** The double chance market as the feed sends it: long names, the draw in lower case. */
function doubleChance() {
  const odd = (odd_key: string, outcome_id: string, display: string, odd_value: number) =>
    buildOdd({ odd_key, outcome_id, display, odd_value, sub_type_id: 10 });
  return buildMarket({
    sub_type_id: 10,
    name: 'Double chance',
    odds: [
      odd('1/X', '9', 'Blackburn Rangers or draw', 1.25),
      odd('1/2', '10', 'Blackburn Rangers or Birmingham City', 1.3),
      odd('X/2', '11', 'draw or Birmingham City', 1.6),
    ],
  });
}

describe('outcome labels on the match page', () => {
  it('leads double chance buttons with 1X, 12 and X2 and keeps the full name readable', async () => {
    stubFetch({
      '/api/match': {
        data: buildMatchDetail({
          home_team: 'Blackburn Rangers',
          away_team: 'Birmingham City',
          markets: [buildMarket(), doubleChance()],
        }),
      },
    });
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/1001' });
    const [, group] = await screen.findAllByTestId('market-group');
    const buttons = within(group!).getAllByRole('button', { name: /^Double chance / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Double chance Blackburn Rangers or Draw 1.25',
      'Double chance Blackburn Rangers or Birmingham City 1.30',
      'Double chance Draw or Birmingham City 1.60',
    ]);
    expect(buttons.map((b) => b.querySelector('.odds-button__label')?.textContent)).toEqual([
      '1X',
      '12',
      'X2',
    ]);
    expect(buttons[2]).toHaveTextContent('Draw or Birmingham City');
  });

  it('capitalises outcome names of other markets', async () => {
    stubFetch({
      '/api/match': {
        data: buildMatchDetail({
          markets: [
            buildMarket({
              sub_type_id: 29,
              name: 'Both teams to score',
              odds: [
                buildOdd({ odd_key: 'yes', display: 'yes', odd_value: 1.8, sub_type_id: 29 }),
                buildOdd({ odd_key: 'no', display: 'no', odd_value: 1.9, sub_type_id: 29 }),
              ],
            }),
          ],
        }),
      },
    });
    renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/1001' });
    expect(
      await screen.findByRole('button', { name: 'Both teams to score Yes 1.80' }),
    ).toHaveTextContent('Yes');
    expect(screen.getByRole('button', { name: 'Both teams to score No 1.90' })).toBeInTheDocument();
  });
});
