import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Safaricom Daraja (this machine cannot reach it), speaking its documented
 * API: OAuth client credentials, STK push with its callback, STK query, and B2C with its result
 * and queue-timeout notifications. Tests choose what the "bettor" does with each request.
 */

/** What happens to the next STK push: ResultCodes as Daraja documents them. */
export type StkOutcome =
  | 'paid' // 0
  | 'insufficient' // 1: the balance is insufficient
  | 'cancelled' // 1032: request cancelled by user
  | 'timeout' // 1037: DS timeout, user cannot be reached
  | 'wrong_pin' // 2001: the initiator information is invalid
  | 'pending'; // no answer yet (STK query: "being processed") until resolveStk()

export type B2cOutcome =
  | 'paid'
  | 'insufficient'
  | 'unregistered'
  | 'queue_timeout'
  // Paid, but neither the answer to the B2C call (the connection drops, as a timeout does) nor
  // the result notice ever reaches us.
  | 'paid_silently';

export interface StkPlan {
  outcome?: StkOutcome;
  /** Send the callback twice (Daraja retries). */
  duplicate?: boolean;
  /** Never send the callback (it is lost on the way). */
  lost?: boolean;
}

const STK_RESULT: Record<Exclude<StkOutcome, 'pending'>, { code: number; desc: string }> = {
  paid: { code: 0, desc: 'The service request is processed successfully.' },
  insufficient: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  cancelled: { code: 1032, desc: 'Request cancelled by user' },
  timeout: { code: 1037, desc: 'DS timeout user cannot be reached' },
  wrong_pin: { code: 2001, desc: 'The initiator information is invalid.' },
};
const B2C_RESULT: Record<
  Exclude<B2cOutcome, 'queue_timeout' | 'paid_silently'>,
  { code: number; desc: string }
> = {
  paid: { code: 0, desc: 'The service request is processed successfully.' },
  insufficient: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  unregistered: {
    code: 2040,
    desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  },
};

export interface StkRequest {
  body: Record<string, unknown>;
  merchantRequestId: string;
  checkoutRequestId: string;
  outcome: StkOutcome;
  receipt: string;
  callbacks: Array<{ status: number; body: unknown }>;
}

export interface B2cRequest {
  body: Record<string, unknown>;
  conversationId: string;
  receipt: string;
  outcome: B2cOutcome;
  callbacks: Array<{ status: number; body: unknown }>;
}

export interface DarajaStandInOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  initiatorName: string;
  securityCredential: string;
  /** Milliseconds between the request and its callback (the bettor typing the PIN). */
  callbackDelayMs?: number;
  /**
   * Sends the STK callback before answering the push itself: the fastest a callback can come,
   * before our server even knows the CheckoutRequestID.
   */
  callbackBeforeAnswer?: boolean;
  tokenLifetimeSeconds?: number;
}

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const receiptNumber = () => randomBytes(5).toString('hex').toUpperCase();

export class DarajaStandIn {
  private server: Server | undefined;
  private tokens = new Map<string, number>();
  private stkPlans: StkPlan[] = [];
  private b2cPlans: B2cOutcome[] = [];
  private inFlight = new Set<Promise<void>>();
  readonly stk: StkRequest[] = [];
  readonly b2c: B2cRequest[] = [];
  tokenCalls = 0;
  baseUrl = '';

  constructor(readonly options: DarajaStandInOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => answer(res, 500, { error: String(error) }));
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

  /** What the next STK pushes do (in order); afterwards the bettor pays. */
  planStk(...plans: StkPlan[]) {
    this.stkPlans.push(...plans);
  }

  planB2c(...outcomes: B2cOutcome[]) {
    this.b2cPlans.push(...outcomes);
  }

  /** Answers a 'pending' prompt now (the callback is sent unless `lost`). */
  resolveStk(checkoutRequestId: string, outcome: Exclude<StkOutcome, 'pending'>, lost = false) {
    const request = this.stk.find((r) => r.checkoutRequestId === checkoutRequestId);
    if (!request) throw new Error(`no STK request ${checkoutRequestId}`);
    request.outcome = outcome;
    if (!lost) this.track(this.sendStkCallback(request));
  }

