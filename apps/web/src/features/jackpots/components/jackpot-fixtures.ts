import type { JackpotEvent, JackpotKind, JackpotResult } from '@shangwe/contract';

/** Test data: an open event of `kind` with `count` matches (prices on fixed-odds products). */
export function jackpotEvent(
  kind: JackpotKind,
  count: number,
  overrides: Partial<JackpotEvent> = {},
): JackpotEvent {
  const now = Date.now();
  const priced = kind === 'sababisha' || kind === 'boosted';
  return {
    event_id: 41,
    kind,
    name: 'Grand Jackpot',
    product_id: kind === 'grand' ? 8 : null,
    type: count,
    status: 'open',
    currency: 'KES',
    stake_per_line: 100,
    closes_at: new Date(now + 26 * 3600_000 + 61_000).toISOString(),
    server_time: new Date(now).toISOString(),
    jackpot_amount: 100_000_000,
    guaranteed_amount: 100_000_000,
    rollover_amount: 0,
    max_selections: count,
    operator_share_percent: 30,
    tiers: [
      {
        tier: 'jackpot',
        correct: count,
        label: 'Jackpot',
        pool: 100_000_000,
        winning_lines: null,
        amount_per_line: null,
      },
    ],
    matches: Array.from({ length: count }, (_, i) => ({
      parent_match_id: 9000 + i,
      position: i + 1,
      home_team: `Home ${i + 1}`,
      away_team: `Away ${i + 1}`,
      start_time: new Date(now + 26 * 3600_000 + 61_000 + i * 60_000).toISOString(),
      competition_name: 'Premier League',
      category: 'England',
      odds: priced
        ? [
            { odd_key: '1' as const, outcome_id: '1', odd_value: 2, catalog_odd_value: 1.8 },
            { odd_key: 'X' as const, outcome_id: '2', odd_value: 3, catalog_odd_value: 2.9 },
            { odd_key: '2' as const, outcome_id: '3', odd_value: 4, catalog_odd_value: 3.5 },
          ]
        : [],
      result: null,
      score: null,
    })),
    ...overrides,
  };
}

/** Test data: a settled grand event with its results and winners per tier. */
export function jackpotResult(): JackpotResult {
  const event = jackpotEvent('grand', 13, { status: 'settled' });
  return {
    ...event,
    matches: event.matches.map((m, i) => ({
      ...m,
      result: i === 4 ? 'void' : i % 3 === 0 ? '1' : i % 3 === 1 ? 'X' : '2',
      score: i === 4 ? null : '1:1',
    })),
    tiers: [
      {
        tier: 'jackpot',
        correct: 13,
        label: 'Jackpot',
        pool: 100_000_000,
        winning_lines: 3,
        amount_per_line: 33_333_333.33,
      },
      {
        tier: 'bonus1',
        correct: 12,
        label: 'Bonus: one short',
        pool: 250_000,
        winning_lines: 0,
        amount_per_line: null,
      },
    ],
    settled_at: new Date().toISOString(),
    total_lines: 1200,
    remainder_carried: 0.01,
    rollover_carried: 0,
  };
}
