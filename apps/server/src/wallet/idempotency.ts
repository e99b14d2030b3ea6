import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { badRequest, conflict, DomainError } from '../platform/errors';
import { isUniqueViolation } from '../db/errors';
import type { SqlParam } from './ledger-sql';

/** What a money-moving call answers; stored with its key so a retry answers the same. */
export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** What a request carries a key in: its headers and its parsed body. */
export interface KeyCarrier {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/**
 * Reads an idempotency key from the `Idempotency-Key` header or the body field
 * `idempotency_key`. Returns undefined when the client sent none; a malformed one is a 400.
 */
export function idempotencyKeyFrom(request: KeyCarrier): string | undefined {
  const header = request.headers['idempotency-key'];
  const fromBody = (request.body as Record<string, unknown> | undefined)?.idempotency_key;
  const raw =
    (Array.isArray(header) ? header[0] : header) ??
    (typeof fromBody === 'string' ? fromBody : undefined);
  if (raw === undefined || raw === '') return undefined;
  if (!KEY_PATTERN.test(raw)) {
    throw badRequest(
      'Idempotency key must be 8 to 128 letters, digits or the characters _ . : -',
      'INVALID_IDEMPOTENCY_KEY',
    );
  }
  return raw;
}

/**
 * The key of a bettor's money-moving call (a bet, a cash-out, a cancellation, a deposit, a
 * withdrawal): required, so a retry of a lost answer can never move the money twice. The web
 * client generates one per attempt and reuses it on its automatic retries.
 */
export function requireIdempotencyKey(key: string | undefined): string {
  if (key === undefined) throw new DomainError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** A stable hash of a request's meaningful fields (key order does not matter). */
export function hashRequest(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('hex');
}

/**
 * JSON with object keys sorted and undefined fields left out. Every placement hashes its body,
 * so this builds one string in plain loops (no entry pairs, no intermediate arrays to join);
 * the text, and so every stored hash, is the same as a sort of Object.entries would give.
 */
function stableJson(value: unknown): string {
  // JSON.stringify's text for numbers and booleans, without its call.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + stableJson(value[i]);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort compares UTF-16 code units, as `<` on strings does.
  const keys = Object.keys(record).sort();
  let text = '{';
  for (const key of keys) {
    const field = record[key];
    if (field === undefined) continue;
    text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${stableJson(field)}`;
  }
  return `${text}}`;
}

/**
 * Runs a money-moving action at most once per (scope, key). `fn` runs inside one database
 * transaction together with the key's row, so either both the movement and the stored answer
 * commit, or neither does. A retry (even a concurrent one: it waits on the key's row) gets the
 * stored answer with `replayed: true` and moves nothing. Reusing a key for a different request
 * (other `requestHash`) is a 409. Without a key nothing runs: the call is refused with
 * IDEMPOTENCY_KEY_REQUIRED (every money-moving call of a bettor carries one). Errors thrown by `fn` roll everything back and are not stored, so a retry after
 * an error runs again.
 *
 * Scope the key by caller and user, e.g. `bet:${profileId}`, so keys of two users never meet.
 */
export async function withIdempotency<T>(
  ctx: Pick<AppContext, 'db'>,
  scope: string,
  key: string | undefined,
  requestHash: string,
  fn: (tx: Queryable) => Promise<IdempotentResult<T>>,
): Promise<IdempotentResult<T> & { replayed: boolean }> {
  const required = requireIdempotencyKey(key);
  return ctx.db.transaction(async (tx) => {
    // On PostgreSQL a concurrent insert of the same key blocks here until the first one
    // commits (then we replay it) or rolls back (then we go ahead).
    const inserted = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, required, requestHash],
    );
    if (inserted.rowCount === 0) return replayStored<T>(tx, scope, required, requestHash);
    const result = await fn(tx);
    await tx.query(
      'UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE scope = $1 AND key = $2',
      [scope, required, result.statusCode, JSON.stringify(result.body)],
    );
    return { ...result, replayed: false };
  });
}

/** A row of idempotency_keys: the request it was used for and, once finished, its answer. */
export interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/**
 * SQL of one value: the row stored under a key, as a JSON StoredAnswer (NULL when none), for
 * callers that read it in one of their own statements (parse it with parseStoredAnswer).
 */
export function storedAnswerSql(param: SqlParam, scope: string, key: string): string {
  return `(SELECT json_build_object('request_hash', request_hash, 'status_code', status_code,
      'response', response)
     FROM idempotency_keys WHERE scope = ${param(scope)} AND key = ${param(key)})`;
}

/** Whether a database error says the key was already stored (a concurrent twin committed first). */
export function isKeyAlreadyStored(error: unknown): boolean {
  return isUniqueViolation(error, 'idempotency_keys_pkey');
}

/**
 * The body of a CTE storing a finished answer under a key, for a caller that writes its rows
 * and the answer in one statement: one row per row of `from` (none: nothing stored), none when
 * `key` is null. `response` is an SQL jsonb expression over `from`. A key already stored makes
 * the whole statement fail (see isKeyAlreadyStored).
 */
export function storeAnswerSql(
  param: SqlParam,
  answer: { scope: string; key: string | null; requestHash: string; statusCode: number },
  response: { sql: string; from: string },
): string {
  const key = param(answer.key);
  return `INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
     SELECT ${param(answer.scope)}, ${key}, ${param(answer.requestHash)}, ${param(answer.statusCode)},
            ${response.sql}
       FROM ${response.from}
      WHERE ${key}::text IS NOT NULL`;
}

/** A stored answer as a driver returns a json column (PGlite may hand over the text). */
export function parseStoredAnswer(
  raw: StoredAnswer | string | null | undefined,
): StoredAnswer | null {
  return typeof raw === 'string' ? (JSON.parse(raw) as StoredAnswer) : (raw ?? null);
}

/** The row stored under a key, if any. */
export async function findStoredAnswer(
  db: Queryable,
  scope: string,
  key: string,
): Promise<StoredAnswer | null> {
  const { rows } = await db.query<StoredAnswer>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  return rows[0] ?? null;
}

/**
 * The answer to replay from a stored row: the stored answer, or a 409 when the key was used
 * for a different request or its request has not finished.
 */
export function replayAnswer<T>(
  stored: StoredAnswer | null,
  requestHash: string,
): IdempotentResult<T> & { replayed: true } {
  if (!stored || stored.status_code === null)
    throw conflict(
      'The request with this idempotency key is still being processed',
      'IDEMPOTENCY_IN_PROGRESS',
    );
  if (stored.request_hash !== requestHash) {
    throw conflict(
      'This idempotency key was already used for a different request',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  return { statusCode: stored.status_code, body: stored.response as T, replayed: true };
}

/** The answer stored under a key that was already claimed (a retry): see replayAnswer. */
export async function replayStored<T>(
  tx: Queryable,
  scope: string,
  key: string,
  requestHash: string,
): Promise<IdempotentResult<T> & { replayed: true }> {
  return replayAnswer<T>(await findStoredAnswer(tx, scope, key), requestHash);
}
