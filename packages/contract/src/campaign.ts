import { z } from 'zod';
import { endpoint } from './endpoint';
import { userInfoResponseSchema } from './countries';

/**
 * Campaign attribution and the analytics client (spec 01 §7): `POST {campaign}/hoid` records the
 * campaign a bettor arrived from (`hoid`, from the landing link) against their profile, and the
 * user-info POST ties the browser's analytics client id to the visit (and the bettor, when
 * logged in), so the server can join its own records with the tag manager's.
 */

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9._:-]+$/, `${name} may hold letters, digits and . _ : - only`);

/** POST /api/campaign/hoid body (profile_id, platform_id, hoid). */
export const campaignHoidBodySchema = z.object({
  hoid: text('hoid', 64),
  /** The bettor's profile; when sent it must be the session's own. */
  profile_id: z.coerce.number().int().positive().optional(),
  /** The platform the bettor came through (the web app sends MOBILE_WEB). */
  platform_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(text('platform_id', 32))
    .optional(),
});
export type CampaignHoidBody = z.infer<typeof campaignHoidBodySchema>;

export const campaignHoidResponseSchema = z.object({ status: z.literal('ok') });

/** POST /api/userinfo body: the analytics client id of this browser. */
export const userInfoPostBodySchema = z.object({ client_id: text('client_id', 100) });
export type UserInfoPostBody = z.infer<typeof userInfoPostBodySchema>;

/** Campaign and user-info calls, merged into `endpoints`. */
export const campaignEndpoints = {
  campaignHoid: endpoint({
    method: 'POST',
    path: '/api/campaign/hoid',
    body: campaignHoidBodySchema,
    response: { 200: campaignHoidResponseSchema },
  }),
  userInfoPost: endpoint({
    method: 'POST',
    path: '/api/userinfo',
    body: userInfoPostBodySchema,
    response: { 200: userInfoResponseSchema },
  }),
};
