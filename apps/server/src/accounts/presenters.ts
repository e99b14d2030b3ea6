import type { User } from '@shangwe/contract';
import { toMajor, type Cents } from '@shangwe/domain';
import type { Balances } from '../wallet/ledger';
import type { KycStatus } from '../auth/session';

/** The user as the client stores it (spec 01 §3): amounts in major units. */
export function presentUser(
  profile: {
    id: number;
    mobile: string;
    country: string;
    kyc_status: KycStatus;
    kyc_reason?: string | null;
    language?: string | null;
  },
  balances: Balances,
  currency: string,
): User {
  return {
    id: profile.id,
    mobile: profile.mobile,
    balance: toMajor(balances.cashCents as Cents),
    bonus: toMajor(balances.bonusCents as Cents),
    points: toMajor(balances.pointsCents as Cents),
    has_kyc: profile.kyc_status === '1' || profile.kyc_status === '2',
    // A rejection's reason is the bettor's to read (their account and KYC screens show it).
    kyc:
      profile.kyc_status === '3' && profile.kyc_reason
        ? { status: profile.kyc_status, reason: profile.kyc_reason }
        : { status: profile.kyc_status },
    country: profile.country,
    currency,
    ...(profile.language === 'en' || profile.language === 'sw'
      ? { language: profile.language }
      : {}),
  };
}
