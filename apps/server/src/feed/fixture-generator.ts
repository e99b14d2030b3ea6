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
  setsDistribution,
  type Distributions,
  type PricedMarket,
} from './pricing';
import { createRandom, type Random } from './random';
import {
  CATEGORIES,
  FIRST_INITIALS,
  SPORTS,
  SURNAMES,
  sportById,
  type SportDef,
} from './reference-data';
import { newSetsState } from './sets-scoring';

const DAY_MS = 86_400_000;
/** Live-demo fixtures are generated per 10-minute slot. */
export const DEMO_SLOT_MS = 10 * 60_000;

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
export function prematchDistributions(
  sport: SportDef,
  model: MatchModel,
  random: Random,
): Distributions {
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
  return setsDistribution(sport.sets!, newSetsState(), model.p, random, 400);
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
  private readonly priceCache = new Map<string, PricedMarket[]>();

  constructor(options: GeneratorOptions) {
    this.seed = options.seed;
    this.matchesPerDay = options.matchesPerDay ?? 215;
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
        const ids = byName.get(comp.name) ?? [];
        ids.push(competition_id);
        byName.set(comp.name, ids);
        const random = createRandom(this.seed, 'competition', competition_id);
        const strength = () => Math.round((0.7 + 0.7 * random.next()) * 1000) / 1000;
        const build = () => {
          const names = this.teamNames(cat, comp, random, byName, teams);
          const list = names.map((team_name, i) => ({
            team_id: competition_id * 100 + i,
            competition_id,
            sport_id: cat.sport_id,
            team_name,
            strength: strength(),
          }));
          teams.push(...list);
          this.teamsByCompetition.set(competition_id, list);
        };
        if (comp.naming === 'from') deferred.push(build);
        else build();
      });
    });
    for (const build of deferred) build();
    this.reference = { sports, categories, competitions, teams };
    return this.reference;
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

  fixtures(batchKey: string): FeedMatch[] {
    const [kind, raw] = batchKey.split(':');
    const n = Number(raw);
    if (!Number.isInteger(n)) throw new Error(`Unknown fixture batch '${batchKey}'`);
    if (kind === 'day') return this.dayFixtures(n);
    if (kind === 'demo') return this.demoFixtures(n);
    throw new Error(`Unknown fixture batch '${batchKey}'`);
  }

  private dayFixtures(day: number): FeedMatch[] {
    this.referenceData();
    const random = createRandom(this.seed, 'day', day);
    const out: FeedMatch[] = [];
    let seq = 0;
    for (const sport of SPORTS) {
      const count = Math.round(sport.share * this.matchesPerDay);
      const comps = this.competitionsOf(sport.sport_id);
      const busy = new Map<number, Set<number>>();
      for (let i = 0; i < count; i++) {
        const comp = weightedPick(random, comps);
        const [home, away] = this.pairing(random, comp.competition_id, busy);
        const start = day * DAY_MS + kickoffMinute(random, sport) * 60_000;
        const parent = day * 1000 + seq++;
        out.push(
          this.buildMatch(
            sport,
            comp,
            home,
            away,
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
    this.referenceData();
    const random = createRandom(this.seed, 'demo', slot);
    const rotation = [1, 1, 2, 5, 1, 20, 1, 4, 23, 1, 6, 29, 12];
    const out: FeedMatch[] = [];
    for (let i = 0; i < Math.min(this.demoPerSlot, 100); i++) {
      const sport = sportById.get(
        rotation[(slot * this.demoPerSlot + i) % rotation.length] as number,
      ) as SportDef;
      const comp = weightedPick(random, this.competitionsOf(sport.sport_id));
      const [home, away] = this.pairing(random, comp.competition_id, new Map());
      const start = slot * DEMO_SLOT_MS + random.int(10) * 60_000;
      const parent = 900_000_000 + slot * 100 + i;
      out.push(
        this.buildMatch(
          sport,
          comp,
          home,
          away,
          new Date(start),
          parent,
          parent + 100_000_000,
          true,
        ),
      );
    }
    return out;
  }

  private competitionsOf(sportId: number) {
    const ref = this.referenceData();
    const weights = new Map<string, number>();
    for (const cat of CATEGORIES)
      for (const c of cat.competitions)
        weights.set(`${cat.name}|${c.name}|${cat.sport_id}`, c.weight);
    const catName = new Map(ref.categories.map((c) => [c.category_id, c.category_name]));
    return ref.competitions
      .filter(
        (c) =>
          c.sport_id === sportId &&
          (this.teamsByCompetition.get(c.competition_id)?.length ?? 0) >= 2,
      )
      .map((c) => ({
        ...c,
        weight: weights.get(`${catName.get(c.category_id)}|${c.competition_name}|${sportId}`) ?? 1,
      }));
  }

  /** Two different teams, preferring ones without a match that day in that competition. */
  private pairing(
    random: Random,
    competitionId: number,
    busy: Map<number, Set<number>>,
  ): [TeamRow, TeamRow] {
    const teams = this.teamsByCompetition.get(competitionId) as TeamRow[];
    const used = busy.get(competitionId) ?? new Set<number>();
    busy.set(competitionId, used);
    let free = teams.filter((t) => !used.has(t.team_id));
    if (free.length < 2) {
      used.clear();
      free = teams;
    }
    const home = random.pick(free);
    const away = random.pick(free.filter((t) => t.team_id !== home.team_id));
    used.add(home.team_id);
    used.add(away.team_id);
    return [home, away];
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
    const model = this.modelFor(sport, home, away);
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
    if (model.family !== 'sets')
      return prematchDistributions(sport, model, createRandom(this.seed));
    return this.setsPrematch(sport, model.p);
  }

  private setsPrematch(sport: SportDef, p: number): Distributions {
    const key = `${sport.sport_id}:${p}`;
    let dist = this.setsCache.get(key);
    if (!dist) {
      dist = setsDistribution(
        sport.sets!,
        newSetsState(),
        p,
        createRandom(this.seed, 'sets', key),
        300,
      );
      this.setsCache.set(key, dist);
    }
    return dist;
  }

  private modelFor(sport: SportDef, home: TeamRow, away: TeamRow): MatchModel {
    const ratio = home.strength / away.strength;
    const round2 = (n: number) => Math.round(n * 20) / 20;
    if (sport.family === 'goals') {
      const base = (sport.totalMean ?? 2.6) / 2;
      return {
        family: 'goals',
        lh: round2(base * ratio ** 0.9 * 1.1),
        la: round2((base * ratio ** -0.9) / 1.1),
      };
    }
    if (sport.family === 'points') {
      const base = (sport.totalMean ?? 100) / 2;
      const values = sport.scoreValues ?? [[1, 1]];
      const weight = values.reduce((a, [, w]) => a + w, 0);
      const ev = values.reduce((a, [v, w]) => a + v * w, 0) / weight;
      const ev2 = values.reduce((a, [v, w]) => a + v * v * w, 0) / weight;
      return {
        family: 'points',
        mh: Math.round(base * ratio ** 0.12 * 1.02 * 10) / 10,
        ma: Math.round(((base * ratio ** -0.12) / 1.02) * 10) / 10,
        sd: Math.round(Math.sqrt(base * (ev2 / ev)) * 10) / 10,
      };
    }
    const k = sport.sets?.kind === 'table-tennis' ? 0.06 : 0.05;
    const p = Math.round((0.5 + k * (home.strength - away.strength)) * 100) / 100;
    const sims = this.setsPrematch(sport, p);
    const totals = sims.sets
      .map(({ s }) => (s.setScores ?? []).reduce((acc, [h, a]) => acc + h + a, 0))
      .sort((a, b) => a - b);
    const median = totals[Math.floor(totals.length / 2)] ?? 20;
    return { family: 'sets', p, totalLine: Math.floor(median) + 0.5 };
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

function weightedPick<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((a, b) => a + b.weight, 0);
  let r = random.next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** Minutes after midnight UTC: quarter hours within the sport's hours, busier mid-window. */
function kickoffMinute(random: Random, sport: SportDef): number {
  const [from, to] = sport.hours;
  const span = (to - from) * 4;
  // Average of two uniforms: a gentle peak in the middle of the window.
  const q = Math.floor(((random.next() + random.next()) / 2) * span);
  return (((from * 60 + q * 15) % (24 * 60)) + 24 * 60) % (24 * 60);
}
