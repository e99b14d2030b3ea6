import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreDetail } from './score-detail';

describe('ScoreDetail', () => {
  it('shows sets and the current game of a set sport', () => {
    render(
      <ScoreDetail
        detail={{
          sets: [
            { home: 6, away: 4 },
            { home: 1, away: 4 },
          ],
          game: { home: '40', away: '15' },
        }}
      />,
    );
    expect(screen.getByTestId('score-detail')).toHaveTextContent('Sets 6-4, 1-4 · Game 40-15');
  });

  it('does not repeat a lone first period the score already says (no "Periods 0-0")', () => {
    render(<ScoreDetail detail={{ periods: [{ home: 0, away: 0 }] }} />);
    expect(screen.queryByTestId('score-detail')).toBeNull();
  });

  it('names quarters of a four-period game', () => {
    const quarter = { home: 20, away: 18 };
    render(<ScoreDetail detail={{ periods: [quarter, quarter, quarter, quarter] }} sportId={2} />);
    expect(screen.getByTestId('score-detail')).toHaveTextContent(
      'Q1 20-18, Q2 20-18, Q3 20-18, Q4 20-18',
    );
  });

  it('shows periods and cards, red cards only when there are some', () => {
    const { rerender } = render(
      <ScoreDetail
        detail={{
          periods: [
            { home: 1, away: 0 },
            { home: 1, away: 3 },
          ],
          cards: { yellow: { home: 2, away: 0 }, red: { home: 0, away: 0 } },
        }}
        sportId={1}
      />,
    );
    expect(screen.getByTestId('score-detail')).toHaveTextContent(
      '1st half 1-0, 2nd half 1-3 · Yellow cards 2-0',
    );
    rerender(
      <ScoreDetail
        detail={{ cards: { yellow: { home: 0, away: 0 }, red: { home: 0, away: 1 } } }}
      />,
    );
    expect(screen.getByTestId('score-detail')).toHaveTextContent(
      'Yellow cards 0-0 · Red cards 0-1',
    );
  });

  it('renders nothing for an empty or unknown detail', () => {
    const { container } = render(<ScoreDetail detail={{ foo: 1 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
