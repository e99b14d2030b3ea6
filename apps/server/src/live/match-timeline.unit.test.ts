import { describe, expect, it } from 'vitest';
import { SimulatedOddsFeed, dayNumber, marketDefsFor } from '../feed/fixture-generator';
import { sportById } from '../feed/reference-data';
import { finalStateOf, priceLive, resultsOf } from './live-pricing';
import { buildTimeline, stateAt, type ClockedTimeline } from './match-timeline';

const feed = new SimulatedOddsFeed({ seed: 9, liveDemo: false });
const day = feed.fixtures(`day:${dayNumber(new Date('2026-11-21T00:00:00Z'))}`);

describe('live timeline', () => {
  it('is the same for the same seed and match, so every replay sees the same events', () => {
    const m = day.find((x) => x.sport_id === 1)!;
    const sport = sportById.get(1)!;
    const a = buildTimeline(9, m.parent_match_id, sport, m.model);
    expect(JSON.stringify(buildTimeline(9, m.parent_match_id, sport, m.model))).toBe(
      JSON.stringify(a),
    );
    expect(JSON.stringify(buildTimeline(10, m.parent_match_id, sport, m.model))).not.toBe(
      JSON.stringify(a),
    );
    for (const elapsed of [-5, 0, 600, 2700, 3000, 4000, 6300, 7000]) {
      expect(stateAt(sport, a, elapsed)).toEqual(
        stateAt(sport, buildTimeline(9, m.parent_match_id, sport, m.model), elapsed),
      );
    }
  });

  it('runs the soccer clock through halves and half-time and ends at 90 minutes', () => {
    const m = day.find((x) => x.sport_id === 1)!;
    const sport = sportById.get(1)!;
    const tl = buildTimeline(9, m.parent_match_id, sport, m.model) as ClockedTimeline;
    expect(stateAt(sport, tl, -1)).toMatchObject({ status: 'not_started', period: 'Not started' });
    expect(stateAt(sport, tl, 600)).toMatchObject({
      status: 'live',
      period: '1st half',
      clockSeconds: 600,
      clockRunning: true,
    });
    expect(stateAt(sport, tl, 2700 + 300)).toMatchObject({
      period: 'Halftime',
      clockSeconds: 2700,
      clockRunning: false,
    });
    expect(stateAt(sport, tl, 3600 + 60)).toMatchObject({ period: '2nd half', clockSeconds: 2760 });
    const end = stateAt(sport, tl, tl.endsAt);
    expect(end).toMatchObject({ status: 'ended', period: 'Ended', clockSeconds: 5400 });
    const goals = tl.events.filter((e) => e.kind === 'score');
    expect(end.score[0] + end.score[1]).toBe(goals.length);
    expect(end.htScore![0] + end.htScore![1]).toBe(goals.filter((e) => e.t < 2700).length);
  });

  it('suspends markets right after a goal and re-opens them', () => {
    const sport = sportById.get(1)!;
    for (const m of day.filter((x) => x.sport_id === 1)) {
      const tl = buildTimeline(9, m.parent_match_id, sport, m.model) as ClockedTimeline;
      const goal = tl.events.find(
        (e) =>
          e.kind === 'score' &&
          e.t > 60 &&
          e.t < 2600 &&
          !tl.events.some((o) => o !== e && o.kind !== 'yellow_card' && Math.abs(o.t - e.t) < 120),
      );
      if (!goal) continue;
      expect(stateAt(sport, tl, goal.t - 1).suspended).toBe(false);
      expect(stateAt(sport, tl, goal.t + 1).suspended).toBe(true);
      expect(stateAt(sport, tl, goal.t + 60).suspended).toBe(false);
      return;
    }
    throw new Error('no match with a lone goal');
  });

  it('plays basketball without a draw and tennis to two sets, and results every market coherently', () => {
    for (const sportId of [2, 5, 20, 23, 6, 12, 4, 29]) {
      const sport = sportById.get(sportId)!;
      const m = day.find((x) => x.sport_id === sportId)!;
      const tl = buildTimeline(9, m.parent_match_id, sport, m.model);
      const end = stateAt(sport, tl, tl.endsAt + 1);
      expect(end.status).toBe('ended');
      if (sportId === 2) expect(end.score[0]).not.toBe(end.score[1]);
      if (sport.sets) expect(Math.max(...end.score)).toBe(sport.sets.toWin);
      const defs = marketDefsFor(sport, m.home_team, m.away_team, m.model);
      const results = resultsOf(defs, finalStateOf(end));
      // A winner market has exactly one winner; a total line one side.
      const main = results[defs.findIndex((d) => d.sub_type_id === sport.mainMarket)]!;
      expect(main.filter((r) => r === 'won')).toHaveLength(1);
      const mid = stateAt(sport, tl, tl.endsAt / 2);
      const priced = priceLive(sport, m.model, mid, defs);
      expect(priced).toHaveLength(defs.length);
      expect(priced[0]!.odds.every((o) => o === 0 || o >= 1.01)).toBe(true);
    }
  });
});
