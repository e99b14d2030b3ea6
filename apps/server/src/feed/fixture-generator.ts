import {
  goalsMarkets,
  pointsMarkets,
  setsMarkets,
  soccerMarkets,
  type MarketDef,
} from './market-definitions';
import type {
  FeedMarket,
  FeedMatch,
  MatchModel,
  OddsFeed,
  ReferenceData,
  TeamRow,
} from './odds-feed';
import {
  goalsDistributions,
  pointsDistributions,
  priceMarkets,
  type Distributions,
  type PricedMarket,
} from './pricing';
import { playerRhythm, playsOn, teamRhythm, type Rhythm } from './club-calendar';
import { createRandom, type Random } from './random';
import {
  CATEGORIES,
  FIRST_INITIALS,
  SPORTS,
  SURNAMES,
  sportById,
  type SportDef,
} from './reference-data';
import { setsDistribution } from './sets-distribution';
import { newSetsState } from './sets-scoring';
import { clubKey, clubRatings, competitionStyle, type TeamRatings } from './team-ratings';

const DAY_MS = 86_400_000;
/** Live-demo fixtures are generated per 10-minute slot. */
export const DEMO_SLOT_MS = 10 * 60_000;
const SLOTS_PER_DAY = DAY_MS / DEMO_SLOT_MS;

/**
 * Youth and reserve sides of every club league: real bookmakers list them all week, and they give
 * the live demo enough different teams that no side ever has to play more than twice a week.
 */
const SECOND_TEAMS = ['U23', 'U21', 'U19', 'U17', 'Reserves', 'Women'] as const;
/** Their leagues get fewer of each day's prime fixtures than the senior league. */
const SECOND_TEAM_WEIGHT = 0.25;

/**
 * Live-demo matches a slot takes from the calendar at most (its leftovers come to about 4.6 a
 * slot); LIVE_DEMO_PER_SLOT above this adds load-test matches (see loadPairs).
 */
const CALENDAR_DEMO_PER_SLOT = 6;
/** Sports of the load-test matches, soccer-heavy like the product. */
const LOAD_ROTATION = [1, 1, 2, 1, 4, 1, 6, 29, 12] as const;

type CompetitionKind = 'club' | 'player' | 'from' | 'second';

interface PlannedPair {
  sport: SportDef;
  comp: { competition_id: number; category_id: number };
  home: TeamRow;
  away: TeamRow;
}

/** A day's pairings: the fixtures of its day batch, and the rest spread over its demo slots. */
interface DayPlan {
  day: PlannedPair[][];
  demoBySlot: Map<number, PlannedPair[]>;
}

export interface GeneratorOptions {
  seed: number;
  /** Fixtures per day across all sports (≈ 1,500 over 7 days). */
  matchesPerDay?: number;
  /** Days ahead kept generated, today included. */
  daysAhead?: number;
  /** Add matches every 10 minutes so that several dozen are live at any time. */
  liveDemo?: boolean;
  /** Demo matches per 10-minute slot. */
  demoPerSlot?: number;
}

export const dayNumber = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/** The markets of a match, rebuilt from its sport, team names and model (generator and live engine). */
export function marketDefsFor(
  sport: SportDef,
  home: string,
  away: string,
  model: MatchModel,
): MarketDef[] {
  if (model.family === 'goals') {
    return sport.sport_id === 1
      ? soccerMarkets(home, away)
      : goalsMarkets(home, away, model.lh + model.la);
  }
  if (model.family === 'points')
    return pointsMarkets(sport, home, away, model.mh + model.ma, model.mh - model.ma);
  return setsMarkets(sport, home, away, model.totalLine);
}

/** Prematch distributions of a match from its model. */
export function prematchDistributions(sport: SportDef, model: MatchModel): Distributions {
  if (model.family === 'goals')
    return goalsDistributions({
      lh: model.lh,
      la: model.la,
      score: [0, 0],
      htScore: null,
      played: 0,
    });
  if (model.family === 'points') {
    return pointsDistributions({
      mh: model.mh,
      ma: model.ma,
      sd: model.sd,
      score: [0, 0],
      htScore: null,
      played: 0,
    });
  }
  return setsDistribution(sport.sets!, newSetsState(), model.p);
}

