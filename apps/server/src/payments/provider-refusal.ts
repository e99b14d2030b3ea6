import { HttpError } from '../platform/errors';
import { DarajaError } from './rails/daraja-client';

/**
 * A provider's definite "no": the request was refused and nothing was (or will be) paid. Only
 * this may fail a payout and give the amount back at once.
 */
export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefusal';
  }
}

/**
 * Whether a provider call's error is a definite refusal (an HTTP 4xx, or a documented failure
 * answer) rather than no answer at all (a timeout, a dropped connection, a 5xx, an unreadable
 * body). After no answer the provider may still have paid, so a payout must wait for its status.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  if (error instanceof HttpError || error instanceof ProviderRefusal) return true;
  // Daraja answers 200 with a non-zero ResponseCode when it does not accept the request.
  if (error instanceof DarajaError && error.status === 200) return true;
  const status = (error as { status?: unknown } | null)?.status;
  // 408 is the provider's own timeout: it may still be working on the request.
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408;
}
