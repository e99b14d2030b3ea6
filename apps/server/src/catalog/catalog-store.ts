import {
  busChannels,
  type CatalogReloadMessage,
  type Market,
  type MatchUpdateMessage,
  type Odd,
  type OddsChangeMessage,
} from '@shangwe/contract';
import { sportById } from '../feed/reference-data';
import {
  outcomeMatches,
  selectionFrom,
  type SelectionLookup,
  type SelectionRef,
} from './selection-lookup';
import { matchTime } from '../live/match-timeline';
import type { AppContext } from '../platform/context';
import {
  loadMarkets,
  loadMatches,
  loadReference,
  type CategoryRecord,
  type CompetitionRecord,
  type MarketRecord,
  type MatchRecord,
  type SportRecord,
} from './catalog-repository';

/** Ended matches stay readable (livescore, results) this long. */
const KEEP_ENDED_MS = 24 * 3600_000;
/** Serialized answers kept at most (bytes of JSON text): bounded memory whatever the queries. */
const MAX_CACHED_BYTES = 48 * 1024 * 1024;

/** A serialized answer and, once asked for, its compressed forms (compressed once per version). */
export interface CachedAnswer {
  version: string;
  body: string;
  /** The body as UTF-8 bytes: sending a string would encode 100 KB on every request. */
  raw?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface CachedMarket extends Market {
  priority: number;
}

export interface CachedMatch {
  rec: MatchRecord;
  sportName: string;
  category: string;
  competitionName: string;
  markets: CachedMarket[];
  byKey: Map<string, CachedMarket>;
  /** Lower-cased team, competition and category names (search). */
  haystack: string;
  streamable: boolean;
  /** Serialized presentations of this match, dropped whenever it changes. */
  fragments: Map<string, string>;
}

const marketKey = (sub: number, sbv: string) => `${sub}|${sbv}`;

/**
 * The catalog in memory, loaded from the database at start-up and kept fresh by the feed's bus
 * messages (new fixtures, score and clock, odds and bet_status). Every read call is answered
 * from here; serialized answers are cached and rebuilt only after a change they depend on.
 */
export class CatalogStore {
  readonly sports = new Map<number, SportRecord>();
  readonly categories = new Map<number, CategoryRecord>();
  readonly competitions = new Map<number, CompetitionRecord>();
  readonly matches = new Map<number, CachedMatch>();
  /** Bumped on any change; per-sport and live versions let cached pages survive unrelated changes. */
  private version = 0;
  private readonly sportVersions = new Map<number, number>();
  private liveVersion = 0;
  private sorted: Map<number, CachedMatch[]> | undefined;
  private readonly responses = new Map<string, CachedAnswer>();
  private cachedBytes = 0;
  private pending: Promise<void> = Promise.resolve();
  private unsubscribe: Array<() => void> = [];

  private constructor(private readonly ctx: AppContext) {}

  static async open(ctx: AppContext): Promise<CatalogStore> {
    const store = new CatalogStore(ctx);
    store.unsubscribe = await Promise.all([
      ctx.bus.subscribe(busChannels.catalogReload, (m) =>
        store.enqueue(() => store.reload(m as CatalogReloadMessage)),
      ),
      ctx.bus.subscribe(busChannels.matchUpdate, (m) =>
        store.applyMatchUpdate(m as MatchUpdateMessage),
      ),
      ctx.bus.subscribe(busChannels.oddsChange, (m) =>
        store.applyOddsChange(m as OddsChangeMessage),
      ),
    ]);
    await store.enqueue(() => store.reload({ reason: 'start' }));
    return store;
  }

  close() {
    for (const off of this.unsubscribe) off();
  }

  /** Resolves once every load queued so far is applied (reads wait for it: never half a load). */
  settled(): Promise<void> {
    return this.pending;
  }

  private enqueue(fn: () => Promise<void>): Promise<void> {
    this.pending = this.pending.then(fn).catch((error: unknown) => {
      this.ctx.logger.error({ err: error }, 'catalog load failed');
    });
    return this.pending;
  }

