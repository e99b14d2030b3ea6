import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Hashes between two turns of the event loop: about a millisecond of work. */
const HASHES_PER_SLICE = 1_000;

/**
 * The chain of the domain's `buildHashChain` (packages/domain casino/hash-chain.ts), seed for
 * seed, for the server that publishes one: hashed by node:crypto rather than the domain's pure
 * JavaScript (which the browser's verify page needs), and in slices with a turn of the event
 * loop between them. Built at once in pure JavaScript, a chain of 10,000 held the event loop for
 * 41 ms, and every bet, cash-out and tick behind it waited.
 */
export async function buildHashChainInSlices(topSeed: string, length: number): Promise<string[]> {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('length must be ≥ 1');
  const chain: string[] = [topSeed];
  let seed = topSeed;
  for (let i = 0; i < length; i++) {
    if (i > 0 && i % HASHES_PER_SLICE === 0) await nextTurn();
    chain.push((seed = createHash('sha256').update(seed, 'utf8').digest('hex')));
  }
  return chain.reverse();
}
