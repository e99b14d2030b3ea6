import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 (hex) a provider puts on its callback, over reference, status and amount. */
export function signCallback(
  secret: string,
  input: { reference: string; status: string; amountCents: number },
): string {
  return createHmac('sha256', secret)
    .update(`${input.reference}:${input.status}:${input.amountCents}`)
    .digest('hex');
}

/** Constant-time check of a callback signature. */
export function verifyCallbackSignature(
  secret: string,
  input: { reference: string; status: string; amountCents: number },
  signature: string,
): boolean {
  const expected = Buffer.from(signCallback(secret, input), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
