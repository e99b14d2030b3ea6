import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted checkout page opens in a new window, which carries no session: the key in its
 * address is what makes it the deposit owner's own. Only the owner is given the address (in the
 * answer of their deposit call); anybody else who knows a reference cannot pay or cancel it.
 * Keyed with the payment secret, so every instance accepts the keys of the others.
 */
export function checkoutKey(secret: string, reference: string): string {
  return createHmac('sha256', secret).update(`sandbox-checkout:${reference}`).digest('base64url');
}

/** Path and query of a deposit's hosted checkout page (the form posts back to it). */
export function checkoutPath(secret: string, reference: string): string {
  return (
    `/api/payments/sandbox/checkout/${encodeURIComponent(reference)}` +
    `?key=${checkoutKey(secret, reference)}`
  );
}

/** Whether a request to the checkout page of `reference` carries that deposit's key. */
export function checkoutKeyMatches(secret: string, reference: string, query: unknown): boolean {
  const given = (query as { key?: unknown } | undefined)?.key;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(checkoutKey(secret, reference));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
