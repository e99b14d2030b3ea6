/**
 * Verification in the browser (issue 18: "anybody can verify every past round"): each check
 * recomputes a result with the very domain functions the server used, from seeds the bettor
 * holds, and compares it with what was played. Nothing here asks the server what the result
 * should be.
 */
import {
  WHEEL_SEGMENTS,
  crashPointFromSeed,
  diceMultiplier,
  diceRoll,
  diceWinningRolls,
  diceWins,
  instantResultHash,
  sha256Hex,
  verifyChainSeed,
  wheelSegment,
  type DiceDirection,
} from '@shangwe/domain';
import type { CasinoBet, CrashChain, CrashHistoryRound } from '@shangwe/contract';

/** The checks of one crashed round. */
export interface CrashCheck {
  /** sha256(seed) is the hash published before the round. */
  seedHashMatches: boolean;
  /** The seed hashed forward chain_position times is the chain's terminating hash. */
  chainValid: boolean;
  /** HMAC-SHA256(seed, salt) read as the crash point, in hundredths. */
  crashPoint: number;
  /** The recomputed crash point is the one the round played. */
  pointMatches: boolean;
  verified: boolean;
}

/** Recomputes a crashed round from its revealed seed and its chain. */
export function checkCrashRound(round: CrashHistoryRound, chain: CrashChain): CrashCheck {
  const seedHashMatches = sha256Hex(round.seed) === round.seed_hash;
  const chainValid =
    chain.chain_id === round.chain_id &&
    verifyChainSeed(round.seed, round.chain_position, chain.terminating_hash);
  const crashPoint = crashPointFromSeed(round.seed, chain.salt);
  const pointMatches = crashPoint === Math.round(round.crash_point * 100);
  return {
    seedHashMatches,
    chainValid,
    crashPoint,
    pointMatches,
    verified: seedHashMatches && chainValid && pointMatches,
  };
}

/** What one instant bet recomputes to. */
export interface InstantCheck {
  /** sha256(server seed) is the hash shown before the bet. */
  seedHashMatches: boolean;
  /** HMAC-SHA256(server seed, `client seed:nonce`). */
  hmac: string;
  /** Dice: the roll (0.00 .. 99.99); wheel: the multiplier of the segment. */
  outcome: number;
  /** Dice: the segment is undefined; wheel: the segment index. */
  segment?: number;
  /** The payout multiplier the result gives (0 when it loses). */
  multiplier: number;
  won: boolean;
}

/** The inputs of an instant bet a bettor can check by hand. */
export interface InstantProofInput {
  game: 'dice' | 'wheel';
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Dice only: the target (0.00 .. 99.99) and direction played. */
  target?: number;
  direction?: DiceDirection;
}

/** Recomputes an instant result from its revealed server seed, client seed and nonce. */
export function checkInstant(input: InstantProofInput): InstantCheck {
  const seedHashMatches = sha256Hex(input.serverSeed) === input.serverSeedHash;
  const hmac = instantResultHash(input.serverSeed, input.clientSeed, input.nonce);
  if (input.game === 'wheel') {
    const segment = wheelSegment(input.serverSeed, input.clientSeed, input.nonce);
    const multiplier = (WHEEL_SEGMENTS[segment] ?? 0) / 100;
    return { seedHashMatches, hmac, outcome: multiplier, segment, multiplier, won: multiplier > 0 };
  }
  const roll = diceRoll(input.serverSeed, input.clientSeed, input.nonce);
  const target = Math.round((input.target ?? 0) * 100);
  const direction = input.direction ?? 'under';
  const winning = diceWinningRolls(target, direction);
  const won = winning !== null && diceWins(roll, target, direction);
  return {
    seedHashMatches,
    hmac,
    outcome: roll / 100,
    multiplier: won && winning !== null ? diceMultiplier(winning) : 0,
    won,
  };
}

/** The target and direction of a dice bet, read from its history line ('Roll 47.31 under 50.00'). */
export function diceTermsOf(
  bet: Pick<CasinoBet, 'detail'>,
): { target: number; direction: DiceDirection } | null {
  const match = /\b(under|over)\s+(\d+(?:\.\d+)?)/i.exec(bet.detail);
  if (!match) return null;
  return { direction: match[1]!.toLowerCase() as DiceDirection, target: Number(match[2]) };
}
