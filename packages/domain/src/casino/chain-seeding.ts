import { sha256Hex } from './fair-hash';

/**
 * How a crash chain's salt is fixed so that nobody, the operator included, can choose the chain
 * (issue 25). The chain's terminating hash is published first, with a seeding window; every
 * client seed bettors submit while the window is open is listed, in order; when it closes,
 *
 *   seeds hash = SHA-256 of the listed seeds, one per line (no line break after the last);
 *   salt       = SHA-256 of `${terminating hash}:${seeds hash}`,
 *
 * and only then are the chain's rounds played. The chain (so every crash point's seed) was fixed
 * before any of those seeds existed, and the salt depends on every one of them.
 */
export function chainSeedsHash(seeds: readonly string[]): string {
  return sha256Hex(seeds.join('\n'));
}

/** The salt of a chain from its terminating hash and its seeds hash (see {@link chainSeedsHash}). */
export function chainSalt(terminatingHash: string, seedsHash: string): string {
  return sha256Hex(`${terminatingHash}:${seedsHash}`);
}
