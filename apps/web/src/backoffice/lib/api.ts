/**
 * The back office's one HTTP client: typed by the contract's endpoint table
 * (@shangwe/contract/backoffice), sends the staff session token, turns error answers into
 * BoApiError with the server's message (never a stack or a schema dump).
 */
import type { BoEndpoint } from '@shangwe/contract/backoffice';
import type { z } from 'zod';

/** Fills `:name` parameters of a path (the contract's index is not pulled in for this). */
const endpointPath = (path: string, params: Record<string, string>) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const TOKEN_KEY = 'shangwe.bo.token';

/** The session token lives in sessionStorage: closing the tab ends the back-office session. */
export const sessionToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class BoApiError extends Error {
  override readonly name = 'BoApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

type Input<E extends BoEndpoint, K extends 'params' | 'query' | 'body'> = E extends {
  readonly [P in K]: infer S;
}
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : never;

type Output<E extends BoEndpoint> = {
  [S in keyof E['response']]: E['response'][S] extends z.ZodType
    ? z.output<E['response'][S]>
    : never;
}[keyof E['response']];

export interface BoCall<E extends BoEndpoint> {
  params?: Input<E, 'params'>;
  query?: Input<E, 'query'>;
  body?: Input<E, 'body'>;
}

/** Listeners told when the server says the session is over (the shell goes to the login). */
const expiredListeners = new Set<() => void>();
export const onSessionExpired = (listener: () => void) => {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
};

/** Calls one back-office endpoint. */
export async function boRequest<E extends BoEndpoint>(
  endpoint: E,
  call: BoCall<E> = {},
): Promise<Output<E>> {
  let url = endpointPath(endpoint.path, (call.params ?? {}) as Record<string, string>);
  if (call.query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  const token = sessionToken.get();
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        ...(call.body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
    });
  } catch {
    throw new BoApiError(
      'The server cannot be reached. Check the connection and try again',
      0,
      undefined,
    );
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok) {
    const code = body?.error?.code;
    if (response.status === 401 && endpoint.staff !== 'public' && endpoint.staff !== 'pending') {
      sessionToken.clear();
      for (const listener of expiredListeners) listener();
    }
    throw new BoApiError(
      body?.message ?? 'An error occurred. Please try again',
      response.status,
      code,
    );
  }
  return body as Output<E>;
}