/** Turns priced definitions into feed markets (impossible outcomes at 0, decided markets STOPPED). */
export function toFeedMarkets(
  defs: readonly MarketDef[],
  priced: readonly PricedMarket[],
): FeedMarket[] {
  return defs.map((def, i) => {
    const price = priced[i] as PricedMarket;
    return {
      sub_type_id: def.sub_type_id,
      name: def.name,
      special_bet_value: def.special_bet_value,
      priority: def.priority,
      bet_status: price.decided ? 'STOPPED' : 'ACTIVE',
      outcomes: def.outcomes.map((o, j) => ({
        odd_key: o.odd_key,
        outcome_id: o.outcome_id,
        display: o.display,
        odd_value: price.odds[j] ?? 0,
        sort: j,
      })),
    };
  });
}

/**
 * The simulated odds feed: a deterministic catalog from a seed. Reference data is fixed by the
 * seed; each day's fixtures come from (seed, day), each live-demo slot's from (seed, slot).
 */
export class SimulatedOddsFeed implements OddsFeed {
  private readonly seed: number;
  private readonly matchesPerDay: number;
  private readonly daysAhead: number;
  private readonly liveDemo: boolean;
  private readonly demoPerSlot: number;
  private reference: ReferenceData | undefined;
  private teamsByCompetition = new Map<number, TeamRow[]>();
  private readonly competitionMeta = new Map<number, { kind: CompetitionKind; weight: number }>();
  private readonly rhythms = new Map<string, Rhythm>();
  private readonly ratings = new Map<string, TeamRatings>();
  private readonly plans = new Map<number, DayPlan>();
  private readonly priceCache = new Map<string, PricedMarket[]>();

  constructor(options: GeneratorOptions) {
    this.seed = options.seed;
    this.matchesPerDay = options.matchesPerDay ?? 220;
    this.daysAhead = options.daysAhead ?? 7;
    this.liveDemo = options.liveDemo ?? true;
    this.demoPerSlot = options.demoPerSlot ?? 6;
  }

  referenceData(): ReferenceData {
    if (this.reference) return this.reference;
    const sports = SPORTS.map((s) => ({
      sport_id: s.sport_id,
      sport_name: s.sport_name,
      priority: s.priority,
    }));
    const categories: ReferenceData['categories'] = [];
    const competitions: ReferenceData['competitions'] = [];
    const teams: TeamRow[] = [];
    const byName = new Map<string, number[]>();
    // 'from' competitions draw on teams of others: build those after the rest.
    const deferred: Array<() => void> = [];
    const addTeams = (competition_id: number, sport_id: number, names: string[]) => {
      const list = names.map((team_name, i) => ({
        team_id: competition_id * 100 + i,
        competition_id,
        sport_id,
        team_name,
        strength: this.ratingsOf(sport_id, team_name).strength,
      }));
      teams.push(...list);
      this.teamsByCompetition.set(competition_id, list);
      return list;
    };
    CATEGORIES.forEach((cat, ci) => {
      const category_id = ci + 1;
      categories.push({
        category_id,
        sport_id: cat.sport_id,
        category_name: cat.name,
        country_code: cat.country_code ?? null,
        priority: 100 - ci,
      });
      cat.competitions.forEach((comp, k) => {
        const competition_id = 100 + competitions.length;
        competitions.push({
          competition_id,
          category_id,
          sport_id: cat.sport_id,
          competition_name: comp.name,
          priority: comp.weight * 10 - k,
        });
        this.competitionMeta.set(competition_id, {
          kind: comp.naming ?? 'club',
          weight: comp.weight,
        });
        const ids = byName.get(comp.name) ?? [];
        ids.push(competition_id);
        byName.set(comp.name, ids);
        const random = createRandom(this.seed, 'competition', competition_id);
        const build = () =>
          addTeams(competition_id, cat.sport_id, this.teamNames(cat, comp, random, byName, teams));
        if (comp.naming === 'from') deferred.push(build);
        else build();
      });
    });
    for (const build of deferred) build();
    // Second teams come last so that every id above keeps its value.
    const senior = competitions.filter(
      (c) => this.competitionMeta.get(c.competition_id)?.kind === 'club',
    );
    for (const base of senior) {
      for (const [k, suffix] of SECOND_TEAMS.entries()) {
        const competition_id = 100 + competitions.length;
        competitions.push({
          competition_id,
          category_id: base.category_id,
          sport_id: base.sport_id,
          competition_name: `${base.competition_name} ${suffix}`,
          priority: -k,
        });
        this.competitionMeta.set(competition_id, {
          kind: 'second',
          weight: (this.competitionMeta.get(base.competition_id)?.weight ?? 1) * SECOND_TEAM_WEIGHT,
        });
        const names = (this.teamsByCompetition.get(base.competition_id) ?? []).map(
          (t) => `${t.team_name} ${suffix}`,
        );
        addTeams(competition_id, base.sport_id, names);
      }
    }
    // A club plays to the rhythm of the first competition it appears in (its league).
    const indexInSport = new Map<number, number>();
    for (const c of competitions) {
      const meta = this.competitionMeta.get(c.competition_id);
      const index = indexInSport.get(c.sport_id) ?? 0;
      indexInSport.set(c.sport_id, index + 1);
      for (const t of this.teamsByCompetition.get(c.competition_id) ?? []) {
        const key = clubKey(t.sport_id, t.team_name);
        if (this.rhythms.has(key)) continue;
        this.rhythms.set(
          key,
          meta?.kind === 'player'
            ? playerRhythm(this.seed, t.sport_id, t.team_name)
            : teamRhythm(this.seed, c.sport_id, index),
        );
      }
    }
    this.reference = { sports, categories, competitions, teams };
    return this.reference;
  }

