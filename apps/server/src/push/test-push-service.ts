import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on localhost for tests, doing what a browser vendor's does with a push: it
 * checks the VAPID authorization (RFC 8292: an ES256 JWT whose `aud` is the service's origin,
 * not expired, signed by the key in `k`) and, being also the browser, decrypts the aes128gcm
 * payload (RFC 8188 + RFC 8291) with the subscription's private key and auth secret. So a test
 * proves the bettor's browser would receive exactly the text the server sent.
 */

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's subscription: its keys, kept private here, and what it hands to the server. */
export interface TestSubscriber {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the service answers this subscription's pushes with (201; 410 = gone). */
  status: number;
}

/** A push as the browser got it. */
export interface ReceivedPush {
  subscriberId: string;
  /** The decrypted payload text. */
  text: string;
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the JWT was verified with (`k`). */
  vapidKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
}

interface Private {
  subscriber: TestSubscriber;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

/** Verifies `vapid t=<jwt>, k=<key>`; throws with the reason on anything a push service refuses. */
function verifyVapid(header: string | undefined, origin: string, nowSeconds: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header64.alg !== 'ES256') throw new Error(`alg ${header64.alg}`);
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad JWT signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600))
    throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { claims, vapidKey: k };
}

/** Decrypts one aes128gcm message (a single record) for the subscriber. */
function decrypt(body: Buffer, own: Private): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = own.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    own.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hmac(hmac(own.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('missing last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export class TestPushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  private readonly subscribers = new Map<string, Private>();
  private server: Server | undefined;
  private origin = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const id = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
        const own = this.subscribers.get(id);
        if (!own) {
          response.writeHead(404).end();
          return;
        }
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          const vapid = verifyVapid(
            request.headers.authorization,
            this.origin,
            Math.floor(Date.now() / 1000),
          );
          const text = decrypt(Buffer.concat(chunks), own);
          if (own.subscriber.status < 300)
            this.received.push({
              subscriberId: id,
              text,
              ...vapid,
              ttl: request.headers.ttl as string | undefined,
              urgency: request.headers.urgency as string | undefined,
            });
          response.writeHead(own.subscriber.status).end();
        } catch (error) {
          this.refused.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new browser subscription on this service (its keys made as a browser makes them). */
  subscribe(status = 201): TestSubscriber {
    const id = `sub-${randomBytes(8).toString('hex')}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const subscriber: TestSubscriber = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      status,
    };
    this.subscribers.set(id, { subscriber, ecdh, auth });
    return subscriber;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
