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
import {
  everyOtherDayRhythm,
  leagueRhythm,
  localKickoff,
  playsOn,
  secondTeamRhythm,
  weekdayOf,
  type Rhythm,
} from './club-calendar';
import { createRandom, seedOf, type Random } from './random';
import { CATEGORIES, SPORTS, type CompetitionDef, type SportDef } from './reference-data';
import { setsDistribution } from './sets-distribution';
import { newSetsState } from './sets-scoring';
import {
  clubKey,
  clubRatings,
  competitionStyle,
  qualityAt,
  type TeamRatings,
} from './team-ratings';

const DAY_MS = 86_400_000;
/** Live-demo fixtures are generated per 10-minute slot. */
export const DEMO_SLOT_MS = 10 * 60_000;
const SLOTS_PER_DAY = DAY_MS / DEMO_SLOT_MS;

/**
 * Youth, reserve and women's sides of every soccer league's clubs: real bookmakers list them
 * all week, and they give the live demo enough different sides that no side ever plays more
 * than twice a week. They are a minority of the day's fixtures (SECOND_TEAM_SHARE) and their
 * competitions rank below every senior one (negative priority).
 */
const SECOND_TEAMS = ['U23', 'U21', 'U19', 'U17', 'Reserves', 'Women'] as const;
/** Second-team fixtures of a day's batch, as a share of its senior ones. */
const SECOND_TEAM_SHARE = 0.03;
/** Local kick-off times of second-team fixtures in a day's batch. */
const SECOND_TEAM_TIMES = ['11:00', '12:00', '13:00', '14:00'] as const;

/**
 * Live-demo matches a slot takes from the calendar at most (its leftovers come to about 4.6 a
 * slot); LIVE_DEMO_PER_SLOT above this adds load-test matches (see loadPairs).
 */
const CALENDAR_DEMO_PER_SLOT = 6;
type CompetitionKind = 'league' | 'cup' | 'players' | 'second';

interface CompetitionMeta {
  kind: CompetitionKind;
  weight: number;
  def: CompetitionDef;
}

