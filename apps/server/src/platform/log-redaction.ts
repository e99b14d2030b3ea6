/** Route parameters whose values are secrets (a payment's callback token authenticates its provider). */
const SECRET_PARAM = /token|secret|signature|password|key/i;
/**
 * A long opaque path segment: callback tokens are 32 random characters. Short ids, references
 * and share codes stay readable; anything this long and random is never worth logging.
 */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;

export const REDACTED = '[redacted]';

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The path of a request as it may be logged: no query string (it can carry codes and tokens),
 * and every segment holding a secret route parameter, or looking like a token, redacted.
 */
export function loggablePath(url: string, params: unknown): string {
  const path = url.split('?')[0] ?? '/';
  const secrets = new Set<string>();
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (SECRET_PARAM.test(name) && typeof value === 'string' && value) secrets.add(value);
    }
  }
  return path
    .split('/')
    .map((segment) =>
      secrets.has(decoded(segment)) || OPAQUE_SEGMENT.test(segment) ? REDACTED : segment,
    )
    .join('/');
}

/** Fields pino censors wherever they appear in a log line (logger.ts). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'password',
  'token',
  'callbackToken',
  '*.password',
  '*.token',
  '*.new_password',
  '*.code',
  '*.callbackToken',
  '*.callback_token',
  '*.secret',
  '*.secretKey',
  '*.apiKey',
  '*.passkey',
  '*.consumerSecret',
  '*.securityCredential',
  '*.SecurityCredential',
  '*.Password',
  'databaseUrl',
  'redisUrl',
];
