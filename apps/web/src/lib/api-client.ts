/**
 * The one HTTP client of the web app. Every call goes through `apiRequest` (or the `api.get` /
 * `api.post` shorthands) so that base addresses, the `X-Country` header, the session token,
 * form encoding and error parsing are the same everywhere.
 */
import {
  endpointPath,
  isErrorCode,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type ErrorCode,
} from '@shangwe/contract';
import { track } from './analytics';

/** The API bases of ARCHITECTURE.md, each set from the country configuration. */
export type ApiBase =
  | 'base'
  | 'v2'
  | 'live'
  | 'notifications'
  | 'freebets'
  | 'promos'
  | 'recommendations'
  | 'campaign'
  | 'push'
  | 'virtuals'
  | 'root';

const DEFAULT_BASES: Record<ApiBase, string> = {
  base: '/api/',
  v2: '/api/v2/',
  live: '/api/live/',
  notifications: '/api/notifications/',
  freebets: '/api/freebets/',
  promos: '/api/promos/',
  recommendations: '/api/recommendations/',
  campaign: '/api/campaign/',
  push: '/api/push/',
  virtuals: '/api/virtuals/',
  root: '/',
};

/** The fallback message for a call that got no usable answer (spec 01 §8). */
export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please try again';

/** A failed call: `status` is the HTTP status (0 when the network failed), `body` the parsed body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** True when `error` is an ApiError (optionally with the given status). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The registered code of a failed call (spec codes of @shangwe/contract's errorCodes), or
 * undefined for a network failure or an answer from something other than our API.
 */
export function apiErrorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError && isErrorCode(error.code) ? error.code : undefined;
}

/** True when `error` is a failed call answered with one of `codes`: screens branch on these. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  const code = apiErrorCode(error);
  return code !== undefined && codes.includes(code);
}

/** Reads the human message of an error body: `error.message` first, then `message`. */
export function errorMessageOf(body: unknown, fallback = NETWORK_ERROR_MESSAGE): string {
  if (body && typeof body === 'object') {
    const record = body as { error?: unknown; message?: unknown };
    if (record.error && typeof record.error === 'object') {
      const nested = (record.error as { message?: unknown }).message;
      if (typeof nested === 'string' && nested) return nested;
    }
    if (typeof record.error === 'string' && record.error) return record.error;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return fallback;
}

function errorCodeOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error;
    if (error && typeof error === 'object') {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
  }
  return undefined;
}

interface ClientConfig {
  bases: Record<ApiBase, string>;
  getCountry: () => string | null;
  getToken: () => string | null;
  onUnauthorized: (error: ApiError) => void;
}

const config: ClientConfig = {
  bases: { ...DEFAULT_BASES },
  getCountry: () => null,
  getToken: () => null,
  onUnauthorized: () => undefined,
};

/**
 * Wires the client to the app: where the country and token come from, and what a 401 does
 * (the shell clears the session and sends the bettor to /login?next=...).
 */
export function configureApiClient(options: Partial<Omit<ClientConfig, 'bases'>>): void {
  Object.assign(config, options);
}

/** Sets the base addresses from the applied country configuration (spec 02 §4.1). */
export function setApiBases(bases: Partial<Record<ApiBase, string | undefined>>): void {
  for (const [key, value] of Object.entries(bases) as [ApiBase, string | undefined][]) {
    if (value) config.bases[key] = value.endsWith('/') ? value : `${value}/`;
  }
}

/** The current base address of `base` (with a trailing slash). */
export function apiBase(base: ApiBase): string {
  return config.bases[base];
}

type Scalar = string | number | boolean | null | undefined;

