import type {
  CrashCashout,
  CrashChain,
  CrashHistoryRound,
  CrashRound,
  CrashRoundBet,
  CrashSeedingResponse,
} from '@shangwe/contract';
import { crashMultiplierAt, CRASH_START_HUNDREDTHS } from '@shangwe/domain';
import { crashCashoutPaidCents } from './crash-payout';
import type { CrashBetRow, CrashChainRow, CrashRoundRow, SaltedChainRow } from './crash-repository';

/** A player as other watchers see them: the first 4 and last 3 digits of the phone. */
export function maskPlayer(mobile: string): string {
  return mobile.length <= 7 ? '***' : `${mobile.slice(0, 4)}***${mobile.slice(-3)}`;
}

/** Phase of a round at `now`, by the server's clock and the round's committed times alone. */
export function phaseAt(round: CrashRoundRow, now: Date): CrashRound['phase'] {
  if (now < round.bet_window_ends_at) return 'betting';
  if (now < round.crashes_at) return 'flying';
  return 'crashed';
}

/** The multiplier of a round at `now`, in hundredths. */
export function multiplierAt(round: CrashRoundRow, now: Date): number {
  const phase = phaseAt(round, now);
  if (phase === 'betting') return CRASH_START_HUNDREDTHS;
  if (phase === 'crashed') return round.crash_point;
  return crashMultiplierAt(
    now.getTime() - round.bet_window_ends_at.getTime(),
    round.growth_per_second,
  );
}

/** A round as every watcher may see it at `now`: seed and crash point only once crashed. */
export function presentRound(round: CrashRoundRow, now: Date): CrashRound {
  const phase = phaseAt(round, now);
  const crashed = phase === 'crashed';
  return {
    round_id: Number(round.id),
    phase,
    seed_hash: round.seed_hash,
    seed: crashed ? round.seed : null,
    chain_id: Number(round.chain_id),
    chain_position: round.chain_position,
    multiplier: multiplierAt(round, now) / 100,
    crash_point: crashed ? round.crash_point / 100 : null,
    bet_window_ends_at: round.bet_window_ends_at.toISOString(),
    started_at: round.bet_window_ends_at.toISOString(),
    crashed_at: crashed ? round.crashes_at.toISOString() : null,
    growth_per_second: round.growth_per_second,
    server_time: now.toISOString(),
  };
}

export function presentCrashBet(bet: CrashBetRow): CrashRoundBet {
  const status: CrashRoundBet['status'] =
    bet.cashout_multiplier !== null ? 'cashed_out' : bet.status === 'lost' ? 'lost' : 'open';
  return {
    bet_id: Number(bet.bet_id),
    player: maskPlayer(bet.mobile),
    slot: bet.slot,
    stake: Number(bet.stake) / 100,
    auto_cashout: bet.auto_cashout === null ? null : bet.auto_cashout / 100,
    status,
    cashout_multiplier: bet.cashout_multiplier === null ? null : bet.cashout_multiplier / 100,
    payout: crashBetPayoutCents(bet) / 100,
  };
}

/**
 * What a bet pays: what it was paid once settled; a cash-out decided and not settled yet (its
 * settlement follows the answer, or the crash) already shows what it is being paid.
 */
export function crashBetPayoutCents(bet: CrashBetRow): number {
  if (bet.cashout_multiplier !== null && bet.status === 'open') {
    return crashCashoutPaidCents(bet.country, Number(bet.stake), bet.cashout_multiplier);
  }
  return Number(bet.amount_paid);
}

/** A cashed-out bet's cash-out as the room announces it; undefined while it is not cashed out. */
export function presentCrashCashout(bet: CrashBetRow): CrashCashout | undefined {
  if (bet.cashout_multiplier === null) return undefined;
  return {
    bet_id: Number(bet.bet_id),
    cashout_multiplier: bet.cashout_multiplier / 100,
    payout: crashBetPayoutCents(bet) / 100,
  };
}

/**
 * A crash bet as it stood when it was placed (open, nothing cashed out or paid): the placement's
 * answer, the same on every retry under its key whatever happened to the bet since.
 */
export function presentPlacedCrashBet(bet: CrashBetRow): CrashRoundBet {
  return {
    ...presentCrashBet(bet),
    status: 'open',
    cashout_multiplier: null,
    payout: 0,
  };
}

export function presentHistoryRound(round: CrashRoundRow): CrashHistoryRound {
  return {
    round_id: Number(round.id),
    crash_point: round.crash_point / 100,
    seed: round.seed,
    seed_hash: round.seed_hash,
    chain_id: Number(round.chain_id),
    chain_position: round.chain_position,
    crashed_at: round.crashes_at.toISOString(),
  };
}

export function presentChain(chain: SaltedChainRow): CrashChain {
  return {
    chain_id: Number(chain.id),
    terminating_hash: chain.terminating_hash,
    salt: chain.salt,
    length: chain.length,
    house_edge: Number(chain.house_edge_percent),
    published_at: chain.created_at.toISOString(),
    seeding_ends_at: chain.seeding_ends_at?.toISOString() ?? null,
    seeds_hash: chain.seeds_hash,
  };
}

/** The published salt procedure, in words (the seeding answer and the verify CLI). */
export const SEEDING_PROCEDURE =
  'The chain and its terminating hash are published first. Every client seed bettors set (POST /api/casino/seeds) until seeding_ends_at is listed, in order. Then seeds_hash = sha256(the seeds joined by line breaks) and salt = sha256(terminating_hash + ":" + seeds_hash); only then are the chain\'s rounds played, each crash point from HMAC-SHA256(seed, salt).';

/** A chain's seeding: its window, the listed seeds and, once fixed, the salt. */
export function presentSeeding(
  chain: CrashChainRow,
  seeds: readonly { client_seed: string }[],
  now: Date,
): CrashSeedingResponse {
  return {
    chain_id: Number(chain.id),
    terminating_hash: chain.terminating_hash,
    length: chain.length,
    published_at: chain.created_at.toISOString(),
    seeding_ends_at: chain.seeding_ends_at?.toISOString() ?? null,
    open: chain.salt === null && chain.seeding_ends_at !== null && now < chain.seeding_ends_at,
    seeds: seeds.map((s) => s.client_seed),
    seeds_hash: chain.seeds_hash,
    salt: chain.salt,
    salted_at: chain.salted_at?.toISOString() ?? null,
    procedure: SEEDING_PROCEDURE,
  };
}
