import { PRODUCT } from '@shangwe/domain';
import { z } from 'zod';
import { slipPickSchema } from './betting';
import { SHARE_PRODUCT_TYPES } from './vocabulary';
import { emptyToUndefined, fromJson, idInput, int32IdInput, textInput } from './form-input';

/** Share codes (spec 01 §7 share/encode, share/decode; spec 02 §2.2 /share/{shareCode}). */

export const shareProductTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
  z.enum(SHARE_PRODUCT_TYPES).default(PRODUCT.normal),
);

/** One pick of POST /api/v2/share/encode, the spec's fields. */
export const shareLegInputSchema = z.object({
  odd_key: z.preprocess(
    (v) => (v === undefined || v === null ? v : String(v)),
    z.string().min(1, 'odd_key is required').max(100),
  ),
  outcome_id: textInput(100),
  special_bet_value: textInput(100),
  parent_match_id: idInput('parent_match_id'),
  sub_type_id: int32IdInput('sub_type_id'),
  has_parent: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
  parent_code: textInput(20),
});
export type ShareLegInput = z.infer<typeof shareLegInputSchema>;

export const shareEncodeBodySchema = z
  .object({
    profile_id: z.preprocess(emptyToUndefined, idInput('profile_id').optional()),
    bet_id: z.preprocess(emptyToUndefined, idInput('bet_id').optional()),
    token: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    src: z.preprocess(emptyToUndefined, z.string().max(50).optional()),
    product_type: shareProductTypeSchema,
    betslip: z.preprocess(
      emptyToUndefined,
      fromJson(
        z.array(shareLegInputSchema).max(40, 'Maximum number of bets reached (40)'),
      ).optional(),
    ),
  })
  .refine(
    (body) => body.bet_id !== undefined || (body.betslip !== undefined && body.betslip.length > 0),
    { message: 'Add at least one pick to share a betslip', path: ['betslip'] },
  );
export type ShareEncodeBody = z.infer<typeof shareEncodeBodySchema>;

export const socialUrlsSchema = z.object({
  whatsapp: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  x: z.string(),
  telegram: z.string(),
});
export type SocialUrls = z.infer<typeof socialUrlsSchema>;

export const shareEncodeResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  link: z.string(),
  meta: z.object({ social_urls: socialUrlsSchema, product_type: z.string() }),
});
export type ShareEncodeResponse = z.infer<typeof shareEncodeResponseSchema>;

/** Share codes: 7 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHARE_CODE_LENGTH = 7;

export const shareDecodeQuerySchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: 'Please enter a code' })
      .min(1, 'Please enter a code')
      .max(32, 'Betslip code not found'),
  ),
  src: z.preprocess(emptyToUndefined, z.string().max(50).optional()),
});
export type ShareDecodeQuery = z.infer<typeof shareDecodeQuerySchema>;

export const shareDecodeResponseSchema = z.object({
  message: z.string(),
  data: z.array(slipPickSchema),
  dropped: z.array(
    z.object({
      parent_match_id: z.number(),
      sub_type_id: z.number(),
      bet_pick: z.string(),
      match: z.string(),
      reason: z.string(),
    }),
  ),
  meta: z.object({ product_type: z.string(), code: z.string() }),
});
export type ShareDecodeResponse = z.infer<typeof shareDecodeResponseSchema>;
