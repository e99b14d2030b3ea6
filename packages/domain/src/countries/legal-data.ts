import type { LegalSection } from './country-config';

/** What differs between countries in the legal document. */
export interface LegalFacts {
  countryName: string;
  operator: string;
  regulator: string;
  licence: string;
  currency: string;
  taxText: string;
  supportEmail: string;
  supportNumber: string;
  accaBonusProductName: string;
  maximumPossibleWin: string;
}

/**
 * The terms document (routes /legal/{category}/{sub}/{mini}), three levels deep. Written once
 * and filled with each country's facts so that all three countries stay consistent.
 */
export function buildLegalData(f: LegalFacts): readonly LegalSection[] {
  return [
    {
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      content: [
        `These terms govern your use of Shangwe in ${f.countryName}, operated by ${f.operator} under licence ${f.licence} issued by the ${f.regulator}.`,
        'By registering an account or placing a bet you confirm that you have read, understood and accepted these terms. We may amend them; the version published here at the time a bet is placed applies to that bet.',
      ],
      children: [
        {
          slug: 'account',
          title: 'Your Account',
          content: [
            'One account is allowed per person, per mobile number and per device. Accounts are personal and may not be transferred, sold or used by anyone else.',
          ],
          children: [
            {
              slug: 'registration',
              title: 'Registration',
              content: [
                `You must be 18 years or older and resident in ${f.countryName} to register. You register with your own mobile number; the number is your login and the wallet to which deposits and withdrawals are paid.`,
                'We may ask you at any time to prove your age and identity. Until you do, we may suspend betting, deposits or withdrawals on the account.',
              ],
            },
            {
              slug: 'verification',
              title: 'Identity Verification',
              content: [
                'Where the law requires it, you must provide your official name, date of birth and an identity document before you can view transactions or withdraw. The details must match those registered with your mobile money provider.',
              ],
            },
            {
              slug: 'closure',
              title: 'Closing Your Account',
              content: [
                `You may close your account at any time by writing to ${f.supportEmail}. Any withdrawable balance is paid to your registered mobile number, less any tax required by law.`,
              ],
            },
          ],
        },
        {
          slug: 'betting-rules',
          title: 'Betting Rules',
          content: [
            `All stakes and winnings are in ${f.currency}. A bet is accepted only when it is confirmed by our system and shown in My Bets with a bet ID.`,
          ],
          children: [
            {
              slug: 'odds-and-limits',
              title: 'Odds and Limits',
              content: [
                'Odds may change until a bet is accepted. If an odd on your betslip changes you must accept the change before placing the bet.',
                `The maximum amount payable on a single bet is ${f.maximumPossibleWin}, whatever the stake and odds. Minimum and maximum stakes are shown on the betslip.`,
              ],
            },
            {
              slug: 'settlement',
              title: 'Settlement',
              content: [
                'Bets are settled on the official result at the end of regular time (90 minutes plus added time for football) unless the market says otherwise. Extra time and penalty shoot-outs do not count.',
                'If a match is abandoned or postponed and not played within 24 hours of its scheduled start, selections on it are void and settled at odds 1.00.',
              ],
            },
            {
              slug: 'void-bets',
              title: 'Void Bets and Errors',
              content: [
                'We may void any bet placed on odds that were obviously wrong, on an event that had already started, or after the result was known. Void stakes are returned to your balance.',
              ],
            },
          ],
        },
        {
          slug: 'bonuses',
          title: 'Bonuses and Promotions',
          content: [
            'Each promotion has its own rules, shown on its page. Only one promotion may be used on a bet.',
          ],
          children: [
            {
              slug: 'acca-bonus',
              title: f.accaBonusProductName,
              content: [
                `${f.accaBonusProductName} adds a percentage of your possible winnings to multibets that reach the minimum number of selections at or above the minimum odd. The percentage grows with the number of qualifying selections, as shown in the bonus table, and the bonus is capped.`,
                'The bonus is paid only if every selection wins. It is not paid on bets that are cashed out, voided in full or placed with free bets.',
              ],
            },
            {
              slug: 'free-bets',
              title: 'Free Bets',
              content: [
                'A free bet stake is not returned with the winnings. Free bets expire on the date shown and may require a minimum total odd.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'taxes',
      title: 'Taxes',
      content: [f.taxText],
    },
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content: [
        `${f.operator} processes your personal data to run your account, to meet legal obligations and, with your consent, to send you offers.`,
      ],
      children: [
        {
          slug: 'data-we-collect',
          title: 'Data We Collect',
          content: [
            'Your mobile number, identity details where KYC applies, transactions, bets, device and browser information, and approximate location from your network address.',
          ],
        },
        {
          slug: 'your-rights',
          title: 'Your Rights',
          content: [
            `You may ask for a copy of your data, its correction or its deletion where the law allows, by writing to ${f.supportEmail} or calling ${f.supportNumber}.`,
          ],
        },
      ],
    },
    {
      slug: 'responsible-gaming',
      title: 'Responsible Gaming',
      content: [
        'Betting should be fun. Never bet more than you can afford to lose, and never chase losses.',
      ],
      children: [
        {
          slug: 'limits',
          title: 'Deposit and Betting Limits',
          content: [
            'You may set daily, weekly or monthly deposit limits. Lower limits apply at once; higher limits apply after 24 hours.',
          ],
        },
        {
          slug: 'self-exclusion',
          title: 'Self-Exclusion',
          content: [
            `You may exclude yourself for 6 months, 1 year or 5 years by contacting ${f.supportNumber}. During that time you cannot log in, bet or deposit.`,
          ],
        },
      ],
    },
  ];
}
