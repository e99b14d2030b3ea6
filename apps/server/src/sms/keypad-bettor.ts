import { randomBytes } from 'node:crypto';
import {
  COUNTRY_CODES,
  getCountryConfig,
  normalizePhone,
  validateLoginPhone,
  type CountryConfig,
} from '@shangwe/domain';
import {
  findProfileByMobile,
  insertProfile,
  markVerified,
  type ProfileRow,
} from '../accounts/accounts-repository';
import { hashPassword } from '../accounts/password';
import {
  createSession,
  requireTokenSession,
  revokeSession,
  type SessionUser,
} from '../auth/session';
import type { AppContext } from '../platform/context';
import { openUserAccounts } from '../wallet/ledger';

/**
 * The phone a gateway reports ('+254712345678') in our stored form, with its country: the
 * bettor's country is the one whose prefix the number carries and whose login forms accept it.
 */
export function keypadPhone(raw: string): { mobile: string; config: CountryConfig } | null {
  const digits = raw.replace(/\D/g, '');
  for (const code of COUNTRY_CODES) {
    const config = getCountryConfig(code);
    if (!digits.startsWith(config.mobilePrefix)) continue;
    const mobile = normalizePhone(digits, config);
    if (mobile && validateLoginPhone(mobile, config).ok) return { mobile, config };
  }
  return null;
}

/** The bettor behind a phone, or null before JOIN. */
export function keypadBettor(ctx: AppContext, mobile: string): Promise<ProfileRow | null> {
  return findProfileByMobile(ctx.db, mobile);
}

/**
 * JOIN: opens an account for the phone that sent it. The gateway vouches for the number (the
 * message came from it), so the account is verified at once; its password is random and
 * unknown: a bettor who later wants the web sets one with 'Forgot password' (a code to this
 * phone). `dateOfBirth` (YYYY-MM-DD) must already be judged 18+ (keypadDateOfBirth), as the
 * web's registration judges it. Returns null when the phone already has an account.
 */
export async function joinByPhone(
  ctx: AppContext,
  mobile: string,
  config: CountryConfig,
  src: 'sms' | 'ussd',
  dateOfBirth: string,
): Promise<number | null> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const profileId = await insertProfile(tx, {
      mobile,
      country: config.code,
      passwordHash,
      src,
      affiliateId: null,
      affiliateTag: null,
      shareCode: null,
      dateOfBirth,
      now,
    });
    if (profileId === null) return null;
    await openUserAccounts(tx, profileId);
    await markVerified(tx, profileId, now);
    return profileId;
  });
  if (id !== null)
    ctx.metrics
      .counter('signups_total', 'Accounts registered', ['country'])
      .inc({ country: config.code });
  return id;
}

/**
 * Runs `fn` as the bettor, with a session of its own that ends when `fn` does: every wager,
 * deposit and withdrawal then goes through the same calls, session checks and limits as the
 * web's, and no long-lived token exists for a phone channel.
 */
export async function asBettor<T>(
  ctx: AppContext,
  profile: ProfileRow,
  channel: 'sms' | 'ussd',
  fn: (user: SessionUser) => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  const { token } = await createSession(ctx.db, {
    profileId: profile.id,
    remember: false,
    now,
    userAgent: channel,
  });
  try {
    // Read back as every web request reads its session: the same bettor fields, including
    // whether the responsible-gambling check guards this bettor (rgGuarded).
    const user = await requireTokenSession(ctx, token, now);
    return await fn(user);
  } finally {
    await revokeSession(ctx.db, token, ctx.now());
  }
}
