import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Deepest nesting of arrays and objects a request may carry. The deepest real call (a betslip
 * of picks inside a JSON body) is 3 levels; 32 leaves room without letting a 5,000-level array
 * reach code that recurses (String(), zod, the database driver) and overflows the stack.
 */
export const MAX_NESTING_DEPTH = 32;

export const REQUEST_GUARD_MESSAGES = {
  invalidCharacter: 'The request contains an invalid character.',
  nestedTooDeeply: 'The request is nested too deeply.',
  repeatedParameter: (name: string) => `The parameter '${name}' was given more than once.`,
} as const;

const nestedTooDeeply = () => badRequest(REQUEST_GUARD_MESSAGES.nestedTooDeeply, 'NESTED_TOO_DEEP');
const invalidCharacter = () =>
  badRequest(REQUEST_GUARD_MESSAGES.invalidCharacter, 'INVALID_CHARACTER');

/**
 * Throws when JSON text nests deeper than {@link MAX_NESTING_DEPTH}. A single pass over the
 * text, before JSON.parse builds anything, so a deep body costs no more than its length.
 */
export function assertJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_NESTING_DEPTH) throw nestedTooDeeply();
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
}

/**
 * Throws when any string (value or key) of a parsed input holds a NUL character, which
 * PostgreSQL text cannot store, or when it nests too deeply. Walks with an explicit stack (two
 * parallel arrays, no object per node: it runs on every request's body).
 */
export function assertCleanInput(input: unknown): void {
  const values: unknown[] = [input];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw invalidCharacter();
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_NESTING_DEPTH) throw nestedTooDeeply();
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (key.includes('\u0000')) throw invalidCharacter();
        values.push(record[key]);
        depths.push(depth + 1);
      }
    }
  }
}

/**
 * Throws when a query string or form field was sent more than once (`?mobile=1&mobile=2`
 * arrives as an array): no call of this API takes a list that way, lists are comma-separated.
 */
export function assertSingleValues(fields: unknown): void {
  if (fields === null || typeof fields !== 'object') return;
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      throw badRequest(
        REQUEST_GUARD_MESSAGES.repeatedParameter(name.slice(0, 40)),
        'REPEATED_PARAMETER',
      );
    }
  }
}

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().includes('x-www-form-urlencoded');

/**
 * Refuses malformed input at the edge with a 400, before any route sees it: NUL characters,
 * nesting deeper than {@link MAX_NESTING_DEPTH}, repeated query or form parameters. Called on
 * the root instance so it covers every route.
 */
export function installRequestGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      assertJsonDepth(body as string);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    assertCleanInput(request.params);
    assertCleanInput(request.query);
    assertSingleValues(request.query);
    assertCleanInput(request.body);
    if (isForm(request)) assertSingleValues(request.body);
  });
}
