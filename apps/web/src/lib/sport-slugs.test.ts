import { describe, expect, it } from 'vitest';
import { competitionSlug, findBySlug, sportSlug } from './sport-slugs';

describe('sport route parameters (spec 01 §2)', () => {
  it('lowercases sport names and turns spaces into hyphens', () => {
    expect(sportSlug('Soccer')).toBe('soccer');
    expect(sportSlug('Ice Hockey')).toBe('ice-hockey');
    expect(sportSlug('Table  Tennis')).toBe('table-tennis');
  });

  it('joins category and competition with a hyphen and removes commas', () => {
    expect(competitionSlug('England', 'Premier League')).toBe('england-premier-league');
    expect(competitionSlug('Korea, Republic', 'K League 1')).toBe('korea-republic-k-league-1');
  });

  it('finds an item by slug regardless of case and encoding', () => {
    const sports = [{ name: 'Soccer' }, { name: 'Ice Hockey' }];
    expect(findBySlug(sports, 'Ice-Hockey', (s) => sportSlug(s.name))).toEqual({
      name: 'Ice Hockey',
    });
    expect(findBySlug(sports, 'cricket', (s) => sportSlug(s.name))).toBeUndefined();
    expect(findBySlug(sports, '%E0%A4%A', (s) => sportSlug(s.name))).toBeUndefined();
  });
});