  /** Loads reference data and matches (all, or the ids given) from the database. */
  async reload(message: CatalogReloadMessage & { parent_match_ids?: number[] }): Promise<void> {
    const started = Date.now();
    const now = this.ctx.now();
    const ref = await loadReference(this.ctx.db);
    for (const s of ref.sports) this.sports.set(s.sport_id, s);
    for (const c of ref.categories) this.categories.set(c.category_id, c);
    for (const c of ref.competitions) this.competitions.set(c.competition_id, c);
    const ids = message.parent_match_ids;
    const records = await loadMatches(this.ctx.db, new Date(now.getTime() - KEEP_ENDED_MS), ids);
    const markets = await loadMarkets(
      this.ctx.db,
      records.map((r) => r.parent_match_id),
    );
    const byMatch = new Map<number, MarketRecord[]>();
    for (const m of markets) {
      const list = byMatch.get(m.parent_match_id) ?? [];
      list.push(m);
      byMatch.set(m.parent_match_id, list);
    }
    if (!ids) this.matches.clear();
    for (const rec of records)
      this.matches.set(
        rec.parent_match_id,
        this.build(rec, byMatch.get(rec.parent_match_id) ?? []),
      );
    // Evict matches ended long ago.
    for (const [id, m] of this.matches) {
      if (m.rec.ended_at && now.getTime() - m.rec.ended_at.getTime() > KEEP_ENDED_MS)
        this.matches.delete(id);
    }
    this.touchAll();
    this.ctx.logger.debug(
      { reason: message.reason, matches: records.length, ms: Date.now() - started },
      'catalog loaded',
    );
  }

  private build(rec: MatchRecord, markets: MarketRecord[]): CachedMatch {
    const category = this.categories.get(rec.category_id)?.category_name ?? '';
    const competitionName = this.competitions.get(rec.competition_id)?.competition_name ?? '';
    const cached: CachedMarket[] = markets
      .map((m) => this.toMarket(rec, m))
      .sort((a, b) => b.priority - a.priority || a.sub_type_id - b.sub_type_id);
    return {
      rec,
      sportName: this.sports.get(rec.sport_id)?.sport_name ?? '',
      category,
      competitionName,
      markets: cached,
      byKey: new Map(cached.map((m) => [marketKey(m.sub_type_id, m.special_bet_value), m])),
      haystack: `${rec.home_team} ${rec.away_team} ${competitionName} ${category}`.toLowerCase(),
      // Simulated video rights: a third of soccer, basketball and tennis matches.
      streamable: [1, 2, 5].includes(rec.sport_id) && rec.parent_match_id % 3 === 0,
      fragments: new Map(),
    };
  }

  private toMarket(rec: MatchRecord, m: MarketRecord): CachedMarket {
    return {
      sub_type_id: m.sub_type_id,
      name: m.name,
      special_bet_value: m.special_bet_value,
      bet_status: m.bet_status,
      priority: m.priority,
      odds: m.outcomes.map((o): Odd => ({
        odd_key: o.odd_key,
        outcome_id: o.outcome_id,
        odd_value: Number(o.odd_value),
        display: o.display,
        special_bet_value: m.special_bet_value,
        parent_match_id: rec.parent_match_id,
        sub_type_id: m.sub_type_id,
        sport_id: rec.sport_id,
        result: o.result ?? null,
      })),
    };
  }

  applyMatchUpdate(m: MatchUpdateMessage): void {
    const match = this.matches.get(m.parent_match_id);
    if (!match) return;
    const wasLive = match.rec.status === 'live';
    match.rec = {
      ...match.rec,
      status: m.status,
      period: m.period,
      home_score: m.score?.home ?? null,
      away_score: m.score?.away ?? null,
      clock_seconds: m.clock_seconds,
      clock_running: m.clock_running,
      score_detail: m.score_detail,
      ended_at: m.status === 'ended' ? (match.rec.ended_at ?? new Date(m.ts)) : match.rec.ended_at,
      updated_at: new Date(m.ts),
    };
    this.touch(match, wasLive !== (m.status === 'live'));
  }

  /**
   * The state of picks as this copy of the catalog holds it (same shape as a database lookup).
   * It can trail the database by a bus message: bet placement judges with it, then writes only
   * if the database still agrees.
   */
  lookupSelections(picks: readonly SelectionRef[], now: Date): SelectionLookup[] {
    return picks.map((ref) => {
      const match = this.matches.get(ref.parent_match_id);
      const market = match?.byKey.get(marketKey(ref.sub_type_id, ref.special_bet_value ?? ''));
      const odd = market?.odds.find((o) => outcomeMatches(ref, o));
      return selectionFrom(
        ref,
        match ? match.rec : null,
        market ?? null,
        odd ? { ...odd, result: odd.result ?? null } : null,
        now,
      );
    });
  }

  applyOddsChange(m: OddsChangeMessage): void {
    const match = this.matches.get(m.parent_match_id);
    if (!match) return;
    for (const change of m.markets) {
      const market = match.byKey.get(marketKey(change.sub_type_id, change.special_bet_value));
      if (!market) continue;
      market.bet_status = change.bet_status;
      for (const o of change.odds) {
        const odd = market.odds.find((x) => x.odd_key === o.odd_key);
        if (odd) {
          odd.odd_value = o.odd_value;
          odd.result = o.result;
        }
      }
    }
    this.touch(match, false);
  }

