import { createHash } from 'node:crypto';
import type { MomoConfig, MomoProductConfig } from './rail-config';

export type MomoProduct = 'collection' | 'disbursement';

/** An MTN MoMo answer that was not a success. */
export class MomoError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MomoError';
  }
}

/** GET requesttopay/{id} and transfer/{id}: where a request stands. */
export interface MomoStatusAnswer {
  amount: string;
  currency: string;
  financialTransactionId?: string;
  externalId: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string | { code?: string; message?: string };
}

/**
 * Talks to the MTN MoMo Open API: each product (collection, disbursement) has its own API user
 * and subscription key, and its own token, reused until shortly before it expires.
 */
export class MomoClient {
  private tokens = new Map<MomoProduct, { value: string; expiresAt: number }>();

  constructor(
    readonly config: MomoConfig,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private product(product: MomoProduct): MomoProductConfig {
    return this.config[product];
  }

  private async token(product: MomoProduct): Promise<string> {
    const now = this.clock().getTime();
    const cached = this.tokens.get(product);
    if (cached && cached.expiresAt > now) return cached.value;
    const keys = this.product(product);
    const response = await fetch(`${this.config.baseUrl}/${product}/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.userId}:${keys.apiKey}`).toString('base64')}`,
        'ocp-apim-subscription-key': keys.subscriptionKey,
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new MomoError(response.status, 'MoMo token refused');
    const body = (await response.json()) as { access_token: string; expires_in: number };
    const lifetimeMs = Math.max(0, Number(body.expires_in) - 60) * 1000;
    this.tokens.set(product, { value: body.access_token, expiresAt: now + lifetimeMs });
    return body.access_token;
  }

  private async headers(product: MomoProduct): Promise<Record<string, string>> {
    return {
      authorization: `Bearer ${await this.token(product)}`,
      'x-target-environment': this.config.targetEnvironment,
      'ocp-apim-subscription-key': this.product(product).subscriptionKey,
    };
  }

  /**
   * POST requesttopay / transfer: accepted with 202, answered later (callback or GET). Returns
   * the X-Reference-Id we chose for it.
   */
  async request(
    product: MomoProduct,
    body: Record<string, unknown>,
    callbackUrl: string,
  ): Promise<string> {
    const referenceId = momoReferenceId(String(body.externalId));
    const path =
      product === 'collection' ? 'collection/v1_0/requesttopay' : 'disbursement/v1_0/transfer';
    const response = await fetch(`${this.config.baseUrl}/${path}`, {
      method: 'POST',
      headers: {
        ...(await this.headers(product)),
        'x-reference-id': referenceId,
        'x-callback-url': callbackUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status === 401) this.tokens.delete(product);
    if (response.status !== 202) throw new MomoError(response.status, 'MoMo request refused');
    return referenceId;
  }

  /** GET requesttopay/{id} or transfer/{id}. */
  async status(product: MomoProduct, referenceId: string): Promise<MomoStatusAnswer> {
    const path =
      product === 'collection' ? 'collection/v1_0/requesttopay' : 'disbursement/v1_0/transfer';
    const response = await fetch(
      `${this.config.baseUrl}/${path}/${encodeURIComponent(referenceId)}`,
      { headers: await this.headers(product), signal: AbortSignal.timeout(10_000) },
    );
    if (response.status === 401) this.tokens.delete(product);
    if (!response.ok) throw new MomoError(response.status, 'MoMo status refused');
    return (await response.json()) as MomoStatusAnswer;
  }
}

/**
 * The X-Reference-Id of a payment: a UUID v4 made from our reference, so a callback that
 * overtakes MoMo's answer can already be checked with GET {id} before the id is stored.
 */
export function momoReferenceId(reference: string): string {
  const b = createHash('sha256').update(`momo:${reference}`).digest();
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
