/**
 * A fresh idempotency key for one money-moving request. crypto.randomUUID needs a secure
 * context; getRandomValues works everywhere (a phone on plain http in a shop's Wi-Fi).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