interface PlannedPair {
  sport: SportDef;
  comp: { competition_id: number; category_id: number };
  home: TeamRow;
  away: TeamRow;
  /** Kick-off of a day-batch fixture; demo fixtures take a time in their slot. */
  kickoff?: Date;
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
  private readonly competitionMeta = new Map<number, CompetitionMeta>();
  private readonly rhythms = new Map<string, Rhythm>();
  private readonly qualities = new Map<string, number>();
  private readonly ratings = new Map<string, TeamRatings>();
  /** Per sport, the share of a week's senior fixtures each weekday holds (0 Sunday). */
  private readonly weekdayLoad = new Map<number, number[]>();
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
    const byKey = new Map<string, number>();
    // Cups drawing on leagues are built after every league.
    const deferred: Array<() => void> = [];
    const addTeams = (competition_id: number, sport_id: number, names: readonly string[]) => {
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
    /** A side keeps the quality of its first list (its league) in every competition. */
    const rate = (sportId: number, names: readonly string[], range: readonly [number, number]) =>
      names.forEach((name, rank) => {
        const key = clubKey(sportId, name);
        if (!this.qualities.has(key)) this.qualities.set(key, qualityAt(range, rank, names.length));
      });
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
          kind: comp.kind,
          weight: comp.weight,
          def: comp,
        });
        byKey.set(`${cat.name}/${comp.name}`, competition_id);
        if (comp.teams) {
          rate(cat.sport_id, comp.teams, comp.quality ?? [0, 0]);
          addTeams(competition_id, cat.sport_id, comp.teams);
        } else {
          deferred.push(() =>
            addTeams(competition_id, cat.sport_id, this.drawnSides(comp, byKey, cat.sport_id)),
          );
        }
      });
    });
    for (const build of deferred) build();
    // Second teams come last so that every id above keeps its value.
    const senior = competitions.filter(
      (c) => c.sport_id === 1 && this.competitionMeta.get(c.competition_id)?.kind === 'league',
    );
    for (const base of senior) {
      const baseMeta = this.competitionMeta.get(base.competition_id)!;
      for (const [k, suffix] of SECOND_TEAMS.entries()) {
        const competition_id = 100 + competitions.length;
        competitions.push({
          competition_id,
          category_id: base.category_id,
          sport_id: base.sport_id,
          competition_name: `${base.competition_name} ${suffix}`,
          priority: -1 - k,
        });
        this.competitionMeta.set(competition_id, {
          kind: 'second',
          weight: baseMeta.weight,
          def: { ...baseMeta.def, name: `${base.competition_name} ${suffix}`, kind: 'league' },
        });
        const parents = this.teamsByCompetition.get(base.competition_id) ?? [];
        for (const p of parents) {
          // Youth sides are closer to one another than their first teams.
          const parent = this.qualities.get(clubKey(p.sport_id, p.team_name)) ?? 0;
          this.qualities.set(clubKey(p.sport_id, `${p.team_name} ${suffix}`), parent * 0.6);
        }
        addTeams(
          competition_id,
          base.sport_id,
          parents.map((t) => `${t.team_name} ${suffix}`),
        );
      }
    }
    // A side plays to the rhythm of the first competition it appears in (its league).
    competitions.forEach((c, index) => {
      const meta = this.competitionMeta.get(c.competition_id)!;
      for (const t of this.teamsByCompetition.get(c.competition_id) ?? []) {
        const key = clubKey(t.sport_id, t.team_name);
        if (this.rhythms.has(key)) continue;
        this.rhythms.set(key, this.rhythmOf(meta, t, index));
      }
    });
    this.reference = { sports, categories, competitions, teams };
    return this.reference;
  }

  private rhythmOf(meta: CompetitionMeta, team: TeamRow, index: number): Rhythm {
    const days = meta.def.days;
    if (meta.kind === 'second') return secondTeamRhythm(this.seed, index);
    if (meta.kind === 'players' || !days || days.length === 0)
      return everyOtherDayRhythm(this.seed, team.sport_id, team.team_name);
    // A side that plays only in a cup keeps a weekend free after its cup day.
    if (meta.kind === 'cup') return leagueRhythm([days[0]!, (days[0]! + 4) % 7]);
    return leagueRhythm(days);
  }

  /** The strongest sides of a cup's source leagues, less those of its `exclude` cups. */
  private drawnSides(comp: CompetitionDef, byKey: Map<string, number>, sportId: number): string[] {
    const excluded = new Set(
      (comp.exclude ?? []).flatMap((key) =>
        (this.teamsByCompetition.get(byKey.get(key) ?? -1) ?? []).map((t) => t.team_name),
      ),
    );
    const pool = (comp.from ?? [])
      .flatMap((key) => this.teamsByCompetition.get(byKey.get(key) ?? -1) ?? [])
      .filter((t) => t.sport_id === sportId && !excluded.has(t.team_name))
      .sort((a, b) => b.strength - a.strength || a.team_id - b.team_id);
    return [...new Set(pool.map((t) => t.team_name))].slice(0, comp.size ?? 16);
  }

  private ratingsOf(sportId: number, teamName: string): TeamRatings {
    const key = clubKey(sportId, teamName);
    let ratings = this.ratings.get(key);
    if (!ratings) {
      ratings = clubRatings(this.seed, sportId, teamName, this.qualities.get(key) ?? 0);
      this.ratings.set(key, ratings);
    }
    return ratings;
  }

  /** Share of a week's senior fixtures of the sport that fall on each weekday. */
  private loadOf(sportId: number): number[] {
    let load = this.weekdayLoad.get(sportId);
    if (load) return load;
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const [key, rhythm] of this.rhythms) {
      if (!key.startsWith(`${sportId}|`) || this.isSecond(key)) continue;
      // Day numbers 3..9 are Sunday..Saturday.
      for (let day = 3; day < 10; day++) if (playsOn(rhythm, day)) counts[weekdayOf(day)]! += 1;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    load = total === 0 ? counts.map(() => 1 / 7) : counts.map((c) => c / total);
    this.weekdayLoad.set(sportId, load);
    return load;
  }

  private isSecond(key: string): boolean {
    return SECOND_TEAMS.some((suffix) => key.endsWith(` ${suffix}`));
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
        const start = p.kickoff ?? new Date(day * DAY_MS + kickoffMinute(random, p.sport) * 60_000);
        const parent = day * 1000 + seq++;
        out.push(
          this.buildMatch(
            p.sport,
            p.comp,
            p.home,
            p.away,
            start,
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
    const sport = SPORTS[0]!;
    const comps = this.competitionsOf(sport.sport_id).filter(
      (c) => this.competitionMeta.get(c.competition_id)?.kind === 'second',
    );
    const random = createRandom(this.seed, 'load', slot);
    const busy = new Set<number>();
    const out: PlannedPair[] = [];
    for (let i = 0; i < wanted && comps.length > 0; i++) {
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
   * Who meets whom on a day. Cups hold their rounds on their weekdays (the FA Cup every other
   * week); every
   * competition pairs the sides whose calendar says they play that day (each side once at
   * most, whatever competition). Each sport's day batch takes its share of the week's fixtures
   * (more at weekends), senior sides first by the competitions' weight, then a few youth,
   * reserve and women's fixtures; the live demo spreads the remaining second-team and player
   * fixtures over the day's slots.
   */
  private plan(day: number): DayPlan {
    const cached = this.plans.get(day);
    if (cached) return cached;
    this.referenceData();
    const plan: DayPlan = { day: [], demoBySlot: new Map() };
    const leftover: PlannedPair[] = [];
    const weekday = weekdayOf(day);
    const week = Math.floor((day + 3) / 7);
    for (const sport of SPORTS) {
      const random = createRandom(this.seed, 'day', day, sport.sport_id);
      const comps = this.competitionsOf(sport.sport_id);
      const kindOf = (id: number) => this.competitionMeta.get(id)!.kind;
      const cups = comps.filter(
        (c) =>
          kindOf(c.competition_id) === 'cup' &&
          (this.competitionMeta.get(c.competition_id)!.def.days ?? []).includes(weekday) &&
          (week + seedOf(this.seed, 'cup-weeks', c.competition_id)) %
            (this.competitionMeta.get(c.competition_id)!.def.roundsEveryWeeks ?? 1) ===
            0,
      );
      const others = random.shuffle(comps.filter((c) => kindOf(c.competition_id) !== 'cup'));
      const busy = new Set<string>();
      const senior: Array<{ pair: PlannedPair; rank: number }> = [];
      const second: PlannedPair[] = [];
      for (const comp of [...cups, ...others]) {
        const meta = this.competitionMeta.get(comp.competition_id)!;
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
          const pair: PlannedPair = {
            sport,
            comp,
            home,
            away,
            kickoff: this.kickoffOf(meta, day, random),
          };
          if (meta.kind === 'second') second.push(pair);
          // Weighted random order (exponential keys): big competitions tend to come first.
          else senior.push({ pair, rank: -Math.log(1 - random.next()) / comp.weight });
        }
      }
      senior.sort((x, y) => x.rank - y.rank);
      const count = Math.round(
        sport.share * this.matchesPerDay * 7 * this.loadOf(sport.sport_id)[weekday]!,
      );
      const taken = senior.slice(0, count).map((r) => r.pair);
      const youth = Math.min(
        Math.max(0, count - taken.length),
        Math.floor((taken.length * SECOND_TEAM_SHARE) / (1 - SECOND_TEAM_SHARE)),
      );
      plan.day.push([...taken, ...second.slice(0, youth)]);
      // Senior club fixtures beyond the batch are not played; players and youth sides play
      // theirs in the live demo, at any hour.
      leftover.push(
        ...second.slice(youth).map((p) => ({ ...p, kickoff: undefined })),
        ...senior
          .slice(count)
          .filter((r) => kindOf(r.pair.comp.competition_id) === 'players')
          .map((r) => ({ ...r.pair, kickoff: undefined })),
      );
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

  /**
   * A fixture's kick-off in its league's usual local times (weekend or midweek), or the
   * youth slots of its league's zone; players (no zone) get a time in the sport's hours.
   */
  private kickoffOf(meta: CompetitionMeta, day: number, random: Random): Date | undefined {
    const { zone, weekend, midweek } = meta.def;
    if (!zone || meta.kind === 'players') return undefined;
    const weekday = weekdayOf(day);
    const times =
      meta.kind === 'second'
        ? SECOND_TEAM_TIMES
        : ((weekday === 0 || weekday === 6 ? weekend : midweek) ?? weekend ?? []);
    if (times.length === 0) return undefined;
    return localKickoff(day, random.pick(times), zone);
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
