import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses input with a contract schema; the first problem becomes a 400 with a clear message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  // Schemas written with spec texts carry them as the message; say the field only otherwise.
  const message = issue?.message ?? 'Invalid request';
  throw badRequest(
    message.includes(' ') && /^[A-Z]/.test(message) ? message : where + message,
    'VALIDATION_FAILED',
    {
      field: issue?.path.join('.') ?? null,
    },
  );
}
