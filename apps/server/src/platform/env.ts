import { FeedConfigError, readFeedSelection, type FeedSelection } from '../feed/uof/uof-config';
import { readSmsConfig, SmsConfigError, type SmsChannelConfig } from '../sms/sms-config';
import {
  COUNTRY_CODES,
  DEFAULT_WITHDRAWAL_APPROVAL_ABOVE,
  isCountryCode,
  type CountryCode,
} from '@shangwe/domain';
import {
  countriesWithRealRail,
  RailConfigError,
  readRailConfig,
  type RailConfig,
} from '../payments/rails/rail-config';
import {
  readSupportChatConfig,
  SupportChatConfigError,
  type SupportChatConfig,
} from '../support-chat/config';

export type ProcessRole = 'all' | 'api' | 'worker';

/** Everything the server reads from the environment, parsed once at start-up. */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * REDIS_PREFIX: put before every Redis key and bus channel, so deployments (or test runs)
   * can share one Redis; empty by default.
   */
  redisPrefix: string;
  defaultCountry: CountryCode;
  role: ProcessRole;
  /** API_PROCESSES: server processes sharing the port (platform/cluster.ts), default 1. */
  apiProcesses: number;
  logLevel: string;
  /** Fixed answer for GET /api/geo (tests, demos); otherwise taken from the request. */
  geoCountry: string | undefined;
  /** How much faster than the wall clock the feed and live engine run. */
  timeScale: number;
  /** Loopback is exempt from rate limits only in benchmark mode. */
  benchMode: boolean;
  /** Public address of this server, used for callback and share links. */
  publicUrl: string;
  /**
   * LIVE_BET_DELAY_SECONDS: overrides the country's live bet delay (tests, demos); unset, each
   * country's `liveBetDelaySeconds` applies.
   */
  liveBetDelaySeconds: number | undefined;
  /** Milliseconds before the sandbox mobile-money provider calls back. */
  sandboxCallbackDelayMs: number;
  /**
   * Withdrawals above this amount (major units, per country) wait for a payments agent's
   * approval: WITHDRAWAL_APPROVAL_ABOVE_KE / _GH / _NG, defaults in packages/domain
   * (DEFAULT_WITHDRAWAL_APPROVAL_ABOVE).
   */
  withdrawalApprovalAbove: Record<CountryCode, number>;
  /** Seed of the fixture generator and live engine. */
  feedSeed: number;
  /** FEED=generator (default) or FEED=uof with the provider's UOF_* settings (feed/uof). */
  feed: FeedSelection;
  /** Seconds between two virtual match-day kick-offs (VIRTUAL_ROUND_SECONDS, default 180). */
  virtualRoundSeconds: number;
  /** Add fixtures every 10 minutes so several dozen matches are live at any time (LIVE_DEMO=0: off). */
  liveDemo: boolean;
  /** Live-demo matches added per 10-minute slot (LIVE_DEMO_PER_SLOT, default 6; benches raise it). */
  liveDemoPerSlot: number;
  /** GET /api/ops/sms-outbox is served (SMS_OUTBOX_API=1, or by default outside production). */
  smsOutboxApi: boolean;
  /** HMAC secret of payment-provider callbacks (PAYMENT_CALLBACK_SECRET; sandbox default). */
  paymentCallbackSecret: string;
  /** Seconds after placing during which a bettor may cancel a bet (before its first match starts). */
  betCancelWindowSeconds: number;
  /**
   * CASHOUT_ALL_PROFILES=1: every profile may cash out. Off by default: cash-out is for the
   * profiles in cashout_whitelist only (spec 02 §4.7, §6).
   */
  cashoutAllProfiles: boolean;
  /** NODE_ENV=production: sandbox-only endpoints off, sandbox defaults refused at start. */
  production: boolean;
  /** ALLOW_SANDBOX_PAYMENTS=1: a production demo site may run the sandbox payment providers. */
  allowSandboxPayments: boolean;
  /** Real payment rails (MPESA_*, ...): a country with one configured never gets the sandbox. */
  paymentRails: RailConfig;
  /** SMS and USSD channel: gateway, callback secret and allow-list (sms/README.md). */
  sms: SmsChannelConfig;
  /** METRICS_PORT: /metrics is served on this separate port (keep it off the internet). */
  metricsPort: number | undefined;
  /**
   * METRICS_HOST: the interface the metrics port listens on; loopback unless set (a private
   * interface's address for a scraper on another machine): never the public one by default.
   */
  metricsHost: string;
  /** METRICS_TOKEN: /metrics on the public port answers only `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /**
   * Browser origins allowed to open the websocket besides the page's own host (ALLOWED_ORIGINS,
   * comma-separated; default the origin of PUBLIC_URL).
   */
  allowedOrigins: string[];
  /**
   * Which peers' X-Forwarded-For is believed for the client address (TRUST_PROXY): by default
   * only proxies on loopback and private networks, so a client on the internet cannot pick the
   * address its rate limits are counted under.
   */
  trustProxy: boolean | string;
  /** Support chat hours and the offline promise (SUPPORT_CHAT_*, support-chat/README.md). */
  supportChat: SupportChatConfig;
  /**
   * BET_BATCHING=on (default) | off: on PostgreSQL, placements that arrive while the writers
   * are busy are written by one database call (wagers/placement-batcher.ts); a placement that
   * finds a writer free still goes alone, with no added wait. PGlite never batches, whatever
   * this says (one statement at a time anyway). Off writes every placement alone (the bench's
   * comparison; apps/server/README.md, "Batched bet ingestion").
   */
  betBatching: boolean;
  /**
   * BET_BATCH_MAX: the most placements one batch writes (default 64, at most 64: each bet is a
   * subtransaction, and PostgreSQL keeps 64 of them per transaction in shared memory).
   */
  betBatchMax: number;
  /** BET_BATCH_WRITERS: how many batches one process writes at once (default 1). */
  betBatchWriters: number;
}

