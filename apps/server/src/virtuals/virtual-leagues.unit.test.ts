import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../feed/reference-data';
import { scheduleOf } from './virtual-engine';
import { VIRTUAL_LEAGUES, teamById } from './virtual-teams';

describe('the virtual leagues', () => {
  it('each has its own invented clubs (no real club among them), ratings and kick-off offset', () => {
    const names = VIRTUAL_LEAGUES.flatMap((l) => l.teams.map((t) => t.name));
    expect(new Set(names).size).toBe(names.length);
    const ids = VIRTUAL_LEAGUES.flatMap((l) => l.teams.map((t) => t.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(teamById(id).id).toBe(id);
    const real = new Set(
      CATEGORIES.flatMap((c) => c.competitions.flatMap((k) => k.teams ?? [])).map((n) =>
        n.toLowerCase(),
      ),
    );
    expect(real.size).toBeGreaterThan(500);
    for (const name of names) expect(real.has(name.toLowerCase()), name).toBe(false);
    const ratings = VIRTUAL_LEAGUES.map((l) =>
      l.teams.map((t) => `${t.attack}/${t.defence}`).join(),
    );
    expect(new Set(ratings).size).toBe(VIRTUAL_LEAGUES.length);
    const offsets = VIRTUAL_LEAGUES.map((l) => l.offsetShare);
    expect(new Set(offsets).size).toBe(VIRTUAL_LEAGUES.length);
    expect(new Set(VIRTUAL_LEAGUES.map((l) => l.ref)).size).toBe(VIRTUAL_LEAGUES.length);
  });

  it('never shows the same pair of clubs in the same match-day of two leagues', () => {
    const seasons = VIRTUAL_LEAGUES.map((l) => scheduleOf(l));
    for (const season of seasons) expect(season).toHaveLength(30);
    for (let d = 0; d < 30; d++) {
      const pairs = seasons.map(
        (season) =>
          new Set(season[d]!.map(([h, a]) => `${teamById(h).name} v ${teamById(a).name}`)),
      );
      for (let i = 0; i < pairs.length; i++)
        for (let j = i + 1; j < pairs.length; j++)
          for (const pair of pairs[i]!) expect(pairs[j]!.has(pair), `day ${d + 1}`).toBe(false);
    }
  });
});
