import type { FeedMarket } from '../odds-feed';
import type { UofMarket } from './uof-messages';

/**
 * The provider's markets the catalog offers. Our sub_type_ids and outcome ids already follow the
 * provider's numbering (market 1 is 1X2 with outcomes 1/2/3, 18 is Total with `total=2.5`), so
 * a market maps by id; what is added is our odd_key, display and ordering. Markets not listed
 * are skipped and counted (uof-metrics), never guessed.
 */
interface MarketMap {
  name: string;
  priority: number;
  outcomes: Record<string, { oddKey: (line: string) => string; display: (t: Teams) => string }>;
}
interface Teams {
  home: string;
  away: string;
}

const fixed = (key: string, display: string | ((t: Teams) => string)) => ({
  oddKey: () => key,
  display: typeof display === 'string' ? () => display : display,
});

const MARKETS: Record<number, MarketMap> = {
  1: {
    name: '1X2',
    priority: 1000,
    outcomes: {
      '1': fixed('1', (t) => t.home),
      '2': fixed('X', 'Draw'),
      '3': fixed('2', (t) => t.away),
    },
  },
  10: {
    name: 'Double chance',
    priority: 990,
    outcomes: {
      '9': fixed('1/X', (t) => `${t.home} or draw`),
      '10': fixed('1/2', (t) => `${t.home} or ${t.away}`),
      '11': fixed('X/2', (t) => `Draw or ${t.away}`),
    },
  },
  18: {
    name: 'Total',
    priority: 980,
    outcomes: {
      '12': { oddKey: (line) => `over ${line}`, display: () => 'Over' },
      '13': { oddKey: (line) => `under ${line}`, display: () => 'Under' },
    },
  },
  29: {
    name: 'Both teams to score',
    priority: 970,
    outcomes: { '74': fixed('yes', 'Yes'), '76': fixed('no', 'No') },
  },
};

/** The line of a `total=2.5` specifier ('' when the market has none). */
function lineOf(specifiers: string): string {
  const total = /(?:^|\|)total=([^|]+)/.exec(specifiers);
  return total?.[1] ?? '';
}

/** Whether the catalog offers this market id. */
export const isMappedMarket = (id: number): boolean => id in MARKETS;

/** The catalog's key of a provider market: (sub_type_id, special_bet_value). */
export function marketKey(m: Pick<UofMarket, 'id' | 'specifiers'>): {
  sub_type_id: number;
  special_bet_value: string;
} {
  return { sub_type_id: m.id, special_bet_value: m.specifiers };
}

/** The odd_key of one provider outcome of a mapped market; null when unknown. */
export function oddKeyOf(
  m: Pick<UofMarket, 'id' | 'specifiers'>,
  outcomeId: string,
): string | null {
  const def = MARKETS[m.id]?.outcomes[outcomeId];
  return def ? def.oddKey(lineOf(m.specifiers)) : null;
}

/**
 * A priced market of an odds_change as the catalog stores it; null for a market the catalog
 * does not offer. Market status 1 is open; suspended (-1), deactivated (0), handed over (-3)
 * and cancelled (-4) are all closed to bets here.
 */
export function toFeedMarket(m: UofMarket, teams: Teams): FeedMarket | null {
  const def = MARKETS[m.id];
  if (!def) return null;
  const line = lineOf(m.specifiers);
  const outcomes = m.outcomes.flatMap((o, sort) => {
    const od = def.outcomes[o.id];
    if (!od || o.odds === undefined || !(o.odds > 1)) return [];
    const display = od.display(teams);
    return [
      {
        odd_key: od.oddKey(line),
        outcome_id: o.id,
        display: line && m.id === 18 ? `${display} ${line}` : display,
        odd_value: o.odds,
        sort,
      },
    ];
  });
  if (outcomes.length === 0) return null;
  return {
    sub_type_id: m.id,
    name: def.name,
    special_bet_value: m.specifiers,
    priority: def.priority - (line ? Math.round(Number(line) * 2) : 0),
    bet_status: m.status === 1 ? 'ACTIVE' : 'STOPPED',
    outcomes,
  };
}
