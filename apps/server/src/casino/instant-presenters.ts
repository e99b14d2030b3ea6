import type { CasinoBet, InstantResult } from '@shangwe/contract';
import { WHEEL_SEGMENTS } from '@shangwe/domain';

/** An instant bet's stored draw as the contract's result. */
export function presentInstantResult(row: {
  game: string;
  outcome: number;
  target: number | null;
  direction: string | null;
  multiplier_x10000: number;
}): InstantResult {
  if (row.game === 'dice') {
    return {
      game: 'dice',
      roll: row.outcome / 100,
      target: (row.target ?? 0) / 100,
      direction: row.direction === 'over' ? 'over' : 'under',
      multiplier: row.multiplier_x10000 / 10_000,
    };
  }
  return {
    game: 'wheel',
    segment: row.outcome,
    multiplier: row.multiplier_x10000 / 10_000,
    segments: WHEEL_SEGMENTS.map((m) => m / 100),
  };
}

/** One row of the casino history (any game). */
export interface CasinoHistoryRow {
  bet_id: number;
  product: string;
  stake: number;
  amount_paid: number;
  status: string;
  created_at: Date;
  settled_at: Date | null;
  round_id: number | null;
  cashout_multiplier: number | null;
  crash_point: number | null;
  crashes_at: Date | null;
  game: string | null;
  outcome: number | null;
  target: number | null;
  direction: string | null;
  multiplier_x10000: number | null;
  nonce: number | null;
  client_seed: string | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  retired_at: Date | null;
}

const GAME_OF_PRODUCT: Record<string, CasinoBet['game']> = {
  CASINO_CRASH: 'crash',
  CASINO_DICE: 'dice',
  CASINO_WHEEL: 'wheel',
};

export function presentCasinoBet(row: CasinoHistoryRow, now: Date): CasinoBet {
  const game = GAME_OF_PRODUCT[row.product] ?? 'crash';
  const status: CasinoBet['status'] =
    row.status === 'won' ? 'won' : row.status === 'lost' ? 'lost' : 'open';
  let detail: string;
  let multiplier: number | null;
  if (game === 'crash') {
    multiplier = row.cashout_multiplier === null ? null : row.cashout_multiplier / 100;
    const crashed = row.crashes_at !== null && row.crashes_at <= now;
    detail =
      multiplier !== null
        ? `Cashed out at ${multiplier.toFixed(2)}x`
        : crashed && row.crash_point !== null
          ? `Crashed at ${(row.crash_point / 100).toFixed(2)}x`
          : 'In play';
  } else {
    const result = presentInstantResult({
      game,
      outcome: row.outcome ?? 0,
      target: row.target,
      direction: row.direction,
      multiplier_x10000: row.multiplier_x10000 ?? 0,
    });
    multiplier = status === 'won' ? result.multiplier : 0;
    detail =
      result.game === 'dice'
        ? `Roll ${result.roll.toFixed(2)} ${result.direction} ${result.target.toFixed(2)}`
        : `Wheel stopped on ${result.multiplier.toFixed(2)}x`;
  }
  const revealed = row.retired_at !== null;
  return {
    bet_id: Number(row.bet_id),
    game,
    stake: Number(row.stake) / 100,
    payout: Number(row.amount_paid) / 100,
    status,
    multiplier,
    round_id: row.round_id === null ? null : Number(row.round_id),
    server_seed_hash: row.server_seed_hash,
    server_seed: revealed ? row.server_seed : null,
    client_seed: row.client_seed,
    nonce: row.nonce,
    detail,
    created: row.created_at.toISOString(),
    settled: row.settled_at ? row.settled_at.toISOString() : null,
  };
}