  private ratingsOf(sportId: number, teamName: string): TeamRatings {
    const key = clubKey(sportId, teamName);
    let ratings = this.ratings.get(key);
    if (!ratings) {
      ratings = clubRatings(this.seed, sportId, teamName);
      this.ratings.set(key, ratings);
    }
    return ratings;
  }

  private teamNames(
    cat: (typeof CATEGORIES)[number],
    comp: (typeof CATEGORIES)[number]['competitions'][number],
    random: Random,
    byName: Map<string, number[]>,
    teams: TeamRow[],
  ): string[] {
    if (comp.naming === 'player') {
      const names = new Set<string>();
      while (names.size < comp.teams)
        names.add(`${random.pick(SURNAMES)}, ${random.pick(FIRST_INITIALS)}.`);
      return [...names];
    }
    if (comp.naming === 'from') {
      const sourceIds = new Set((comp.from ?? []).flatMap((name) => byName.get(name) ?? []));
      const pool = teams
        .filter((t) => sourceIds.has(t.competition_id) && t.sport_id === cat.sport_id)
        .sort((a, b) => b.strength - a.strength);
      const names = [...new Set(pool.map((t) => t.team_name))];
      return names.slice(0, comp.teams);
    }
    const places = random.shuffle(cat.places).slice(0, comp.teams);
    return places.map((place) =>
      cat.prefixes && cat.prefixes.length > 0
        ? `${random.pick(cat.prefixes)} ${place}`
        : `${place} ${random.pick(cat.suffixes ?? ['FC'])}`,
    );
  }

  batchesDue(now: Date): string[] {
    const today = dayNumber(now);
    const keys: string[] = [];
    for (let d = 0; d < this.daysAhead; d++) keys.push(`day:${today + d}`);
    if (this.liveDemo) {
      // The slots of the last two hours and the next one: right after a fresh start some
      // matches are already under way, and more keep kicking off.
      const slot = Math.floor(now.getTime() / DEMO_SLOT_MS);
      for (let s = slot - 12; s <= slot + 6; s++) keys.push(`demo:${s}`);
    }
    return keys;
  }

  releaseCaches(): void {
    this.priceCache.clear();
    this.setsCache.clear();
  }

  fixtures(batchKey: string): FeedMatch[] {
    const [kind, raw] = batchKey.split(':');
    const n = Number(raw);
    if (!Number.isInteger(n)) throw new Error(`Unknown fixture batch '${batchKey}'`);
    if (kind === 'day') return this.dayFixtures(n);
    if (kind === 'demo') return this.demoFixtures(n);
    throw new Error(`Unknown fixture batch '${batchKey}'`);
  }

