import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDoubleChanceMarket, outcomeName, outcomeShortKey } from './outcome-labels';

describe('outcomeShortKey', () => {
  it('gives double chance outcomes the keys a bettor knows', () => {
    expect(outcomeShortKey('1/X', 'Double chance')).toBe('1X');
    expect(outcomeShortKey('1/2', 'Double chance')).toBe('12');
    expect(outcomeShortKey('X/2', 'Double chance')).toBe('X2');
    expect(outcomeShortKey('x/2', '1st half - double chance')).toBe('X2');
  });

  it('keeps the slash where it means two results, as in half-time/full-time', () => {
    expect(outcomeShortKey('1/X', 'Half time/full time')).toBe('1/X');
    expect(outcomeShortKey('2/2', 'Half time/full time')).toBe('2/2');
  });

  it('capitalises every other key', () => {
    expect(outcomeShortKey('1', '1X2')).toBe('1');
    expect(outcomeShortKey('x', '1X2')).toBe('X');
    expect(outcomeShortKey('yes', 'Both teams to score')).toBe('Yes');
    expect(outcomeShortKey('over 2.5', 'Total')).toBe('Over 2.5');
    expect(outcomeShortKey('1 (-1)', 'Handicap')).toBe('1 (-1)');
  });

  it('never yields an empty or lower-case-first label for a non-empty key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9][a-z0-9 ./]{0,10}$/), fc.string(), (key, market) => {
        const label = outcomeShortKey(key, market);
        expect(label.length).toBeGreaterThan(0);
        expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
      }),
    );
  });
});

describe('outcomeName', () => {
  it('writes the draw with a capital wherever it stands', () => {
    expect(outcomeName('Blackburn Rangers or draw')).toBe('Blackburn Rangers or Draw');
    expect(outcomeName('draw or Birmingham City')).toBe('Draw or Birmingham City');
    expect(outcomeName('Draw')).toBe('Draw');
  });

  it('starts every name with a capital and leaves team names alone', () => {
    expect(outcomeName('over 2.5')).toBe('Over 2.5');
    expect(outcomeName('Drawsko Pomorskie or Lech')).toBe('Drawsko Pomorskie or Lech');
    expect(outcomeName('3 goals')).toBe('3 goals');
    expect(outcomeName('1st half')).toBe('1st half');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (display) => {
        expect(outcomeName(outcomeName(display))).toBe(outcomeName(display));
      }),
    );
  });
});

describe('isDoubleChanceMarket', () => {
  it('recognises full-time and half-time double chance markets', () => {
    expect(isDoubleChanceMarket('Double chance')).toBe(true);
    expect(isDoubleChanceMarket('1st half - double chance')).toBe(true);
    expect(isDoubleChanceMarket('1X2')).toBe(false);
  });
});
