import type { Endpoint } from '@shangwe/contract';
import { z } from 'zod';

/**
 * Requests generated from an endpoint's own schemas, for the fuzz test: a plausible request
 * (each field given a value of its declared type, ids the test's real ones), then that request
 * with one field at a time missing, of the wrong type, far too long, or holding one of the
 * hostile numbers of the outside probe (issue 26).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
};

/** The numbers and numeric strings that answered 500 somewhere before issue 26. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  1e15,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '12345678901234567890123456',
  0.001,
  5e-324,
  '9'.repeat(5000),
];

/** Values of the wrong type or size for any field. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  { a: { b: [] } },
  -1,
  'NaN',
  'x'.repeat(100_000),
  '\u0000',
];

const asJsonSchema = (schema: z.ZodType): JsonSchema | null => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
};

/** The alternatives of a schema (a preprocess or union reads as anyOf). */
const alternatives = (s: JsonSchema): JsonSchema[] => [
  s,
  ...(s.anyOf ?? []).flatMap(alternatives),
  ...(s.oneOf ?? []).flatMap(alternatives),
  ...(s.allOf ?? []).flatMap(alternatives),
];

/** A value of the schema's type; `known` gives real values by field name (ids of test data). */
function plausible(
  s: JsonSchema,
  name: string,
  known: Readonly<Record<string, unknown>>,
  depth = 0,
): unknown {
  if (name in known) return known[name];
  const all = alternatives(s);
  const pick = all.find((a) => a.const !== undefined || a.enum || a.type) ?? s;
  if (pick.const !== undefined) return pick.const;
  if (pick.enum?.length) return pick.enum[0];
  if (pick.default !== undefined) return pick.default;
  const type = Array.isArray(pick.type) ? pick.type[0] : pick.type;
  switch (type) {
    case 'number':
    case 'integer':
      return 10;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 || !pick.items ? [] : [plausible(pick.items, name, known, depth + 1)];
    case 'object':
      return depth > 3 ? {} : objectOf(pick, known, depth + 1);
    case 'null':
      return null;
    default:
      return /amount|stake|odd|win/i.test(name) ? '10' : 'abc';
  }
}

function objectOf(s: JsonSchema, known: Readonly<Record<string, unknown>>, depth = 0) {
  const out: Record<string, unknown> = {};
  const props = alternatives(s).find((a) => a.properties)?.properties ?? {};
  for (const [key, prop] of Object.entries(props)) out[key] = plausible(prop, key, known, depth);
  return out;
}

/** The top-level fields of a request part and a plausible value of each. */
export function plausibleInput(
  schema: z.ZodType | undefined,
  known: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (!schema) return {};
  const json = asJsonSchema(schema);
  return json ? objectOf(json, known) : {};
}

/** The part of a request a variation changes. */
export type Part = 'params' | 'query' | 'body';

export interface Variation {
  part: Part;
  field: string;
  /** A key of the first item of an array field (a betslip's pick) instead of the field. */
  item?: string;
  /** `undefined` removes the field. */
  value: unknown;
}

/**
 * For one endpoint, every field of every part: missing, each hostile number, each wrong type;
 * plus the plausible request itself (an empty variation).
 */
export function variationsOf(
  e: Endpoint,
  base: Readonly<Record<Part, Record<string, unknown>>>,
): (Variation | null)[] {
  const out: (Variation | null)[] = [null];
  for (const part of ['params', 'query', 'body'] as const) {
    for (const field of Object.keys(base[part])) {
      out.push({ part, field, value: undefined });
      for (const value of [...HOSTILE_NUMBERS, ...HOSTILE_VALUES]) out.push({ part, field, value });
      // Inside a list of objects (picks), each key of the first item gets the hostile numbers.
      const first: unknown = Array.isArray(base[part][field]) ? base[part][field][0] : undefined;
      if (typeof first === 'object' && first !== null && !Array.isArray(first))
        for (const item of Object.keys(first))
          for (const value of HOSTILE_NUMBERS) out.push({ part, field, item, value });
    }
  }
  // A body the schema does not describe at all (an endpoint without fields still gets input).
  if (e.method !== 'GET' && e.method !== 'DELETE' && Object.keys(base.body).length === 0) {
    for (const value of HOSTILE_NUMBERS) out.push({ part: 'body', field: 'amount', value });
  }
  return out;
}

/** A field's value as a form or a query string carries it (arrays and objects as JSON text). */
export const asFormValue = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Form (or query) text of an object. */
export const formOf = (input: Record<string, unknown>): string =>
  Object.entries(input)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(asFormValue(v))}`)
    .join('&');
