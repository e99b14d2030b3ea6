import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the MTN MoMo Open API (collection and disbursement): token per product
 * (Basic apiUser:apiKey + Ocp-Apim-Subscription-Key), POST requesttopay / transfer (202, keyed
 * by X-Reference-Id, X-Target-Environment required), GET {id} status, and the notification to
 * X-Callback-Url. Tests choose each request's fate.
 */

/** FAILED reasons as MoMo reports them. */
export type MomoOutcome =
  | 'SUCCESSFUL'
  | 'NOT_ENOUGH_FUNDS'
  | 'APPROVAL_REJECTED'
  | 'EXPIRED'
  | 'PAYER_NOT_FOUND'
  | 'PAYEE_NOT_FOUND'
  | 'PENDING';

export interface MomoPlan {
  outcome?: MomoOutcome;
  duplicate?: boolean;
  lost?: boolean;
  /** The request is taken, then the connection drops before the 202 (as a timeout does). */
  dropConnection?: boolean;
  /** The connection drops before MoMo records anything: GET status will not know it. */
  unreachable?: boolean;
}

export interface MomoRequest {
  product: 'collection' | 'disbursement';
  referenceId: string;
  callbackUrl: string;
  body: Record<string, unknown>;
  outcome: MomoOutcome;
  financialTransactionId: string;
  callbacks: number[];
}

export interface MomoProductKeys {
  subscriptionKey: string;
  userId: string;
  apiKey: string;
}

export class MomoStandIn {
  private server: Server | undefined;
  private tokens = new Map<string, 'collection' | 'disbursement'>();
  private plans: MomoPlan[] = [];
  private inFlight = new Set<Promise<void>>();
  readonly requests: MomoRequest[] = [];
  tokenCalls = 0;
  baseUrl = '';
  notifyDelayMs = 0;
  /** Notifies before answering the request itself (before we have stored its id). */
  notifyBeforeAnswer = false;

  constructor(
    readonly keys: {
      targetEnvironment: string;
      collection: MomoProductKeys;
      disbursement: MomoProductKeys;
    },
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => answer(res, 500, { message: String(error) }));
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

  /** What the next requests (either product) do, in order; afterwards they succeed. */
  plan(...plans: MomoPlan[]) {
    this.plans.push(...plans);
  }

  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Settles a PENDING request now (notified unless `lost`). */
  resolve(referenceId: string, outcome: Exclude<MomoOutcome, 'PENDING'>, lost = false) {
    const request = this.requests.find((r) => r.referenceId === referenceId)!;
    request.outcome = outcome;
    if (!lost) this.track(this.notify(request, 1));
  }

  /** The body of GET {id} and of the notification. */
  statusBody(request: MomoRequest) {
    const party = request.product === 'collection' ? 'payer' : 'payee';
    const failed = request.outcome !== 'SUCCESSFUL' && request.outcome !== 'PENDING';
    return {
      amount: request.body.amount,
      currency: request.body.currency,
      ...(request.outcome === 'SUCCESSFUL' && {
        financialTransactionId: request.financialTransactionId,
      }),
      externalId: request.body.externalId,
      [party]: request.body[party],
      payerMessage: request.body.payerMessage,
      payeeNote: request.body.payeeNote,
      status: failed ? 'FAILED' : request.outcome,
      ...(failed && { reason: request.outcome }),
    };
  }

  async resend(url: string, body: unknown, method = 'PUT'): Promise<number> {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }

