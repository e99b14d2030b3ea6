import type { Market } from '@shangwe/contract';

/** One market type with its lines (e.g. Total at 0.5, 1.5, 2.5 ...). */
export interface MarketGroup {
  subTypeId: number;
  name: string;
  markets: Market[];
}

/** 'total=2.5' → '2.5', 'hcp=-1:0' → '-1:0'; '' stays ''. */
export function lineLabel(specialBetValue: string): string {
  const eq = specialBetValue.indexOf('=');
  return eq >= 0 ? specialBetValue.slice(eq + 1) : specialBetValue;
}

function numericLine(specialBetValue: string): number {
  const n = Number(lineLabel(specialBetValue).split(':')[0]);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Groups a match's markets by market type, keeping the order in which the server lists the types
 * (main market first) and sorting lines numerically within a type.
 */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups = new Map<number, MarketGroup>();
  for (const market of markets) {
    let group = groups.get(market.sub_type_id);
    if (!group) {
      group = { subTypeId: market.sub_type_id, name: market.name, markets: [] };
      groups.set(market.sub_type_id, group);
    }
    group.markets.push(market);
  }
  for (const group of groups.values()) {
    if (group.markets.length > 1) {
      group.markets.sort(
        (a, b) => numericLine(a.special_bet_value) - numericLine(b.special_bet_value),
      );
    }
  }
  return [...groups.values()];
}
