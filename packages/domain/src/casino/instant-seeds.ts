import { hmacSha256Hex } from './fair-hash';

/**
 * The instant games' provably fair draw: each bet's result comes from HMAC-SHA256(key = server
 * seed, message = `${clientSeed}:${nonce}`). The server seed's SHA-256 is shown before the bet;
 * the client seed is the player's (they may change it, which retires the server seed and reveals
 * it); the nonce counts the bets made with the pair, from 0.
 */
export function instantResultHash(serverSeed: string, clientSeed: string, nonce: number): string {
  return hmacSha256Hex(serverSeed, `${clientSeed}:${nonce}`);
}

/** Longest client seed accepted. */
export const CLIENT_SEED_MAX_LENGTH = 64;

/** True for a client seed the games accept: 1–64 letters, digits, '-' or '_'. */
export function isValidClientSeed(seed: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(seed);
}

/** Picks one of `count` equally likely values from the first 52 bits of a hash (exact). */
export function uniformIndex(head52: number, count: number): number {
  return Number((BigInt(head52) * BigInt(count)) >> 52n);
}
