import { XMLParser } from 'fast-xml-parser';

/**
 * The Unified Odds Feed's XML messages, parsed into the few fields the adapter acts on. Element
 * and attribute names are the provider's (its schema UnifiedFeed.xsd): a message names its
 * producer (`product`), its event (`event_id`, an URN such as `sr:match:12345`), the moment the
 * producer generated it (`timestamp`, ms) and, when it answers a recovery, its `request_id`.
 */

export interface UofOutcome {
  id: string;
  odds?: number;
  active?: boolean;
  /** bet_settlement: 1 won, 0 lost. */
  result?: number;
  /** bet_settlement: 1 refunds the stake (a dead heat's 0.5 is not supported: left open). */
  voidFactor?: number;
}

export interface UofMarket {
  id: number;
  specifiers: string;
  /** odds_change: 1 active, -1 suspended, 0 deactivated, -3 handed over, -4 cancelled. */
  status?: number;
  outcomes: UofOutcome[];
}

interface Base {
  product: number;
  timestamp: number;
  requestId?: number;
}
interface EventBase extends Base {
  eventId: string;
}

export type UofMessage =
  | (EventBase & { type: 'odds_change'; markets: UofMarket[]; eventStatus?: number })
  | (EventBase & { type: 'bet_stop'; marketStatus: number })
  | (EventBase & { type: 'bet_settlement'; certainty: number; markets: UofMarket[] })
  | (EventBase & { type: 'bet_cancel'; markets: UofMarket[] })
  | (EventBase & { type: 'rollback_bet_settlement'; markets: UofMarket[] })
  | (EventBase & { type: 'rollback_bet_cancel'; markets: UofMarket[] })
  | (EventBase & { type: 'fixture_change'; startTime?: number })
  | (Base & { type: 'alive'; subscribed: boolean })
  | (Base & { type: 'snapshot_complete'; requestId: number });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (name) => name === 'market' || name === 'outcome' || name === 'competitor',
});

type Node = Record<string, unknown>;

const num = (v: unknown): number | undefined =>
  v === undefined || v === '' ? undefined : Number(v);

function markets(container: unknown): UofMarket[] {
  const list = ((container as Node | undefined)?.market as Node[] | undefined) ?? [];
  return list.map((m) => ({
    id: Number(m.id),
    specifiers: typeof m.specifiers === 'string' ? m.specifiers : '',
    status: num(m.status),
    outcomes: ((m.outcome as Node[] | undefined) ?? []).map((o) => ({
      id: String(o.id),
      odds: num(o.odds),
      active: o.active === undefined ? undefined : o.active === '1',
      result: num(o.result),
      voidFactor: num(o.void_factor),
    })),
  }));
}

/** Parses one message body; null for message types the adapter does not act on. */
export function parseUofMessage(xml: string): UofMessage | null {
  const doc = parser.parse(xml) as Node;
  const [type] = Object.keys(doc).filter((k) => k !== '?xml');
  if (!type) return null;
  const n = doc[type] as Node;
  const base: Base = {
    product: Number(n.product),
    timestamp: Number(n.timestamp),
    requestId: num(n.request_id),
  };
  const eventId = String(n.event_id ?? '');
  switch (type) {
    case 'odds_change':
      return {
        ...base,
        type,
        eventId,
        markets: markets(n.odds),
        // sport_event_status/@status: 0 not started, 1 live, 2 suspended, 3 ended, 4 closed.
        eventStatus: num((n.sport_event_status as Node | undefined)?.status),
      };
    case 'bet_stop':
      return { ...base, type, eventId, marketStatus: num(n.market_status) ?? -1 };
    case 'bet_settlement':
      return {
        ...base,
        type,
        eventId,
        certainty: num(n.certainty) ?? 2,
        markets: markets(n.outcomes),
      };
    case 'bet_cancel':
    case 'rollback_bet_settlement':
    case 'rollback_bet_cancel':
      return { ...base, type, eventId, markets: markets(n) };
    case 'fixture_change':
      return { ...base, type, eventId, startTime: num(n.start_time) };
    case 'alive':
      return { ...base, type, subscribed: n.subscribed !== '0' };
    case 'snapshot_complete':
      return { ...base, type, requestId: Number(n.request_id) };
    default:
      return null;
  }
}

/** A fixture as the REST API's `sport_events/{urn}/fixture.xml` describes it. */
export interface UofFixture {
  eventId: string;
  startTime: Date;
  sport: { id: string; name: string };
  category: { id: string; name: string; countryCode: string | null };
  tournament: { id: string; name: string };
  home: { id: string; name: string };
  away: { id: string; name: string };
}

export function parseUofFixture(xml: string): UofFixture {
  const doc = parser.parse(xml) as Node;
  const f = (doc.fixtures_fixture as Node | undefined)?.fixture as Node | undefined;
  if (!f) throw new Error('fixture document without <fixture>');
  const t = f.tournament as Node;
  const sport = t.sport as Node;
  const category = t.category as Node;
  const competitors = ((f.competitors as Node).competitor as Node[]) ?? [];
  const side = (q: string) => {
    const c = competitors.find((x) => x.qualifier === q);
    if (!c) throw new Error(`fixture ${String(f.id)} has no ${q} competitor`);
    return { id: String(c.id), name: String(c.name) };
  };
  return {
    eventId: String(f.id),
    startTime: new Date(String(f.start_time)),
    sport: { id: String(sport.id), name: String(sport.name) },
    category: {
      id: String(category.id),
      name: String(category.name),
      countryCode: typeof category.country_code === 'string' ? category.country_code : null,
    },
    tournament: { id: String(t.id), name: String(t.name) },
    home: side('home'),
    away: side('away'),
  };
}

/** The number at the end of an URN (`sr:match:12345` → 12345). */
export function urnId(urn: string): number {
  const id = Number(urn.slice(urn.lastIndexOf(':') + 1));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`not a numeric URN: ${urn}`);
  return id;
}
