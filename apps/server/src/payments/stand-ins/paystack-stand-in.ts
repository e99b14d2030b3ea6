import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Paystack: POST transaction/initialize (Bearer secret key; amount in
 * kobo; a reference used once), GET transaction/verify/:reference, and the webhook, signed with
 * x-paystack-signature = HMAC-SHA512(secret key, raw body), posted to the dashboard's webhook
 * URL. Tests play the bettor on the hosted page with pay().
 */

export interface PaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  gateway_response: string;
  webhooks: number[];
}

export class PaystackStandIn {
  private server: Server | undefined;
  private inFlight = new Set<Promise<void>>();
  readonly transactions: PaystackTransaction[] = [];
  baseUrl = '';
  /** Where webhooks go (set in the Paystack dashboard; here by the test). */
  webhookUrl = '';

  constructor(readonly secretKey: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) =>
        answer(res, 500, { status: false, message: String(error) }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** The bettor on the hosted page: pays (or fails); the webhook follows unless lost. */
  pay(
    reference: string,
    outcome: {
      status: 'success' | 'failed';
      gateway_response?: string;
      lost?: boolean;
      duplicate?: boolean;
    },
  ) {
    const tx = this.transactions.find((t) => t.reference === reference)!;
    tx.status = outcome.status;
    tx.gateway_response =
      outcome.gateway_response ?? (outcome.status === 'success' ? 'Approved' : 'Declined');
    if (outcome.lost) return;
    const work = (async () => {
      for (let i = 0; i < (outcome.duplicate ? 2 : 1); i++) {
        tx.webhooks.push(await this.send(this.event(tx)));
      }
    })();
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  event(tx: PaystackTransaction) {
    return {
      event: tx.status === 'success' ? 'charge.success' : 'charge.failed',
      data: {
        id: tx.id,
        domain: 'live',
        status: tx.status,
        reference: tx.reference,
        amount: tx.amount,
        gateway_response: tx.gateway_response,
        currency: tx.currency,
        channel: 'card',
        customer: { email: tx.email },
      },
    };
  }

  /** Posts an event with the signature made by `key` (a forger does not have ours). */
  async send(
    event: unknown,
    key = this.secretKey,
    rawBody = JSON.stringify(event),
  ): Promise<number> {
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', key).update(rawBody).digest('hex'),
      },
      body: rawBody,
    });
    return response.status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return answer(res, 401, { status: false, message: 'Invalid key' });
    }
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = (await readJson(req)) as Record<string, unknown>;
      const amount = Number(body.amount);
      const reference = String(body.reference ?? '');
      if (!Number.isInteger(amount) || amount < 100 || !String(body.email ?? '').includes('@')) {
        return answer(res, 400, { status: false, message: 'Invalid amount or email' });
      }
      if (this.transactions.some((t) => t.reference === reference)) {
        return answer(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const accessCode = randomBytes(8).toString('hex');
      this.transactions.push({
        id: 1_000_000 + this.transactions.length,
        reference,
        amount,
        currency: String(body.currency ?? 'NGN'),
        email: String(body.email),
        status: 'ongoing',
        gateway_response: '',
        webhooks: [],
      });
      return answer(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${this.baseUrl}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const tx = this.transactions.find((t) => t.reference === decodeURIComponent(verify[1]!));
      if (!tx)
        return answer(res, 400, { status: false, message: 'Transaction reference not found' });
      return answer(res, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: tx.id,
          status: tx.status,
          reference: tx.reference,
          amount: tx.amount,
          currency: tx.currency,
          gateway_response: tx.gateway_response,
        },
      });
    }
    return answer(res, 404, { status: false, message: 'Not found' });
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return {};
  }
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