  private dayFixtures(day: number): FeedMatch[] {
    const plan = this.plan(day);
    const out: FeedMatch[] = [];
    let seq = 0;
    for (const pairs of plan.day) {
      const random = createRandom(this.seed, 'kickoffs', day, pairs[0]?.sport.sport_id ?? 0);
      for (const p of pairs) {
        const start = day * DAY_MS + kickoffMinute(random, p.sport) * 60_000;
        const parent = day * 1000 + seq++;
        out.push(
          this.buildMatch(
            p.sport,
            p.comp,
            p.home,
            p.away,
            new Date(start),
            parent,
            parent + 100_000_000,
            false,
          ),
        );
      }
    }
    return out.sort(
      (a, b) =>
        a.start_time.getTime() - b.start_time.getTime() || a.parent_match_id - b.parent_match_id,
    );
  }

  private demoFixtures(slot: number): FeedMatch[] {
    const day = Math.floor((slot * DEMO_SLOT_MS) / DAY_MS);
    const pairs = [...(this.plan(day).demoBySlot.get(slot) ?? []), ...this.loadPairs(slot)];
    const random = createRandom(this.seed, 'demo', slot);
    return pairs.map((p, i) => {
      const start = slot * DEMO_SLOT_MS + random.int(10) * 60_000;
      const parent = 900_000_000 + slot * 100 + i;
      return this.buildMatch(
        p.sport,
        p.comp,
        p.home,
        p.away,
        new Date(start),
        parent,
        parent + 100_000_000,
        true,
      );
    });
  }

  /**
   * Load-test matches: above CALENDAR_DEMO_PER_SLOT (the fan-out bench asks for 60 a slot), the
   * calendar cannot supply enough sides, so youth and reserve sides are paired at random on top
   * of it. These may clash with a side's calendar fixtures; the default settings never add any.
   */
  private loadPairs(slot: number): PlannedPair[] {
    const wanted = Math.min(this.demoPerSlot, 100) - CALENDAR_DEMO_PER_SLOT;
    if (wanted <= 0) return [];
    this.referenceData();
    const random = createRandom(this.seed, 'load', slot);
    const busy = new Set<number>();
    const out: PlannedPair[] = [];
    for (let i = 0; i < wanted; i++) {
      const sport = sportById.get(LOAD_ROTATION[(slot + i) % LOAD_ROTATION.length]!)!;
      const comps = this.competitionsOf(sport.sport_id).filter(
        (c) => this.competitionMeta.get(c.competition_id)?.kind === 'second',
      );
      if (comps.length === 0) continue;
      const comp = random.pick(comps);
      const free = (this.teamsByCompetition.get(comp.competition_id) ?? []).filter(
        (t) => !busy.has(t.team_id),
      );
      if (free.length < 2) continue;
      const [home, away] = random.shuffle(free) as [TeamRow, TeamRow];
      busy.add(home.team_id);
      busy.add(away.team_id);
      out.push({ sport, comp, home, away });
    }
    return out;
  }

