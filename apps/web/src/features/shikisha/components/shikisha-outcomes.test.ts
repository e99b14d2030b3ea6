import { describe, expect, it } from 'vitest';
import { listsOutcomes, shikishaOutcome } from './shikisha-outcomes';

const odd = (odd_key: string, display: string) => ({ odd_key, display, odd_value: 2 });

describe('Shikisha outcome names (issue 28 item 6)', () => {
  it('leads double chance and half-time/full-time names with their keys', () => {
    const dc = { name: 'Double chance' };
    expect(shikishaOutcome(dc, odd('1/X', 'Peterborough United or draw'))).toEqual({
      key: '1X',
      name: 'Peterborough United or Draw',
    });
    expect(shikishaOutcome(dc, odd('X/2', 'draw or Wigan'))).toEqual({
      key: 'X2',
      name: 'Draw or Wigan',
    });
    expect(shikishaOutcome(dc, odd('1/2', 'Peterborough United or Wigan')).key).toBe('12');
    expect(shikishaOutcome({ name: 'Halftime/fulltime' }, odd('1/X', 'Leeds/draw'))).toEqual({
      key: '1/X',
      name: 'Leeds/Draw',
    });
    expect(shikishaOutcome({ name: '1X2' }, odd('2', 'Wigan'))).toEqual({
      key: '2',
      name: 'Wigan',
    });
  });

  it('gives no key where the name is the key, and lists long names one per line', () => {
    expect(shikishaOutcome({ name: 'Total' }, odd('over', 'over 2.5'))).toEqual({
      key: null,
      name: 'Over 2.5',
    });
    expect(shikishaOutcome({ name: '1X2' }, odd('1', '1')).key).toBeNull();
    expect(listsOutcomes({ name: 'Total', odds: [odd('over', 'Over 2.5')] as never })).toBe(false);
    expect(listsOutcomes({ name: '1X2', odds: [odd('1', 'Peterborough United')] as never })).toBe(
      true,
    );
  });
});
