import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** The issuer authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Shangwe Back Office';

/** A new base32 secret for a staff member's authenticator app. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI an authenticator app enrols from (QR code or pasted). */
export const otpauthUri = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The current code of a secret at `now` (tests and the operator's own checks). */
export const totpCode = (secret: string, now: Date): string =>
  generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) });

/**
 * The time step of `code` when it is valid at `now` (one 30 s step of clock drift either way),
 * null otherwise. The caller refuses a step it accepted before (no replay of a seen code).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  });
  if (!result.valid) return null;
  // TOTP results carry their time step (HOTP ones a counter): the step is what is claimed.
  return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