/** The publicly known callback secret of the sandbox (its callback worker signs with it). */
export const SANDBOX_CALLBACK_SECRET = 'sandbox-callback-secret';

export class EnvError extends Error {}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new EnvError(`${name} must be a number, got '${value}'`);
  return parsed;
}

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === '1') return true;
  if (value === 'off' || value === '0') return false;
  throw new EnvError(`${name} must be on or off, got '${value}'`);
}

export function parseRole(argv: readonly string[]): ProcessRole {
  const arg = argv.find((a) => a.startsWith('--role='));
  const role = arg ? arg.slice('--role='.length) : 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    throw new EnvError(`--role must be one of all, api, worker; got '${role}'`);
  }
  return role;
}

/** API_PROCESSES: how many server processes share the port (default 1: this one alone). */
function apiProcessesFrom(env: NodeJS.ProcessEnv): number {
  const value = env.API_PROCESSES;
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new EnvError(`API_PROCESSES must be a whole number from 1 to 64, got '${value}'`);
  }
  return count;
}

/** Refuses what several processes cannot share: the embedded database, memory-only rooms. */
function checkClusterEnv(env: Pick<ServerEnv, 'apiProcesses' | 'databaseUrl' | 'redisUrl'>) {
  if (env.apiProcesses > 1 && (!env.databaseUrl || !env.redisUrl)) {
    throw new EnvError(
      'API_PROCESSES above 1 needs DATABASE_URL and REDIS_URL: the processes share one PostgreSQL and one Redis (the embedded database belongs to one process)',
    );
  }
}

function trustProxyFrom(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return 'loopback,linklocal,uniquelocal';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return value;
}

function originsFrom(value: string | undefined, publicUrl: string): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (listed.length > 0) return listed;
  try {
    return [new URL(publicUrl).origin];
  } catch {
    throw new EnvError(`PUBLIC_URL must be an absolute address, got '${publicUrl}'`);
  }
}

/**
 * In production nothing may run on the sandbox's public defaults: anybody could sign a payment
 * callback with the known secret, and the sandbox providers credit deposits nobody paid. A demo
 * site says so explicitly with ALLOW_SANDBOX_PAYMENTS=1.
 */
function refuseSandboxInProduction(env: ServerEnv): void {
  if (!env.production || env.allowSandboxPayments) return;
  const real = countriesWithRealRail(env.paymentRails);
  const onSandbox = COUNTRY_CODES.filter((c) => !real.includes(c));
  // A country with its real rail configured is never offered the sandbox providers.
  if (onSandbox.length === 0) return;
  const problems: string[] = [];
  if (env.paymentCallbackSecret === SANDBOX_CALLBACK_SECRET) {
    problems.push('PAYMENT_CALLBACK_SECRET is unset or has its public sandbox value');
  }
  problems.push(
    `the payment providers of ${onSandbox.join(', ')} are the sandbox ones, which credit deposits unpaid`,
  );
  throw new EnvError(
    `NODE_ENV=production but ${problems.join(', and ')}. Configure real ones, or set ` +
      'ALLOW_SANDBOX_PAYMENTS=1 for a demo site where no real money moves.',
  );
}

function feedFrom(env: NodeJS.ProcessEnv): FeedSelection {
  try {
    return readFeedSelection(env);
  } catch (error) {
    if (error instanceof FeedConfigError) throw new EnvError(error.message);
    throw error;
  }
}

function smsFrom(env: NodeJS.ProcessEnv): SmsChannelConfig {
  try {
    return readSmsConfig(env);
  } catch (error) {
    if (error instanceof SmsConfigError) throw new EnvError(error.message);
    throw error;
  }
}

function supportChatFrom(env: NodeJS.ProcessEnv): SupportChatConfig {
  try {
    return readSupportChatConfig(env);
  } catch (error) {
    if (error instanceof SupportChatConfigError) throw new EnvError(error.message);
    throw error;
  }
}

function railsFrom(env: NodeJS.ProcessEnv): RailConfig {
  try {
    return readRailConfig(env);
  } catch (error) {
    if (error instanceof RailConfigError) throw new EnvError(error.message);
    throw error;
  }
}

