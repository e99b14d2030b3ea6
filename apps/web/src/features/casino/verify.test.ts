import {
  WHEEL_SEGMENTS,
  buildHashChain,
  crashPointFromSeed,
  diceRoll,
  sha256Hex,
  wheelSegment,
} from '@shangwe/domain';
import type { CrashChain, CrashHistoryRound } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { checkCrashRound, checkInstant, diceTermsOf } from './verify';

const TOP = 'f'.repeat(64);
const SALT = 'shangwe-crash-salt';
const chain = buildHashChain(TOP, 20);

function crashProof(position: number, override: Partial<CrashHistoryRound> = {}) {
  const seed = chain[position]!;
  const round: CrashHistoryRound = {
    round_id: 100 + position,
    crash_point: crashPointFromSeed(seed, SALT) / 100,
    seed,
    seed_hash: sha256Hex(seed),
    chain_id: 3,
    chain_position: position,
    crashed_at: '2026-11-24T10:00:00.000Z',
    ...override,
  };
  const published: CrashChain = {
    chain_id: 3,
    terminating_hash: chain[0]!,
    salt: SALT,
    length: 20,
    house_edge: 3,
    published_at: '2026-11-24T09:00:00.000Z',
    seeding_ends_at: null,
    seeds_hash: null,
  };
  return { round, published };
}

describe('verifying a crash round in the browser (issue 18)', () => {
  it('accepts a round whose seed hashes to the chain and gives the crash point played', () => {
    const { round, published } = crashProof(7);
    const check = checkCrashRound(round, published);
    expect(check).toMatchObject({
      seedHashMatches: true,
      chainValid: true,
      pointMatches: true,
      verified: true,
    });
  });

  it('refuses a round whose crash point was not the seed’s', () => {
    const { round, published } = crashProof(7);
    const check = checkCrashRound({ ...round, crash_point: round.crash_point + 0.01 }, published);
    expect(check.pointMatches).toBe(false);
    expect(check.verified).toBe(false);
  });

  it('refuses a seed that is not in the published chain at its position', () => {
    const { round, published } = crashProof(7);
    expect(checkCrashRound({ ...round, chain_position: 8 }, published).chainValid).toBe(false);
    expect(
      checkCrashRound(round, { ...published, terminating_hash: sha256Hex('x') }).verified,
    ).toBe(false);
  });
});

describe('verifying an instant bet in the browser', () => {
  const serverSeed = sha256Hex('server');
  const base = {
    serverSeed,
    serverSeedHash: sha256Hex(serverSeed),
    clientSeed: 'lucky_7',
    nonce: 4,
  };

  it('recomputes a dice roll and whether it won', () => {
    const roll = diceRoll(serverSeed, 'lucky_7', 4);
    const target = Math.min(98, Math.max(2, Math.floor(roll / 100) + 1));
    const check = checkInstant({ ...base, game: 'dice', target, direction: 'under' });
    expect(check.seedHashMatches).toBe(true);
    expect(check.outcome).toBe(roll / 100);
    expect(check.won).toBe(roll < target * 100);
  });

  it('recomputes a wheel segment and its multiplier', () => {
    const segment = wheelSegment(serverSeed, 'lucky_7', 4);
    const check = checkInstant({ ...base, game: 'wheel' });
    expect(check.segment).toBe(segment);
    expect(check.multiplier).toBe(WHEEL_SEGMENTS[segment]! / 100);
  });

  it('flags a server seed that is not the one whose hash was shown', () => {
    expect(
      checkInstant({ ...base, serverSeedHash: sha256Hex('other'), game: 'wheel' }).seedHashMatches,
    ).toBe(false);
  });

  it('reads a dice bet’s target and direction from its history line', () => {
    expect(diceTermsOf({ detail: 'Roll 47.31 under 50.00' })).toEqual({
      direction: 'under',
      target: 50,
    });
    expect(diceTermsOf({ detail: 'Roll 12.00 over 75.50' })).toEqual({
      direction: 'over',
      target: 75.5,
    });
    expect(diceTermsOf({ detail: 'Spin 2.00x' })).toBeNull();
  });
});
