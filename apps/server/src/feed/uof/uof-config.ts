/**
 * Which odds feed fills the catalog: the built-in generator (default) or the provider's
 * Unified Odds Feed. Read from the environment once, at start (platform/env.ts).
 */
export type FeedSelection = { kind: 'generator' } | { kind: 'uof'; uof: UofConfig };

export interface UofConfig {
  /** AMQP(S) address of the provider's broker, virtual host included (UOF_AMQP_URL). */
  amqpUrl: string;
  /** Base address of the provider's REST API (UOF_API_URL), e.g. https://api.betradar.com. */
  apiUrl: string;
  /** Access token: the AMQP user name and the REST `x-access-token` header (UOF_TOKEN). */
  token: string;
  /** The topic exchange the provider publishes on (UOF_EXCHANGE, default unifiedfeed). */
  exchange: string;
  /** Producers to follow, id → recovery path name (UOF_PRODUCERS, default 1:liveodds,3:pre). */
  producers: Map<number, string>;
  /** Routing-key bindings of our queue (UOF_BINDINGS, comma-separated, default '#'). */
  bindings: string[];
  /** A producer silent this long (no alive) is treated as down and recovered (UOF_MAX_SILENCE_S, 20). */
  maxSilenceMs: number;
}

export class FeedConfigError extends Error {
  override name = 'FeedConfigError';
}

function producersFrom(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const part of text.split(',').filter(Boolean)) {
    const [id, name] = part.split(':');
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0 || !name || !/^[a-z]+$/.test(name)) {
      throw new FeedConfigError(
        `UOF_PRODUCERS must list id:name pairs such as 1:liveodds,3:pre; got '${text}'`,
      );
    }
    map.set(n, name);
  }
  return map;
}

export function readFeedSelection(env: NodeJS.ProcessEnv): FeedSelection {
  const feed = env.FEED ?? 'generator';
  if (feed === 'generator') return { kind: 'generator' };
  if (feed !== 'uof') throw new FeedConfigError(`FEED must be generator or uof; got '${feed}'`);
  const missing = ['UOF_AMQP_URL', 'UOF_API_URL', 'UOF_TOKEN'].filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new FeedConfigError(`FEED=uof needs ${missing.join(', ')}`);
  }
  const silence = Number(env.UOF_MAX_SILENCE_S ?? 20);
  if (!(silence > 0)) throw new FeedConfigError(`UOF_MAX_SILENCE_S must be a positive number`);
  return {
    kind: 'uof',
    uof: {
      amqpUrl: env.UOF_AMQP_URL!,
      apiUrl: env.UOF_API_URL!.replace(/\/+$/, ''),
      token: env.UOF_TOKEN!,
      exchange: env.UOF_EXCHANGE || 'unifiedfeed',
      producers: producersFrom(env.UOF_PRODUCERS ?? '1:liveodds,3:pre'),
      bindings: (env.UOF_BINDINGS ?? '#').split(',').filter(Boolean),
      maxSilenceMs: silence * 1000,
    },
  };
}