  private track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async notify(request: MomoRequest, times: number) {
    if (this.notifyDelayMs > 0) await new Promise((r) => setTimeout(r, this.notifyDelayMs));
    for (let i = 0; i < times; i++) {
      try {
        request.callbacks.push(await this.resend(request.callbackUrl, this.statusBody(request)));
      } catch {
        request.callbacks.push(0);
      }
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const [, product, ...rest] = url.pathname.split('/');
    if (product !== 'collection' && product !== 'disbursement') return answer(res, 404, {});
    const keys = this.keys[product];
    if (req.headers['ocp-apim-subscription-key'] !== keys.subscriptionKey) {
      return answer(res, 401, {
        statusCode: 401,
        message: 'Access denied due to invalid subscription key.',
      });
    }
    if (req.method === 'POST' && rest.join('/') === 'token/') {
      const basic = `Basic ${Buffer.from(`${keys.userId}:${keys.apiKey}`).toString('base64')}`;
      if (req.headers.authorization !== basic) return answer(res, 401, { error: 'login_failed' });
      this.tokenCalls++;
      const token = randomBytes(16).toString('hex');
      this.tokens.set(token, product);
      return answer(res, 200, {
        access_token: token,
        token_type: 'access_token',
        expires_in: 3600,
      });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || this.tokens.get(bearer) !== product) {
      return answer(res, 401, { code: 'UNAUTHORIZED', message: 'Invalid token' });
    }
    if (req.headers['x-target-environment'] !== this.keys.targetEnvironment) {
      return answer(res, 400, {
        code: 'INVALID_TARGET_ENVIRONMENT',
        message: 'Bad target environment',
      });
    }
    const resource = product === 'collection' ? 'v1_0/requesttopay' : 'v1_0/transfer';
    const path = rest.join('/');
    if (req.method === 'POST' && path === resource) return this.create(product, req, res);
    if (req.method === 'GET' && path.startsWith(`${resource}/`)) {
      const request = this.requests.find(
        (r) => r.product === product && r.referenceId === path.slice(resource.length + 1),
      );
      if (!request)
        return answer(res, 404, {
          code: 'RESOURCE_NOT_FOUND',
          message: 'Requested resource was not found.',
        });
      return answer(res, 200, this.statusBody(request));
    }
    return answer(res, 404, {});
  }

  private async create(
    product: 'collection' | 'disbursement',
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const referenceId = String(req.headers['x-reference-id'] ?? '');
    if (!/^[0-9a-f-]{36}$/.test(referenceId)) {
      return answer(res, 400, {
        code: 'INVALID_REFERENCE_ID',
        message: 'X-Reference-Id must be a UUID',
      });
    }
    if (this.requests.some((r) => r.referenceId === referenceId)) {
      return answer(res, 409, {
        code: 'RESOURCE_ALREADY_EXIST',
        message: 'Duplicated reference id.',
      });
    }
    const body = (await readJson(req)) as Record<string, unknown>;
    const party = (product === 'collection' ? body.payer : body.payee) as
      { partyIdType?: string; partyId?: string } | undefined;
    if (
      !/^\d+(\.\d{1,2})?$/.test(String(body.amount ?? '')) ||
      !body.currency ||
      !body.externalId ||
      party?.partyIdType !== 'MSISDN' ||
      !party.partyId
    ) {
      return answer(res, 400, { code: 'INVALID_INPUT', message: 'Invalid request body' });
    }
    const plan = this.plans.shift() ?? {};
    if (plan.unreachable) return void res.socket?.destroy();
    const request: MomoRequest = {
      product,
      referenceId,
      callbackUrl: String(req.headers['x-callback-url'] ?? ''),
      body,
      outcome: plan.outcome ?? 'SUCCESSFUL',
      financialTransactionId: String(Math.floor(Math.random() * 1e9)),
      callbacks: [],
    };
    this.requests.push(request);
    const notify = request.outcome !== 'PENDING' && !plan.lost && request.callbackUrl;
    if (notify && this.notifyBeforeAnswer) await this.notify(request, plan.duplicate ? 2 : 1);
    if (plan.dropConnection) res.socket?.destroy();
    else res.writeHead(202).end();
    if (notify && !this.notifyBeforeAnswer) {
      this.track(this.notify(request, plan.duplicate ? 2 : 1));
    }
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
