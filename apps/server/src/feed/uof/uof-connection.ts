import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { AppContext } from '../../platform/context';
import { UofAdapter } from './uof-adapter';
import { UofApi } from './uof-api';
import type { UofConfig } from './uof-config';
import { parseUofMessage } from './uof-messages';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * The consumer of the provider's broker: a server-named exclusive queue bound to the topic
 * exchange (the provider's rule: one per session, nothing is kept for us while we are away),
 * messages applied one at a time and acknowledged once applied. Every (re)connection starts a
 * recovery of each producer, which fills what was missed while no queue existed.
 */
export class UofConnection {
  readonly adapter: UofAdapter;
  private connection: ChannelModel | null = null;
  private channel: Channel | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private silenceTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly config: UofConfig,
    api = new UofApi(config),
  ) {
    this.adapter = new UofAdapter(ctx, api, config.producers);
  }

  /** Connects, binds, and asks every producer for what was missed. Throws if the broker refuses. */
  async start(): Promise<void> {
    this.stopping = false;
    await this.connect();
    this.silenceTimer = setInterval(() => {
      this.enqueue(() => this.adapter.checkSilence(this.config.maxSilenceMs));
    }, 5_000);
    this.silenceTimer.unref();
  }

  private async connect(): Promise<void> {
    const connection = await amqp.connect(this.config.amqpUrl);
    connection.on('error', (err: unknown) =>
      this.ctx.logger.warn({ err }, 'uof broker connection error'),
    );
    connection.on('close', () => this.lost(connection));
    const channel = await connection.createChannel();
    await channel.checkExchange(this.config.exchange);
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    for (const key of this.config.bindings) {
      await channel.bindQueue(queue, this.config.exchange, key);
    }
    await channel.prefetch(200);
    this.connection = connection;
    this.channel = channel;
    await channel.consume(queue, (msg) => {
      if (msg) this.enqueue(() => this.process(channel, msg));
    });
    this.retryMs = RETRY_MIN_MS;
    this.ctx.logger.info({ exchange: this.config.exchange }, 'uof feed connected');
    for (const producer of this.config.producers.keys()) {
      this.enqueue(() => this.adapter.recover(producer));
    }
  }

  private enqueue(job: () => Promise<unknown>) {
    this.queue = this.queue
      .then(job)
      .catch((err: unknown) => this.ctx.logger.error({ err }, 'uof message failed'));
  }

  private async process(channel: Channel, msg: ConsumeMessage) {
    try {
      const message = parseUofMessage(msg.content.toString('utf8'));
      if (message) await this.adapter.handle(message);
    } catch (err) {
      // Not requeued: the same message would fail again. The cursor has not moved past it,
      // so the next recovery asks for it again.
      this.ctx.logger.error({ err, routingKey: msg.fields.routingKey }, 'uof message not applied');
    }
    try {
      channel.ack(msg);
    } catch {
      // The channel closed meanwhile: the broker forgets the delivery with the queue.
    }
  }

  /** Waits until every message received so far is applied (tests, shutdown). */
  async drained(): Promise<void> {
    let seen: Promise<unknown> | null = null;
    while (seen !== this.queue) {
      seen = this.queue;
      await seen;
    }
  }

  private lost(connection: ChannelModel) {
    if (this.connection !== connection) return;
    this.connection = null;
    this.channel = null;
    if (this.stopping) return;
    this.ctx.logger.warn({ retryInMs: this.retryMs }, 'uof broker connection lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((err: unknown) => {
        this.ctx.logger.warn({ err }, 'uof reconnect failed');
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        if (!this.stopping) this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }

  /** Closes the connection (its queue goes with it) and waits for messages in hand. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.silenceTimer) clearInterval(this.silenceTimer);
    const connection = this.connection;
    this.connection = null;
    this.channel = null;
    await connection?.close().catch(() => undefined);
    await this.drained();
  }
}