  /**
   * Who meets whom on a day. Every competition pairs the sides whose calendar says they play
   * that day (each side once at most, whatever competition); cups hold a round on about one of
   * their clubs' match days in three. Each sport's day batch takes its share of the pairings,
   * favouring the bigger competitions, and the live demo spreads the rest over the day's slots.
   */
  private plan(day: number): DayPlan {
    const cached = this.plans.get(day);
    if (cached) return cached;
    this.referenceData();
    const plan: DayPlan = { day: [], demoBySlot: new Map() };
    const leftover: PlannedPair[] = [];
    for (const sport of SPORTS) {
      const random = createRandom(this.seed, 'day', day, sport.sport_id);
      const comps = this.competitionsOf(sport.sport_id);
      const cups = comps.filter(
        (c) => this.competitionMeta.get(c.competition_id)?.kind === 'from' && random.chance(1 / 3),
      );
      const others = random.shuffle(
        comps.filter((c) => this.competitionMeta.get(c.competition_id)?.kind !== 'from'),
      );
      const busy = new Set<string>();
      const ranked: Array<{ pair: PlannedPair; rank: number }> = [];
      for (const comp of [...cups, ...others]) {
        const free = random.shuffle(
          (this.teamsByCompetition.get(comp.competition_id) ?? []).filter((t) => {
            const key = clubKey(t.sport_id, t.team_name);
            const rhythm = this.rhythms.get(key);
            return rhythm !== undefined && playsOn(rhythm, day) && !busy.has(key);
          }),
        );
        for (let i = 0; i + 1 < free.length; i += 2) {
          const home = free[i] as TeamRow;
          const away = free[i + 1] as TeamRow;
          busy.add(clubKey(home.sport_id, home.team_name));
          busy.add(clubKey(away.sport_id, away.team_name));
          // Weighted random order (exponential keys): big competitions tend to come first.
          const rank = -Math.log(1 - random.next()) / comp.weight;
          ranked.push({ pair: { sport, comp, home, away }, rank });
        }
      }
      ranked.sort((x, y) => x.rank - y.rank);
      const count = Math.round(sport.share * this.matchesPerDay);
      plan.day.push(ranked.slice(0, count).map((r) => r.pair));
      leftover.push(...ranked.slice(count).map((r) => r.pair));
    }
    // Spread evenly over the day's slots so that matches kick off around the clock.
    const demo = createRandom(this.seed, 'demo-plan', day)
      .shuffle(leftover)
      .slice(0, SLOTS_PER_DAY * Math.min(this.demoPerSlot, CALENDAR_DEMO_PER_SLOT));
    const firstSlot = day * SLOTS_PER_DAY;
    demo.forEach((pair, k) => {
      const slot = firstSlot + Math.floor((k * SLOTS_PER_DAY) / demo.length);
      const list = plan.demoBySlot.get(slot) ?? [];
      list.push(pair);
      plan.demoBySlot.set(slot, list);
    });
    if (this.plans.size > 16) this.plans.clear();
    this.plans.set(day, plan);
    return plan;
  }

  private competitionsOf(sportId: number) {
    const ref = this.referenceData();
    return ref.competitions
      .filter(
        (c) =>
          c.sport_id === sportId &&
          (this.teamsByCompetition.get(c.competition_id)?.length ?? 0) >= 2,
      )
      .map((c) => ({ ...c, weight: this.competitionMeta.get(c.competition_id)?.weight ?? 1 }));
  }

  private buildMatch(
    sport: SportDef,
    comp: { competition_id: number; category_id: number },
    home: TeamRow,
    away: TeamRow,
    start: Date,
    parentMatchId: number,
    matchId: number,
    demo: boolean,
  ): FeedMatch {
    const model = this.modelFor(sport, comp.competition_id, home, away);
    const defs = marketDefsFor(sport, home.team_name, away.team_name, model);
    // Prices depend on the model only: matches with the same model share them.
    const key = `${sport.sport_id}:${JSON.stringify(model)}`;
    let priced = this.priceCache.get(key);
    if (!priced) {
      priced = priceMarkets(defs, this.prematch(sport, model));
      if (this.priceCache.size > 20_000) this.priceCache.clear();
      this.priceCache.set(key, priced);
    }
    return {
      parent_match_id: parentMatchId,
      match_id: matchId,
      sport_id: sport.sport_id,
      category_id: comp.category_id,
      competition_id: comp.competition_id,
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      home_team: home.team_name,
      away_team: away.team_name,
      start_time: start,
      model,
      demo,
      markets: toFeedMarkets(defs, priced),
    };
  }

  private readonly setsCache = new Map<string, Distributions>();

  /** Prematch distributions; the sets Monte Carlo is shared by every match with the same model. */
  private prematch(sport: SportDef, model: MatchModel): Distributions {
    if (model.family !== 'sets') return prematchDistributions(sport, model);
    return this.setsPrematch(sport, model.p);
  }