/** Options of one call. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Which base the path is relative to; default `base` (/api/). */
  base?: ApiBase;
  /** Query string values; undefined and null are left out. */
  query?: object;
  /** The body: a plain object (or FormData-like record). */
  body?: object;
  /**
   * 'form' posts application/x-www-form-urlencoded (the spec's default for forms), 'json' posts
   * JSON. Default: 'form' when every value is a scalar, 'json' when the body nests arrays/objects.
   */
  encoding?: 'form' | 'json';
  /**
   * How the session token travels: 'header' (Authorization: Bearer), 'body' (token field in the
   * body as the spec's calls carry it; the header is sent too), 'none'. Default 'body' when
   * logged in. Never in the query string: addresses are kept in logs, history and referrers.
   */
  auth?: 'header' | 'body' | 'none';
  /** Run the app's 401 handler (log out, go to login) on a 401; default true when a token was sent. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function isFlat(body: object): boolean {
  return Object.values(body).every((v) => v === null || typeof v !== 'object');
}

function buildUrl(base: ApiBase, path: string, query: object | undefined): string {
  const root = config.bases[base];
  const url = /^https?:\/\//.test(path) ? path : root + path.replace(/^\//, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, Scalar][]) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** Performs one call and resolves with the parsed JSON body; rejects with an ApiError. */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  const token = config.getToken();
  const auth = options.auth ?? (token ? 'body' : 'none');
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const country = config.getCountry();
  if (country) headers['X-Country'] = country;

  const query = options.query;
  let body: BodyInit | undefined;
  const sendsToken = auth !== 'none' && !!token;
  if (sendsToken) headers.Authorization = `Bearer ${token}`;

  if (method !== 'GET' && method !== 'DELETE') {
    const payload: Record<string, unknown> = { ...options.body };
    if (auth === 'body' && token && payload.token === undefined) payload.token = token;
    const encoding = options.encoding ?? (isFlat(payload) ? 'form' : 'json');
    if (encoding === 'form') {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(payload)) {
        if (value !== undefined && value !== null) {
          form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
        }
      }
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = form.toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
  }

  const url = buildUrl(options.base ?? 'base', path, query);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (cause) {
    if ((cause as { name?: string }).name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const error = new ApiError(
      errorMessageOf(parsed),
      response.status,
      parsed,
      errorCodeOf(parsed),
    );
    // Spec 02 §8: every failed response with a status is reported, then still rejected.
    track({ event: 'http_error', status: response.status, path: url.split('?')[0] });
    if (response.status === 401 && sendsToken && options.handleUnauthorized !== false) {
      config.onUnauthorized(error);
    }
    throw error;
  }
  return parsed as T;
}

/** Shorthands for the common verbs. */
export const api = {
  /** A contract endpoint (preferred): `api.call(endpoints.placeBet, { body })`. */
  call: callEndpoint,
  get<T = unknown>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'GET' });
  },
  post<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
  ) {
    return apiRequest<T>(path, { ...options, method: 'POST', body });
  },
  patch<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
  ) {
    return apiRequest<T>(path, { ...options, method: 'PATCH', body });
  },
  delete<T = unknown>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) {
    return apiRequest<T>(path, { ...options, method: 'DELETE' });
  },
};

/**
 * Which configured base serves a contract path, and the path below it: the country
 * configuration may move the v2 and live APIs to other hosts (spec 02 §4.1).
 */
function basedPath(path: string): { base: ApiBase; rest: string } {
  if (path.startsWith('/api/v2/')) return { base: 'v2', rest: path.slice('/api/v2/'.length) };
  if (path.startsWith('/api/live/')) return { base: 'live', rest: path.slice('/api/live/'.length) };
  if (path.startsWith('/api/')) return { base: 'base', rest: path.slice('/api/'.length) };
  return { base: 'root', rest: path.slice(1) };
}

/** What a call of an endpoint sends: path parameters, query and body as its schemas take them. */
export type EndpointInput<E extends Endpoint> = (E extends { params: object }
  ? { params: EndpointParams<E> }
  : { params?: undefined }) &
  (E extends { query: object } ? { query?: EndpointQuery<E> } : { query?: undefined }) &
  (E extends { body: object } ? { body?: EndpointBody<E> } : { body?: undefined });

/**
 * Calls a contract endpoint: its method, its path under the configured base, and an answer
 * typed by its response schema. Rejects with an ApiError as apiRequest does.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<ApiRequestOptions, 'method' | 'body' | 'query' | 'base'> = {},
): Promise<EndpointResponse<E>> {
  const { base, rest } = basedPath(endpoint.path);
  return apiRequest<EndpointResponse<E>>(endpointPath(rest, input.params ?? {}), {
    ...options,
    method: endpoint.method,
    base,
    query: input.query ?? undefined,
    body: endpoint.method === 'GET' ? undefined : (input.body ?? {}),
  });
}
