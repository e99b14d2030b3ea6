import {
  errorCodes,
  INVALID_BODY_MESSAGE,
  INVALID_QUERY_MESSAGE,
  MALFORMED_ID_ANSWERS,
  namesFieldOrSchema,
} from '@shangwe/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from './errors';

/** Which part of a request a schema reads; the route is its contract path. */
export interface InputPlace {
  part: 'params' | 'query' | 'body';
  route?: string;
  /** The raw input, to tell a missing id (400: nothing was asked for) from a malformed one. */
  raw?: unknown;
}

const given = (raw: unknown, field: string): boolean => {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = (raw as Record<string, unknown>)[field];
  return value !== undefined && value !== '';
};

/**
 * The answer a schema's first problem becomes, in words a bettor may read: never a field name
 * nor zod's wording (the JSON `field` still names the field, for the client). A malformed id of
 * a resource in the path or query is that resource's 404 ('Bet not found'), as an unknown one.
 */
export function validationError(
  error: z.ZodError,
  place: InputPlace = { part: 'body' },
): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const inLink = place.part !== 'body';
  const notFoundCode =
    inLink && place.route ? MALFORMED_ID_ANSWERS[place.route]?.[field] : undefined;
  if (notFoundCode && given(place.raw, field)) {
    return new HttpError(404, notFoundCode, errorCodes[notFoundCode].message);
  }
  // Schemas written with spec or product texts carry them as the message; pass those on.
  const message = issue?.message ?? '';
  const fit = message !== '' && !namesFieldOrSchema(message, field, inLink);
  const fallback = inLink ? INVALID_QUERY_MESSAGE : INVALID_BODY_MESSAGE;
  return badRequest(fit ? message : fallback, 'VALIDATION_FAILED', { field: field || null });
}

/** Parses input with a contract schema; the first problem becomes a 400 with a clear message. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  place?: InputPlace,
): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error, place);
}

/** Contract routes carry zod schemas only; anything else is a wiring mistake caught at startup. */
export function asZod(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError('A contract route was given a schema that is not a zod schema');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fastify's validator for contract routes: the same parse and the same 400 as `parseInput`
 * (Fastify hands an Error result to the error handler as it is). The parsed value replaces the
 * request part, on top of the raw one: fields the schema does not name (`token`,
 * `idempotency_key`) are still read by the session and idempotency layers.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = ({
  schema,
  url,
  httpPart,
}) => {
  // Compiled once per route: zod generates a parser for the schema that runs several times
  // faster than walking it, and hands any input it would refuse to the ordinary parser, so a
  // refusal carries the same issues (and the same 400) as before.
  const zod = z.compile(asZod(schema));
  const part = httpPart === 'params' ? 'params' : httpPart === 'querystring' ? 'query' : 'body';
  return (data) => {
    const result = zod.safeParse(data ?? {});
    if (!result.success)
      return { error: validationError(result.error, { part, route: url, raw: data }) };
    return {
      value: isRecord(data) && isRecord(result.data) ? { ...data, ...result.data } : result.data,
    };
  };
};
