import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { PRODUCT, routingKey, snapshotCompleteXml } from './uof-recorded';

interface Sent {
  key: string;
  xml: string;
  product: number;
  ts: number;
}

/**
 * Test helper playing the provider: a topic exchange of its own on a real broker (a unique name
 * per run, so parallel runs never see each other's messages), and its REST API on a local HTTP
 * server — fixtures, and recovery requests answered by replaying every message the provider
 * produced after `after` (including those sent while nobody listened) with the request's id,
 * then snapshot_complete.
 */
export class UofStandIn {
  readonly exchange = `uof-test-${randomUUID()}`;
  readonly token = `token-${randomUUID()}`;
  readonly fixtures = new Map<string, string>();
  readonly recoveryRequests: Array<{ product: number; after: number | null; requestId: number }> =
    [];
  private readonly sent: Sent[] = [];
  /** While true, recovery requests are answered but replayed only by releaseReplays(). */
  holdReplays = false;
  private readonly heldReplays: Array<() => void> = [];
  private clock = Date.now();

  private constructor(
    private readonly connection: ChannelModel,
    private readonly channel: Channel,
    private readonly server: Server,
  ) {}

  static async start(amqpUrl: string): Promise<UofStandIn> {
    const connection = await amqp.connect(amqpUrl);
    const channel = await connection.createChannel();
    const server = createServer();
    const standIn = new UofStandIn(connection, channel, server);
    await channel.assertExchange(standIn.exchange, 'topic', { durable: false, autoDelete: false });
    server.on('request', (req, res) => {
      void standIn
        .answer(req.method ?? 'GET', req.url ?? '/', req.headers['x-access-token'])
        .then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/xml' });
          res.end(body);
        });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A message time after every earlier one (the provider's timestamps are ms and increase). */
  tick(): number {
    this.clock = Math.max(this.clock + 1, Date.now());
    return this.clock;
  }

  /** Sends a message as the provider would; it is kept for recovery whether or not anyone listens. */
  publish(key: string, xml: string, product: number, ts: number) {
    this.sent.push({ key, xml, product, ts });
    this.channel.publish(this.exchange, key, Buffer.from(xml));
  }

  private async answer(method: string, url: string, token: unknown) {
    if (token !== this.token) return { status: 401, body: '<error>bad token</error>' };
    const u = new URL(url, 'http://stand-in');
    const fixture = /^\/v1\/sports\/en\/sport_events\/([^/]+)\/fixture\.xml$/.exec(u.pathname);
    if (method === 'GET' && fixture) {
      const xml = this.fixtures.get(decodeURIComponent(fixture[1]!));
      return xml ? { status: 200, body: xml } : { status: 404, body: '<error>not found</error>' };
    }
    const recovery = /^\/v1\/(\w+)\/recovery\/initiate_request$/.exec(u.pathname);
    if (method === 'POST' && recovery) {
      const product = PRODUCT[recovery[1] as keyof typeof PRODUCT];
      if (!product) return { status: 404, body: '<error>no such producer</error>' };
      const after = u.searchParams.get('after');
      const requestId = Number(u.searchParams.get('request_id'));
      this.recoveryRequests.push({
        product,
        after: after === null ? null : Number(after),
        requestId,
      });
      // The provider answers at once and replays on the feed afterwards.
      const replay = () => this.replay(product, after === null ? 0 : Number(after), requestId);
      if (this.holdReplays) this.heldReplays.push(replay);
      else setImmediate(replay);
      return { status: 202, body: '<response response_code="ACCEPTED"/>' };
    }
    return { status: 404, body: '<error>unknown call</error>' };
  }

  releaseReplays() {
    this.holdReplays = false;
    for (const replay of this.heldReplays.splice(0)) replay();
  }

  private replay(product: number, after: number, requestId: number) {
    for (const m of this.sent.filter((s) => s.product === product && s.ts > after)) {
      const tagged = m.xml.replace(/(<\?xml[^>]*\?>\s*<\w+)/, `$1 request_id="${requestId}"`);
      this.channel.publish(this.exchange, m.key, Buffer.from(tagged));
    }
    this.channel.publish(
      this.exchange,
      routingKey('snapshot_complete', product),
      Buffer.from(snapshotCompleteXml({ product, ts: this.tick(), requestId })),
    );
  }

  async close() {
    await this.channel.deleteExchange(this.exchange).catch(() => undefined);
    await this.connection.close().catch(() => undefined);
    await new Promise((resolve) => this.server.close(resolve));
  }
}
