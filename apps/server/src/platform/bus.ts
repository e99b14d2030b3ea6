import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

type Handler = (message: unknown) => void;

/**
 * Publish/subscribe between the parts of the system (feed → gateway, worker → API). In one
 * process it is an EventEmitter; with REDIS_URL it crosses processes through Redis channels.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: Handler): Promise<() => void>;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisBus(redisUrl: string, prefix = ''): Bus {
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // A dropped connection is retried by ioredis; it must never become an unhandled error.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  sub.on('message', (channel: string, raw: string) => {
    local.emit(channel.slice(prefix.length), JSON.parse(raw));
  });
  let closed = false;
  return {
    async publish(channel, message) {
      if (closed) return;
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      if (closed) return () => undefined;
      if (local.listenerCount(channel) === 0) await sub.subscribe(prefix + channel);
      local.on(channel, handler);
      return () => {
        local.off(channel, handler);
        if (!closed && local.listenerCount(channel) === 0) {
          sub.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      local.removeAllListeners();
      await Promise.all([sub.quit().catch(() => undefined), pub.quit().catch(() => undefined)]);
    },
  };
}