  /** Waits until every callback sent so far has been answered. */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Replays a callback already sent (an attacker who captured it, or Daraja retrying). */
  async resend(url: string, body: unknown): Promise<number> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }

  stkCallbackBody(request: StkRequest) {
    if (request.outcome === 'pending') throw new Error('no result yet');
    const result = STK_RESULT[request.outcome];
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: request.merchantRequestId,
      CheckoutRequestID: request.checkoutRequestId,
      ResultCode: result.code,
      ResultDesc: result.desc,
    };
    if (result.code === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: request.body.Amount },
          { Name: 'MpesaReceiptNumber', Value: request.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(nairobiNow()) },
          { Name: 'PhoneNumber', Value: Number(request.body.PhoneNumber) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  private track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async later() {
    // Tests that play a bettor typing the PIN set a delay; by default the callback is instant.
    const delay = this.options.callbackDelayMs ?? 0;
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  }

  private async post(url: string, body: unknown, log: StkRequest['callbacks']) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      log.push({ status: response.status, body: await response.json().catch(() => null) });
    } catch (error) {
      log.push({ status: 0, body: String(error) });
    }
  }

  private async sendStkCallback(request: StkRequest, times = 1) {
    await this.later();
    for (let i = 0; i < times; i++) {
      await this.post(
        String(request.body.CallBackURL),
        this.stkCallbackBody(request),
        request.callbacks,
      );
    }
  }

  private authorized(req: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expiresAt = token ? this.tokens.get(token) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  private passwordValid(body: Record<string, unknown>): boolean {
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp)) return false;
    const expected = Buffer.from(
      `${this.options.shortcode}${this.options.passkey}${timestamp}`,
    ).toString('base64');
    return body.BusinessShortCode === this.options.shortcode && body.Password === expected;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = Buffer.from(
        `${this.options.consumerKey}:${this.options.consumerSecret}`,
      ).toString('base64');
      if (
        url.searchParams.get('grant_type') !== 'client_credentials' ||
        req.headers.authorization !== `Basic ${expected}`
      ) {
        return answer(res, 400, {
          errorCode: '400.008.01',
          errorMessage: 'Invalid Authentication passed',
        });
      }
      this.tokenCalls++;
      const token = randomBytes(16).toString('hex');
      const lifetime = this.options.tokenLifetimeSeconds ?? 3599;
      this.tokens.set(token, Date.now() + lifetime * 1000);
      return answer(res, 200, { access_token: token, expires_in: String(lifetime) });
    }
    if (req.method !== 'POST') return answer(res, 404, { errorMessage: 'Not found' });
    if (!this.authorized(req)) {
      return answer(res, 401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    }
    const body = (await readJson(req)) as Record<string, unknown>;
    switch (url.pathname) {
      case '/mpesa/stkpush/v1/processrequest':
        return this.stkPush(body, res);
      case '/mpesa/stkpushquery/v1/query':
        return this.stkQuery(body, res);
      case '/mpesa/b2c/v3/paymentrequest':
      case '/mpesa/b2c/v1/paymentrequest':
        return this.b2cRequest(body, res);
      default:
        return answer(res, 404, { errorMessage: 'Not found' });
    }
  }

  private async stkPush(body: Record<string, unknown>, res: ServerResponse) {
    const required = [
      'TransactionType',
      'Amount',
      'PartyA',
      'PartyB',
      'PhoneNumber',
      'CallBackURL',
      'AccountReference',
      'TransactionDesc',
    ];
    const missing = required.find((k) => body[k] === undefined || body[k] === '');
    if (missing || !this.passwordValid(body)) {
      return answer(res, 400, {
        requestId: id(''),
        errorCode: '400.002.02',
        errorMessage: `Bad Request - Invalid ${missing ?? 'Password'}`,
      });
    }
    if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) {
      return answer(res, 400, {
        requestId: id(''),
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid Amount',
      });
    }
    const plan = this.stkPlans.shift() ?? {};
    const request: StkRequest = {
      body,
      merchantRequestId: id('29115-'),
      checkoutRequestId: id('ws_CO_'),
      outcome: plan.outcome ?? 'paid',
      receipt: receiptNumber(),
      callbacks: [],
    };
    this.stk.push(request);
    const callback = request.outcome !== 'pending' && !plan.lost;
    if (callback && this.options.callbackBeforeAnswer) {
      await this.sendStkCallback(request, plan.duplicate ? 2 : 1);
    }
    answer(res, 200, {
      MerchantRequestID: request.merchantRequestId,
      CheckoutRequestID: request.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    if (callback && !this.options.callbackBeforeAnswer) {
      this.track(this.sendStkCallback(request, plan.duplicate ? 2 : 1));
    }
  }

  private stkQuery(body: Record<string, unknown>, res: ServerResponse) {
    if (!this.passwordValid(body)) {
      return answer(res, 400, {
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid Password',
      });
    }
    const request = this.stk.find((r) => r.checkoutRequestId === body.CheckoutRequestID);
    if (!request) {
      return answer(res, 500, {
        errorCode: '500.001.1001',
        errorMessage:
          'Unable to lock subscriber, a transaction is already in process for the current subscriber',
      });
    }
    if (request.outcome === 'pending') {
      return answer(res, 500, {
        requestId: id(''),
        errorCode: '500.001.1001',
        errorMessage: 'The transaction is being processed',
      });
    }
    const result = STK_RESULT[request.outcome];
    return answer(res, 200, {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: request.merchantRequestId,
      CheckoutRequestID: request.checkoutRequestId,
      ResultCode: String(result.code),
      ResultDesc: result.desc,
    });
  }

  private b2cRequest(body: Record<string, unknown>, res: ServerResponse) {
    const required = [
      'OriginatorConversationID',
      'CommandID',
      'Amount',
      'PartyA',
      'PartyB',
      'QueueTimeOutURL',
      'ResultURL',
    ];
    const missing = required.find((k) => body[k] === undefined || body[k] === '');
    if (
      missing ||
      body.InitiatorName !== this.options.initiatorName ||
      body.SecurityCredential !== this.options.securityCredential
    ) {
      return answer(res, 400, {
        errorCode: '400.002.02',
        errorMessage: `Bad Request - Invalid ${missing ?? 'Initiator'}`,
      });
    }
    const request: B2cRequest = {
      body,
      conversationId: id('AG_'),
      receipt: receiptNumber(),
      outcome: this.b2cPlans.shift() ?? 'paid',
      callbacks: [],
    };
    this.b2c.push(request);
    if (request.outcome === 'paid_silently') return void res.socket?.destroy();
    answer(res, 200, {
      ConversationID: request.conversationId,
      OriginatorConversationID: body.OriginatorConversationID,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
    this.track(this.sendB2cResult(request));
  }

  b2cResultBody(request: B2cRequest) {
    const outcome = request.outcome === 'paid_silently' ? 'paid' : request.outcome;
    const result =
      outcome === 'queue_timeout'
        ? { code: 1, desc: 'The service request timed out.' }
        : B2C_RESULT[outcome];
    return {
      Result: {
        ResultType: 0,
        ResultCode: result.code,
        ResultDesc: result.desc,
        OriginatorConversationID: request.body.OriginatorConversationID,
        ConversationID: request.conversationId,
        TransactionID: request.receipt,
        ...(result.code === 0 && {
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionAmount', Value: request.body.Amount },
              { Key: 'TransactionReceipt', Value: request.receipt },
              { Key: 'ReceiverPartyPublicName', Value: `${String(request.body.PartyB)} - Bettor` },
              { Key: 'TransactionCompletedDateTime', Value: '24.11.2026 11:00:00' },
              { Key: 'B2CUtilityAccountAvailableFunds', Value: 100000 },
            ],
          },
        }),
      },
    };
  }

  private async sendB2cResult(request: B2cRequest) {
    await this.later();
    const url =
      request.outcome === 'queue_timeout' ? request.body.QueueTimeOutURL : request.body.ResultURL;
    await this.post(String(url), this.b2cResultBody(request), request.callbacks);
  }
}

function nairobiNow() {
  return new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
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
