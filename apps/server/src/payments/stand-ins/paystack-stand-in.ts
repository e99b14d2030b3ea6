import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Paystack: POST transaction/initialize (Bearer secret key; amount in
 * kobo; a reference used once), GET transaction/verify/:reference (with the card's reusable
 * authorization once paid), POST transferrecipient (type 'authorization'), POST transfer
 * (source 'balance'), GET transfer/verify/:reference, and the webhooks (charge.success,
 * transfer.success / failed / reversed), signed with x-paystack-signature = HMAC-SHA512(secret
 * key, raw body), posted to the dashboard's webhook URL. Tests play the bettor on the hosted
 * page with pay() and plan what the next transfers do with planTransfers().
 */

/** What a transfer does: paid, failed, reversed by the bank after paying, or no answer yet. */
export type TransferOutcome = 'success' | 'failed' | 'reversed' | 'pending';
export interface TransferPlan {
  outcome?: TransferOutcome;
  /** The webhook is never sent (reconciliation must ask transfer/verify). */
  lost?: boolean;
  duplicate?: boolean;
  /**
   * POST transfer is taken (and then does `outcome`) but the connection drops before the answer,
   * as a timeout does: the caller cannot know whether it went through.
   */
  dropConnection?: boolean;
  /** POST transfer is refused: the Paystack balance cannot cover it. */
  insufficientBalance?: boolean;
}
export interface PaystackTransfer {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  recipient: string;
  reason: string;
  source: string;
  transfer_code: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  webhooks: number[];
}

export interface PaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  gateway_response: string;
  webhooks: number[];
  authorization_code?: string;
}

export class PaystackStandIn {
  private server: Server | undefined;
  private inFlight = new Set<Promise<void>>();
  readonly transactions: PaystackTransaction[] = [];
  readonly transfers: PaystackTransfer[] = [];
  readonly recipients = new Map<string, { authorization_code: string; email: string }>();
  readonly recipientRequests: Array<Record<string, unknown>> = [];
  private transferPlans: TransferPlan[] = [];
  /** Paystack unreachable: every call answers 503. */
  down = false;
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
    if (outcome.status === 'success')
      tx.authorization_code = `AUTH_${randomBytes(5).toString('hex')}`;
    if (outcome.lost) return;
    this.track(tx.webhooks, () => this.event(tx), outcome.duplicate ? 2 : 1);
  }

  /** What the next transfers do, in order; afterwards they succeed. */
  planTransfers(...plans: TransferPlan[]) {
    this.transferPlans.push(...plans);
  }

  /** Settles a pending transfer now (webhook sent unless `lost`). */
  resolveTransfer(reference: string, outcome: Exclude<TransferOutcome, 'pending'>, lost = false) {
    const transfer = this.transfers.find((t) => t.reference === reference)!;
    transfer.status = outcome;
    if (!lost) this.track(transfer.webhooks, () => this.transferEvent(transfer), 1);
  }

  transferEvent(transfer: PaystackTransfer) {
    return {
      event: `transfer.${transfer.status}`,
      data: {
        amount: transfer.amount,
        currency: transfer.currency,
        domain: 'live',
        id: transfer.id,
        reason: transfer.reason,
        reference: transfer.reference,
        source: transfer.source,
        status: transfer.status,
        transfer_code: transfer.transfer_code,
        recipient: { recipient_code: transfer.recipient, type: 'authorization' },
      },
    };
  }

  private track(log: number[], event: () => unknown, times: number) {
    const work = (async () => {
      for (let i = 0; i < times; i++) log.push(await this.send(event()));
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

  private createRecipient(body: Record<string, unknown>, res: ServerResponse) {
    this.recipientRequests.push(body);
    const paid = this.transactions.find(
      (t) => t.authorization_code && t.authorization_code === body.authorization_code,
    );
    if (body.type !== 'authorization' || !paid || paid.email !== body.email) {
      return answer(res, 400, { status: false, message: 'Invalid authorization code' });
    }
    const code = `RCP_${randomBytes(6).toString('hex')}`;
    this.recipients.set(code, { authorization_code: paid.authorization_code!, email: paid.email });
    return answer(res, 201, {
      status: true,
      message: 'Transfer recipient created successfully',
      data: { type: 'authorization', recipient_code: code, email: paid.email, active: true },
    });
  }

  private createTransfer(body: Record<string, unknown>, res: ServerResponse) {
    const amount = Number(body.amount);
    const reference = String(body.reference ?? '');
    if (body.source !== 'balance' || !Number.isInteger(amount) || amount < 100) {
      return answer(res, 400, { status: false, message: 'Invalid source or amount' });
    }
    if (!this.recipients.has(String(body.recipient))) {
      return answer(res, 400, { status: false, message: 'Recipient specified is invalid' });
    }
    if (this.transfers.some((t) => t.reference === reference)) {
      return answer(res, 400, { status: false, message: 'Duplicate Transfer Reference' });
    }
    const plan = this.transferPlans.shift() ?? {};
    if (plan.insufficientBalance) {
      return answer(res, 400, {
        status: false,
        message: 'Your balance is not enough to fulfil this request',
      });
    }
    const transfer: PaystackTransfer = {
      id: 5_000_000 + this.transfers.length,
      reference,
      amount,
      currency: String(body.currency ?? 'NGN'),
      recipient: String(body.recipient),
      reason: String(body.reason ?? ''),
      source: 'balance',
      transfer_code: `TRF_${randomBytes(6).toString('hex')}`,
      status: 'pending',
      webhooks: [],
    };
    this.transfers.push(transfer);
    if (plan.dropConnection) res.socket?.destroy();
    else
      answer(res, 200, {
        status: true,
        message: 'Transfer has been queued',
        data: { ...this.transferEvent(transfer).data, recipient: transfer.recipient },
      });
    const outcome = plan.outcome ?? 'success';
    if (outcome !== 'pending') this.resolveTransfer(reference, outcome, plan.lost);
    if (outcome !== 'pending' && plan.duplicate && !plan.lost) {
      this.track(transfer.webhooks, () => this.transferEvent(transfer), 1);
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (this.down) return answer(res, 503, { status: false, message: 'Service unavailable' });
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
          customer: { email: tx.email },
          ...(tx.authorization_code && {
            authorization: {
              authorization_code: tx.authorization_code,
              bin: '408408',
              last4: '4081',
              channel: 'card',
              brand: 'visa',
              reusable: true,
            },
          }),
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      return this.createRecipient((await readJson(req)) as Record<string, unknown>, res);
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      return this.createTransfer((await readJson(req)) as Record<string, unknown>, res);
    }
    const transferVerify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && transferVerify) {
      const reference = decodeURIComponent(transferVerify[1]!);
      const transfer = this.transfers.find((t) => t.reference === reference);
      if (!transfer) return answer(res, 404, { status: false, message: 'Transfer not found' });
      return answer(res, 200, {
        status: true,
        message: 'Transfer retrieved',
        data: { ...this.transferEvent(transfer).data, recipient: transfer.recipient },
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
