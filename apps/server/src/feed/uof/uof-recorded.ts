/**
 * Test helper: messages shaped as the provider sends them (element and attribute names of its
 * UnifiedFeed schema, as recorded from its integration broker), with our own ids and prices.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

export const PRODUCT = { liveodds: 1, pre: 3 } as const;

export interface Outcome {
  id: string;
  odds: number;
}

export function fixtureXml(f: {
  match: number;
  start: Date;
  home: [number, string];
  away: [number, string];
}): string {
  return `${XML}<fixtures_fixture generated_at="${new Date().toISOString()}">
<fixture start_time_confirmed="true" start_time="${f.start.toISOString()}" liveodds="booked" status="not_started" id="sr:match:${f.match}" scheduled="${f.start.toISOString()}" start_time_tbd="false">
<tournament_round type="group" number="12" group_long_name="Premier League"/>
<season start_date="2026-08-15" end_date="2027-05-23" year="26/27" tournament_id="sr:tournament:17" id="sr:season:130281" name="Premier League 26/27"/>
<tournament id="sr:tournament:17" name="Premier League">
<sport id="sr:sport:1" name="Soccer"/>
<category id="sr:category:1" name="England" country_code="ENG"/>
</tournament>
<competitors>
<competitor qualifier="home" id="sr:competitor:${f.home[0]}" name="${f.home[1]}" abbreviation="${f.home[1].slice(0, 3).toUpperCase()}" country="England" country_code="ENG" gender="male"/>
<competitor qualifier="away" id="sr:competitor:${f.away[0]}" name="${f.away[1]}" abbreviation="${f.away[1].slice(0, 3).toUpperCase()}" country="England" country_code="ENG" gender="male"/>
</competitors>
</fixture>
</fixtures_fixture>`;
}

export function oddsChangeXml(m: {
  product: number;
  match: number;
  ts: number;
  live?: boolean;
  markets: Array<{ id: number; specifiers?: string; status?: number; outcomes: Outcome[] }>;
}): string {
  const status = m.live
    ? '<sport_event_status status="1" match_status="6" home_score="0" away_score="0"/>'
    : '<sport_event_status status="0" match_status="0"/>';
  const markets = m.markets
    .map(
      (mk) =>
        `<market${mk.specifiers ? ` specifiers="${mk.specifiers}"` : ''} status="${mk.status ?? 1}" id="${mk.id}">${mk.outcomes
          .map(
            (o) =>
              `<outcome id="${o.id}" odds="${o.odds}" probabilities="${(1 / o.odds).toFixed(4)}" active="1"/>`,
          )
          .join('')}</market>`,
    )
    .join('');
  return `${XML}<odds_change product="${m.product}" event_id="sr:match:${m.match}" timestamp="${m.ts}">${status}<odds>${markets}</odds></odds_change>`;
}

export const betStopXml = (m: { product: number; match: number; ts: number }) =>
  `${XML}<bet_stop timestamp="${m.ts}" product="${m.product}" event_id="sr:match:${m.match}" groups="all" market_status="-1"/>`;

export function betSettlementXml(m: {
  product: number;
  match: number;
  ts: number;
  markets: Array<{
    id: number;
    specifiers?: string;
    outcomes: Array<{ id: string; result: 0 | 1 }>;
  }>;
}): string {
  const markets = m.markets
    .map(
      (mk) =>
        `<market${mk.specifiers ? ` specifiers="${mk.specifiers}"` : ''} id="${mk.id}">${mk.outcomes
          .map((o) => `<outcome id="${o.id}" result="${o.result}"/>`)
          .join('')}</market>`,
    )
    .join('');
  return `${XML}<bet_settlement certainty="2" product="${m.product}" event_id="sr:match:${m.match}" timestamp="${m.ts}"><outcomes>${markets}</outcomes></bet_settlement>`;
}

export const rollbackBetSettlementXml = (m: {
  product: number;
  match: number;
  ts: number;
  markets: Array<{ id: number; specifiers?: string }>;
}) =>
  `${XML}<rollback_bet_settlement event_id="sr:match:${m.match}" timestamp="${m.ts}" product="${m.product}">${m.markets
    .map((mk) => `<market${mk.specifiers ? ` specifiers="${mk.specifiers}"` : ''} id="${mk.id}"/>`)
    .join('')}</rollback_bet_settlement>`;

export const fixtureChangeXml = (m: { product: number; match: number; ts: number; start: Date }) =>
  `${XML}<fixture_change event_id="sr:match:${m.match}" product="${m.product}" start_time="${m.start.getTime()}" timestamp="${m.ts}"/>`;

export const aliveXml = (m: { product: number; ts: number; subscribed: boolean }) =>
  `${XML}<alive product="${m.product}" timestamp="${m.ts}" subscribed="${m.subscribed ? 1 : 0}"/>`;

export const snapshotCompleteXml = (m: { product: number; ts: number; requestId: number }) =>
  `${XML}<snapshot_complete request_id="${m.requestId}" timestamp="${m.ts}" product="${m.product}"/>`;

/** The routing key the provider puts on a message: priority.prematch.live.type.sport.urn.id.node. */
export function routingKey(type: string, product: number, match?: number): string {
  if (match === undefined) return `-.-.-.${type}.-.-.-.-`;
  const interest = product === PRODUCT.liveodds ? '-.live' : 'pre.-';
  return `hi.${interest}.${type}.1.sr:match.${match}.-`;
}
