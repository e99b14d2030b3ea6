import type { AppContext } from '../platform/context';
import { tooManyRequests } from '../platform/errors';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one subject. */
export interface RateLimitRule {
  /** Part of the key; keep it unique per rule ('login-phone'). */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Brute-force limits of the accounts calls. Per-IP limits are generous because many bettors
 * share a carrier's NAT address. Failed passwords and codes are counted per phone AND address,
 * so a stranger elsewhere cannot lock the owner out of their own phone; the per-phone caps
 * behind them are much higher and stop a guesser who changes address. A stranger can run the
 * per-phone cap up on purpose, so it does not bind the owner: a correct password from a device
 * the bettor logged in from before gets past it, and a password reset by SMS code clears it.
 */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 300, windowSeconds: 15 * 60 },
  loginFailuresPerPhoneAndIp: { name: 'login-fail-phone-ip', limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerPhoneAndIpDaily: {
    name: 'login-fail-phone-ip-day',
    limit: 20,
    windowSeconds: 24 * 60 * 60,
  },
  loginFailuresPerPhone: { name: 'login-fail-phone', limit: 50, windowSeconds: 15 * 60 },
  loginFailuresPerPhoneDaily: {
    name: 'login-fail-phone-day',
    limit: 200,
    windowSeconds: 24 * 60 * 60,
  },
  codeSendPerPhone: { name: 'code-send-phone', limit: 3, windowSeconds: 10 * 60 },
  codeSendPerPhoneDaily: { name: 'code-send-phone-day', limit: 10, windowSeconds: 24 * 60 * 60 },
  codeSendPerIp: { name: 'code-send-ip', limit: 100, windowSeconds: 60 * 60 },
  codeFailuresPerPhoneAndIp: { name: 'code-fail-phone-ip', limit: 5, windowSeconds: 15 * 60 },
  codeFailuresPerPhone: { name: 'code-fail-phone', limit: 50, windowSeconds: 15 * 60 },
  codeCheckPerIp: { name: 'code-check-ip', limit: 300, windowSeconds: 15 * 60 },
  signupPerIp: { name: 'signup-ip', limit: 100, windowSeconds: 60 * 60 },
  signupPerPhone: { name: 'signup-phone', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Who makes a call, as the route read it from the request: its address, user agent and the
 * known-device token its cookie carries (auth/known-devices.ts), if any.
 */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  device?: string | undefined;
}

/** The subject of a per-phone-and-address limit. */
export const phoneAtAddress = (mobile: string, caller: Caller) => `${mobile}@${caller.ip}`;

export interface RateLimitState {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

interface Store {
  hit(key: string, windowMs: number): Promise<RateLimitState>;
  peek(key: string): Promise<RateLimitState>;
  clear(key: string): Promise<void>;
}

/*
 * Fixed window in one round trip, on the app's clock (ctx.now) like the memory store, so both
 * stores open and close windows at the same moments. The hash keeps the count and the window's
 * end; Redis' own expiry only drops keys nobody hits any more. A new key name ('rlw:') because
 * the earlier string counters under 'rl:' would answer WRONGTYPE to hash commands.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local reset_at = tonumber(redis.call('HGET', KEYS[1], 'reset_at') or '0')
if reset_at <= now then
  redis.call('HSET', KEYS[1], 'count', 0, 'reset_at', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  reset_at = tonumber(ARGV[2])
end
local n = redis.call('HINCRBY', KEYS[1], 'count', 1)
return {n, reset_at - now}`;

function redisStore(ctx: AppContext): Store {
  // ctx.redis already prefixes every key with ctx.redisPrefix.
  const redis = ctx.redis!;
  return {
    async hit(key, windowMs) {
      const now = ctx.now().getTime();
      const [count, resetInMs] = (await redis.eval(
        HIT_SCRIPT,
        1,
        `rlw:${key}`,
        String(now),
        String(now + windowMs),
        String(windowMs),
      )) as [number, number];
      return { count, resetInMs };
    },
    async peek(key) {
      const [count, resetAt] = await redis.hmget(`rlw:${key}`, 'count', 'reset_at');
      const resetInMs = Number(resetAt ?? 0) - ctx.now().getTime();
      if (resetInMs <= 0) return { count: 0, resetInMs: 0 };
      return { count: Number(count ?? 0), resetInMs };
    },
    async clear(key) {
      await redis.del(`rlw:${key}`);
    },
  };
}

function memoryStore(now: () => Date): Store {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const t = now().getTime();
      if (windows.size > 100_000) {
        for (const [k, e] of windows) if (e.resetAt <= t) windows.delete(k);
      }
      const entry = current(key) ?? { count: 0, resetAt: t + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - t };
    },
    async peek(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - now().getTime() : 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

const stores = new WeakMap<AppContext, Store>();
function storeOf(ctx: AppContext): Store {
  let store = stores.get(ctx);
  if (!store) {
    store = ctx.redis ? redisStore(ctx) : memoryStore(() => ctx.now());
    stores.set(ctx, store);
  }
  return store;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Loopback callers skip limits only in benchmark mode (BENCH_MODE=1). */
function exempt(ctx: AppContext, caller: Caller | undefined): boolean {
  return Boolean(ctx.env.benchMode && caller && LOOPBACK.has(caller.ip));
}

function tooMany(resetInMs: number) {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  const error = tooManyRequests(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'RATE_LIMITED',
  );
  Object.assign(error.details, { retry_after: Math.ceil(resetInMs / 1000) });
  return error;
}

/**
 * Counts one attempt of `subject` (an IP, a phone) under `rule`; throws 429 'Too many attempts.
 * Please try again in N minutes.' (code RATE_LIMITED, body retry_after seconds, and the
 * Retry-After header the error handler sets from it) once the window
 * holds more than `limit` attempts. Shared through Redis when REDIS_URL is set.
 */
export async function consume(
  ctx: AppContext,
  rule: RateLimitRule,
  subject: string,
  caller?: Caller,
): Promise<void> {
  if (exempt(ctx, caller)) return;
  const state = await storeOf(ctx).hit(`${rule.name}:${subject}`, rule.windowSeconds * 1000);
  if (state.count > rule.limit) throw tooMany(state.resetInMs);
}

/** Throws 429 when `subject` already used up `rule`, without counting (e.g. before a login). */
export async function ensureNotLimited(
  ctx: AppContext,
  rule: RateLimitRule,
  subject: string,
  caller?: Caller,
): Promise<void> {
  if (exempt(ctx, caller)) return;
  const state = await storeOf(ctx).peek(`${rule.name}:${subject}`);
  if (state.count >= rule.limit) throw tooMany(state.resetInMs);
}

/** Forgets what `subject` has used of `rule` (e.g. the per-phone lock after a password reset). */
export async function resetLimit(
  ctx: AppContext,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  await storeOf(ctx).clear(`${rule.name}:${subject}`);
}

/** Counts one failure (e.g. a wrong password) without throwing. */
export async function recordFailure(
  ctx: AppContext,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  await storeOf(ctx).hit(`${rule.name}:${subject}`, rule.windowSeconds * 1000);
}
