import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The hashing under every casino result. Pure JavaScript (@noble/hashes), synchronous, the same
 * bytes in Node and in the browser, so the verify page recomputes a result with this very code.
 * Seeds are lower-case hex TEXT and are hashed as their UTF-8 text (what `echo -n <seed> |
 * sha256sum` hashes), so anybody can check a result by hand.
 */

/** SHA-256 of a text, lower-case hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** HMAC-SHA256 keyed by `key` over `message` (both texts), lower-case hex. */
export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** Bits of a hash read as the fraction (52 bits: every value is exact in a double). */
const FRACTION_BITS = 52;
const FRACTION_SCALE = 2 ** FRACTION_BITS;

/**
 * The first 52 bits of a hex hash as an integer in [0, 2^52): 13 hex digits. Exact: every such
 * integer is a safe integer.
 */
export function hashHead52(hashHex: string): number {
  if (!/^[0-9a-f]{13}/.test(hashHex)) throw new RangeError('Not a lower-case hex hash');
  return parseInt(hashHex.slice(0, 13), 16);
}

/** The first 52 bits of a hex hash as a uniform fraction in [0, 1). */
export function hashToUnit(hashHex: string): number {
  return hashHead52(hashHex) / FRACTION_SCALE;
}

/** 2^52, the number of equally likely values of {@link hashHead52}. */
export const HASH_HEAD_RANGE = FRACTION_SCALE;

/** True for a seed the games accept: 64 lower-case hex digits (32 random bytes). */
export function isHexSeed(seed: string): boolean {
  return /^[0-9a-f]{64}$/.test(seed);
}
