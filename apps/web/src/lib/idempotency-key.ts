/**
 * A fresh idempotency key for one money-moving request (a bet, a deposit, a withdrawal, a
 * cash-out, a cancel): the server books one request per key. A version-4 UUID, built from
 * getRandomValues because crypto.randomUUID needs a secure context and getRandomValues works
 * everywhere (a phone on plain http in a shop's Wi-Fi).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
