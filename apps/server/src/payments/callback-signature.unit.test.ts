import { describe, expect, it } from 'vitest';
import { signCallback, verifyCallbackSignature } from './callback-signature';

describe('callback signatures', () => {
  const input = { reference: 'Dabc', status: 'completed', amountCents: 25_000 };

  it('accepts the signature of the same secret and fields only', () => {
    const signature = signCallback('s3cret', input);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCallbackSignature('s3cret', input, signature)).toBe(true);
    expect(verifyCallbackSignature('other', input, signature)).toBe(false);
    expect(verifyCallbackSignature('s3cret', { ...input, amountCents: 25_001 }, signature)).toBe(
      false,
    );
    expect(verifyCallbackSignature('s3cret', { ...input, status: 'failed' }, signature)).toBe(
      false,
    );
    expect(verifyCallbackSignature('s3cret', { ...input, reference: 'Dabd' }, signature)).toBe(
      false,
    );
  });

  it('refuses malformed signatures without throwing', () => {
    expect(verifyCallbackSignature('s3cret', input, '')).toBe(false);
    expect(verifyCallbackSignature('s3cret', input, 'zz')).toBe(false);
    expect(verifyCallbackSignature('s3cret', input, 'ab'.repeat(40))).toBe(false);
  });
});