  private setsPrematch(sport: SportDef, p: number): Distributions {
    const key = `${sport.sport_id}:${p}`;
    let dist = this.setsCache.get(key);
    if (!dist) {
      dist = setsDistribution(sport.sets!, newSetsState(), p);
      this.setsCache.set(key, dist);
    }
    return dist;
  }

  /**
   * A match's scoring model from the two sides' ratings and the competition's style: the home
   * side's attack against the away side's defence (and the other way round), with home advantage.
   */
  private modelFor(
    sport: SportDef,
    competitionId: number,
    home: TeamRow,
    away: TeamRow,
  ): MatchModel {
    const h = this.ratingsOf(home.sport_id, home.team_name);
    const a = this.ratingsOf(away.sport_id, away.team_name);
    const style = competitionStyle(this.seed, competitionId);
    if (sport.family === 'goals') {
      const base = ((sport.totalMean ?? 2.6) / 2) * style.scoring;
      // Expected goals stay within what real matches show, even for a cup mismatch.
      const round = (n: number) =>
        Math.round(Math.min(3.6 * base, Math.max(0.2 * base, n)) * 50) / 50;
      return {
        family: 'goals',
        lh: round(base * (h.attack * a.defence) ** 0.85 * style.homeAdvantage),
        la: round((base * (a.attack * h.defence) ** 0.85) / style.homeAdvantage),
      };
    }
    if (sport.family === 'points') {
      const base = ((sport.totalMean ?? 100) / 2) * style.scoring;
      const values = sport.scoreValues ?? [[1, 1]];
      const weight = values.reduce((acc, [, w]) => acc + w, 0);
      const ev = values.reduce((acc, [v, w]) => acc + v * w, 0) / weight;
      const ev2 = values.reduce((acc, [v, w]) => acc + v * v * w, 0) / weight;
      // Points totals vary far less between sides than goal counts do.
      const edge = style.homeAdvantage ** 0.25;
      return {
        family: 'points',
        mh: Math.round(base * (h.attack * a.defence) ** 0.15 * edge * 10) / 10,
        ma: Math.round(((base * (a.attack * h.defence) ** 0.15) / edge) * 10) / 10,
        sd: Math.round(Math.sqrt(base * (ev2 / ev)) * 10) / 10,
      };
    }
    const k = sport.sets?.kind === 'table-tennis' ? 0.07 : 0.06;
    const p = Math.round((0.5 + k * (Math.log(h.strength) - Math.log(a.strength))) * 100) / 100;
    return { family: 'sets', p, totalLine: medianTotal(this.setsPrematch(sport, p).sets) + 0.5 };
  }

  /** Real minutes a match of the sport usually lasts at the given time scale (fixture filters). */
  static expectedDurationMs(sport: SportDef, timeScale: number): number {
    if (sport.periods) {
      const p = sport.periods;
      return ((p.count * p.minutes + p.breaks.reduce((a, b) => a + b, 0)) * 60_000) / timeScale;
    }
    const perMatch =
      sport.sets?.kind === 'tennis' ? 150 : sport.sets?.kind === 'volleyball' ? 190 : 90;
    return (perMatch * (sport.sets?.secondsPerPoint ?? 30) * 1000 * 1.3) / timeScale;
  }
}

/** The least total of games or points that the match stays at or under more often than not. */
function medianTotal(dist: Distributions['sets']): number {
  const byTotal = dist
    .map(({ p, s }) => ({ p, t: (s.setScores ?? []).reduce((acc, [h, a]) => acc + h + a, 0) }))
    .sort((a, b) => a.t - b.t);
  const mass = byTotal.reduce((acc, e) => acc + e.p, 0);
  let cum = 0;
  for (const { p, t } of byTotal) {
    cum += p;
    if (cum > mass / 2) return t;
  }
  return 20;
}

/** Minutes after midnight UTC: quarter hours within the sport's hours, busier mid-window. */
function kickoffMinute(random: Random, sport: SportDef): number {
  const [from, to] = sport.hours;
  const span = (to - from) * 4;
  // Average of two uniforms: a gentle peak in the middle of the window.
  const q = Math.floor(((random.next() + random.next()) / 2) * span);
  return (((from * 60 + q * 15) % (24 * 60)) + 24 * 60) % (24 * 60);
}
