import { sha256Hex } from './fair-hash';

/**
 * The crash game's hash chain, committed before any of its rounds is played.
 *
 * From a secret random top seed s_N, s_{i-1} = sha256(s_i) down to s_0, the chain's
 * TERMINATING HASH, published when the chain is made. Round 1 of the chain plays s_1, round 2
 * plays s_2, ... (the chain is played backwards from its end), and each round reveals its seed
 * once it has crashed. Nobody can compute s_{i+1} from s_i, so the seeds to come stay secret;
 * anybody can check a revealed seed by hashing it forward i times to the published s_0 — and the
 * previous round's revealed seed is exactly the hash of the next one, so every seed is also
 * committed by the round before it.
 */

/**
 * Seeds s_0 .. s_length from the top seed: `chain[i]` is s_i, `chain[0]` the terminating hash,
 * `chain[length]` the top seed.
 */
export function buildHashChain(topSeed: string, length: number): string[] {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('length must be ≥ 1');
  const chain: string[] = [topSeed];
  let seed = topSeed;
  for (let i = 0; i < length; i++) chain.push((seed = sha256Hex(seed)));
  return chain.reverse();
}

/** The seed before `seed` in the chain (the one revealed by the round before it). */
export function previousChainSeed(seed: string): string {
  return sha256Hex(seed);
}

/**
 * True when `seed`, hashed forward `position` times, is the chain's published terminating hash:
 * the seed is the chain's s_position, fixed when the chain was published.
 */
export function verifyChainSeed(seed: string, position: number, terminatingHash: string): boolean {
  if (!Number.isSafeInteger(position) || position < 1) return false;
  let hash = seed;
  for (let i = 0; i < position; i++) hash = sha256Hex(hash);
  return hash === terminatingHash;
}