/** WITHDRAWAL_APPROVAL_ABOVE_<COUNTRY>: a non-negative amount in the country's currency. */
function withdrawalApprovalFrom(env: NodeJS.ProcessEnv): Record<CountryCode, number> {
  const out = { ...DEFAULT_WITHDRAWAL_APPROVAL_ABOVE };
  for (const code of COUNTRY_CODES) {
    const name = `WITHDRAWAL_APPROVAL_ABOVE_${code}`;
    const value = intFrom(env[name], out[code], name);
    if (value < 0) throw new EnvError(`${name} must be 0 or more, got '${env[name]}'`);
    out[code] = value;
  }
  return out;
}

export function readEnv(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): ServerEnv {
  const country = (env.COUNTRY ?? 'KE').toUpperCase();
  if (!isCountryCode(country)) {
    throw new EnvError(`COUNTRY must be one of KE, GH, NG; got '${env.COUNTRY}'`);
  }
  const port = intFrom(env.PORT, 8080, 'PORT');
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const parsed: ServerEnv = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? '',
    defaultCountry: country,
    role: parseRole(argv),
    apiProcesses: apiProcessesFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    geoCountry: env.GEO_COUNTRY || undefined,
    timeScale: intFrom(env.TIME_SCALE, 1, 'TIME_SCALE'),
    benchMode: env.BENCH_MODE === '1',
    publicUrl,
    liveBetDelaySeconds: env.LIVE_BET_DELAY_SECONDS
      ? intFrom(env.LIVE_BET_DELAY_SECONDS, 0, 'LIVE_BET_DELAY_SECONDS')
      : undefined,
    sandboxCallbackDelayMs: intFrom(
      env.SANDBOX_CALLBACK_DELAY_MS,
      3000,
      'SANDBOX_CALLBACK_DELAY_MS',
    ),
    withdrawalApprovalAbove: withdrawalApprovalFrom(env),
    feedSeed: intFrom(env.FEED_SEED, 20261121, 'FEED_SEED'),
    feed: feedFrom(env),
    virtualRoundSeconds: intFrom(env.VIRTUAL_ROUND_SECONDS, 180, 'VIRTUAL_ROUND_SECONDS'),
    liveDemo: env.LIVE_DEMO !== '0',
    liveDemoPerSlot: intFrom(env.LIVE_DEMO_PER_SLOT, 6, 'LIVE_DEMO_PER_SLOT'),
    smsOutboxApi:
      env.SMS_OUTBOX_API === '1' || (env.SMS_OUTBOX_API !== '0' && env.NODE_ENV !== 'production'),
    paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET || SANDBOX_CALLBACK_SECRET,
    betCancelWindowSeconds: intFrom(
      env.BET_CANCEL_WINDOW_SECONDS,
      300,
      'BET_CANCEL_WINDOW_SECONDS',
    ),
    cashoutAllProfiles: env.CASHOUT_ALL_PROFILES === '1',
    production: env.NODE_ENV === 'production',
    allowSandboxPayments: env.ALLOW_SANDBOX_PAYMENTS === '1',
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN || undefined,
    allowedOrigins: originsFrom(env.ALLOWED_ORIGINS, publicUrl),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    paymentRails: railsFrom(env),
    sms: smsFrom(env),
    supportChat: supportChatFrom(env),
    betBatching: onOff(env.BET_BATCHING, true, 'BET_BATCHING'),
    betBatchMax: Math.min(
      64,
      Math.max(1, Math.floor(intFrom(env.BET_BATCH_MAX, 64, 'BET_BATCH_MAX'))),
    ),
    betBatchWriters: Math.max(
      1,
      Math.floor(intFrom(env.BET_BATCH_WRITERS, 1, 'BET_BATCH_WRITERS')),
    ),
  };
  checkClusterEnv(parsed);
  refuseSandboxInProduction(parsed);
  refuseLocalPublicUrlInProduction(parsed, env.PUBLIC_URL === undefined);
  return parsed;
}

/** Host names only this machine reaches. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function isLocalUrl(publicUrl: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * The start-up warning when PUBLIC_URL is a localhost address (its default): share links,
 * payment callbacks and the push contact would send people to their own phone.
 */
export function publicUrlWarning(env: Pick<ServerEnv, 'publicUrl'>): string | undefined {
  if (!isLocalUrl(env.publicUrl)) return undefined;
  return (
    `PUBLIC_URL is ${env.publicUrl}, a localhost address: share links and payment callbacks ` +
    "point at this machine. Set PUBLIC_URL to the site's public address."
  );
}

/** In production a localhost PUBLIC_URL is refused: every shared betslip link would be dead. */
function refuseLocalPublicUrlInProduction(env: ServerEnv, defaulted: boolean): void {
  if (!env.production || !isLocalUrl(env.publicUrl)) return;
  throw new EnvError(
    `NODE_ENV=production but PUBLIC_URL is ${env.publicUrl}` +
      `${defaulted ? ' (unset: its localhost default)' : ''}: share links and payment ` +
      "callbacks would point at the server's own machine. Set PUBLIC_URL to the site's " +
      'public address (https://...).',
  );
}
