import { z } from 'zod';

/**
 * How request fields are read, whether a form posted them (every value a string, arrays as a
 * JSON string) or a JSON client sent them: declared once, used by every resource's schemas.
 */

/** A blank form field ('' or null) counts as absent. */
export const emptyToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value;

/** Forms send arrays and objects as a JSON string; JSON clients send the value itself. */
export const fromJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** An array sent as itself or as a JSON string. */
export const jsonArray = <T extends z.ZodType>(item: T) => fromJson(z.array(item));

/** A number sent as a number or a numeric string. */
export const numericInput = (label: string, message = `${label} must be a number`) =>
  z
    .preprocess(
      emptyToUndefined,
      z.union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d+(\.\d+)?$/, message),
        ],
        { error: message },
      ),
    )
    .transform((value) => Number(value))
    // 400 digits are a numeric string too, and Number() makes them Infinity.
    .refine(Number.isFinite, message);

/** A positive whole id sent as a number or a string of digits. */
export const idInput = (label: string) =>
  z
    .preprocess(
      emptyToUndefined,
      z.union(
        [z.number().int(), z.string().trim().regex(/^\d+$/, `${label} must be a whole number`)],
        {
          error: `${label} is required`,
        },
      ),
    )
    .transform((value) => Number(value))
    .refine(
      (value) => value > 0 && Number.isSafeInteger(value),
      `${label} must be a positive whole number`,
    );

/** Largest value of a 32-bit integer column (market types, seasons): a larger id names nothing. */
const INT32_MAX = 2_147_483_647;

/** A positive whole id stored as a 32-bit integer. */
export const int32IdInput = (label: string) =>
  idInput(label).refine((value) => value <= INT32_MAX, `${label} must be a positive whole number`);

/** An id that may be left out (or blank). */
export const optionalIdInput = (label: string) =>
  z.preprocess(emptyToUndefined, idInput(label).optional());

/** A number that may be left out (or blank). */
export const optionalNumericInput = (label: string) =>
  z.preprocess(emptyToUndefined, numericInput(label).optional());

/** Free text of at most 200 characters that may be left out; numbers are taken as text. */
export const optionalText = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : String(v)),
  z.string().max(200).optional(),
);

/** Text of at most `max` characters; absent is the empty string. */
export const textInput = (max: number) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : String(v)), z.string().max(max));

/** A yes/no field: true, 'true' or '1' (and 1) are yes; absent or blank is no. */
export const flag = z
  .preprocess((v) => {
    if (v === undefined || v === null || v === '') return false;
    if (typeof v === 'string') return v === '1' || v.toLowerCase() === 'true';
    if (typeof v === 'number') return v === 1;
    return v;
  }, z.boolean())
  .default(false);

/** Alternative to the Idempotency-Key header of a call that moves money. */
export const idempotencyKeyInput = z.preprocess(
  emptyToUndefined,
  z.string().min(8).max(100).optional(),
);
