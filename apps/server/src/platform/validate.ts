import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/** The 400 a schema's first problem becomes, with a clear message and the field it concerns. */
export function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  // Schemas written with spec texts carry them as the message; say the field only otherwise.
  const message = issue?.message ?? 'Invalid request';
  return badRequest(
    message.includes(' ') && /^[A-Z]/.test(message) ? message : where + message,
    'VALIDATION_FAILED',
    {
      field: issue?.path.join('.') ?? null,
    },
  );
}

/** Parses input with a contract schema; the first problem becomes a 400 with a clear message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error);
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
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const zod = asZod(schema);
  return (data) => {
    const result = zod.safeParse(data ?? {});
    if (!result.success) return { error: validationError(result.error) };
    return {
      value: isRecord(data) && isRecord(result.data) ? { ...data, ...result.data } : result.data,
    };
  };
};