  private touch(match: CachedMatch, reorder: boolean) {
    match.fragments.clear();
    this.version++;
    this.sportVersions.set(
      match.rec.sport_id,
      (this.sportVersions.get(match.rec.sport_id) ?? 0) + 1,
    );
    if (match.rec.status === 'live' || reorder) this.liveVersion++;
    if (reorder) this.sorted = undefined;
  }

  private touchAll() {
    this.version++;
    this.liveVersion++;
    for (const id of this.sports.keys())
      this.sportVersions.set(id, (this.sportVersions.get(id) ?? 0) + 1);
    this.sorted = undefined;
    this.responses.clear();
    this.cachedBytes = 0;
  }

  /** Version tokens a cached answer depends on. */
  versionOf(scope: 'all' | 'live' | number): string {
    if (scope === 'all') return `a${this.version}`;
    if (scope === 'live') return `l${this.liveVersion}`;
    return `s${this.sportVersions.get(scope) ?? 0}`;
  }

  /** A cached serialized answer, rebuilt when its version token moved. */
  cached(key: string, version: string, build: () => unknown): CachedAnswer {
    return this.cachedBody(key, version, () => JSON.stringify(build()));
  }

  /** Like cached(), for builders that already return JSON text. */
  cachedBody(key: string, version: string, build: () => string): CachedAnswer {
    const hit = this.responses.get(key);
    if (hit && hit.version === version) return hit;
    const answer: CachedAnswer = { version, body: build() };
    this.cachedBytes += answer.body.length - (hit?.body.length ?? 0);
    if (this.cachedBytes > MAX_CACHED_BYTES) {
      this.responses.clear();
      this.cachedBytes = answer.body.length;
    }
    this.responses.set(key, answer);
    return answer;
  }

  /** Open matches (not started or live) of a sport, in kick-off order. */
  openMatchesOf(sportId: number): CachedMatch[] {
    if (!this.sorted) {
      const sorted = new Map<number, CachedMatch[]>();
      for (const m of this.matches.values()) {
        if (m.rec.status !== 'not_started' && m.rec.status !== 'live') continue;
        const list = sorted.get(m.rec.sport_id) ?? [];
        list.push(m);
        sorted.set(m.rec.sport_id, list);
      }
      for (const list of sorted.values()) {
        list.sort(
          (a, b) =>
            a.rec.start_time.getTime() - b.rec.start_time.getTime() ||
            a.rec.parent_match_id - b.rec.parent_match_id,
        );
      }
      this.sorted = sorted;
    }
    return this.sorted.get(sportId) ?? [];
  }

  /**
   * The current state of a live match as a `match` socket message, its clock run on from the
   * last update (at most one clock-push interval, so never across a break): a socket joining a
   * match room gets it at once instead of waiting for the next push.
   */
  snapshotOf(parentMatchId: number, now: number): MatchUpdateMessage | undefined {
    const match = this.matches.get(parentMatchId);
    if (!match || match.rec.status !== 'live') return undefined;
    const r = match.rec;
    const since = Math.min(10_000, Math.max(0, now - r.updated_at.getTime()));
    const clock = r.clock_running
      ? r.clock_seconds + Math.floor((since / 1000) * this.ctx.env.timeScale)
      : r.clock_seconds;
    const clocked = Boolean(sportById.get(r.sport_id)?.periods);
    return {
      parent_match_id: r.parent_match_id,
      sport_id: r.sport_id,
      status: r.status,
      live: true,
      period: r.period,
      score:
        r.home_score === null || r.away_score === null
          ? null
          : { home: r.home_score, away: r.away_score },
      clock_seconds: clock,
      clock_running: r.clock_running,
      match_time: clocked ? matchTime(clock) : null,
      score_detail: r.score_detail,
      ts: now,
    };
  }

  /** The sport's main market id (1X2, winner ...). */
  mainMarketOf(sportId: number): number {
    return sportById.get(sportId)?.mainMarket ?? 1;
  }

  /** Live clock text of a match. */
  matchTimeOf(match: CachedMatch): string | null {
    const clocked = Boolean(sportById.get(match.rec.sport_id)?.periods);
    return clocked && match.rec.status === 'live' ? matchTime(match.rec.clock_seconds) : null;
  }
}

const stores = new WeakMap<AppContext, Promise<CatalogStore>>();

/** The catalog store of an app context (one per process), opened on first use. */
export function catalogStoreFor(ctx: AppContext): Promise<CatalogStore> {
  let store = stores.get(ctx);
  if (!store) {
    store = CatalogStore.open(ctx);
    stores.set(ctx, store);
  }
  return store;
}
