import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API: where it lives, what it takes and what it answers per status. The
 * server registers its routes from these and the web client is typed by them, so neither
 * side can drift from the other without a type error or a failing contract test.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The server path, with `:name` parameters. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Success answers by status; error answers are the shared error body. */
  readonly response: { readonly [status: number]: z.ZodType };
  /** Answered for a logged-in bettor only (a session token is required). */
  readonly auth?: boolean;
}

/** Declares one endpoint, keeping its literal types (path, schemas) for the server and the web. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/**
 * A call that takes a wager: every product places through the same pipeline, so every placement
 * is a POST of the product's body by a logged-in bettor, answered 201 or 200 with its answer.
 */
export const placementEndpoint = <const P extends string, B extends z.ZodType, A extends z.ZodType>(
  path: P,
  body: B,
  answer: A,
) => endpoint({ method: 'POST', path, body, response: { 200: answer, 201: answer }, auth: true });
