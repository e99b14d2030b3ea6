import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCountryConfig } from '../countries/country-configs';
import { cents, toCents } from '../money/cents';
import { computePayout } from '../money/payout';
import { totalOddsHundredths } from '../odds/total-odds';
import {
  checkFreeBetUse,
  freeBetExpiry,
  freeBetMinOdd,
  freeBetProductOf,
  isFreeBetExpired,
} from './free-bet';
import {
  countingAccaLegs,
  FREE_BET_OFFERS,
  freeBetGrantTerms,
  losingAccaFreeBetGrant,
  losingAccaQualification,
  welcomeFreeBetForfeited,
  welcomeFreeBetGrant,
} from './free-bet-grants';
import { freeBetPayout, freeBetPayoutForSlip } from './free-bet-payout';
import { OFFER_MESSAGES } from './offer-messages';
import { isoWeekdayIn, promoDaysText } from './promo-schedule';
import {
  checkOnePromo,
  checkPromoPlacement,
  keepSelectedOptIns,
  promoAwardDue,
  promoIdsOf,
  promoTimeProblem,
  type PromoTerms,
} from './promo-terms';

const KE = getCountryConfig('KE');
const GH = getCountryConfig('GH');
const NOW = new Date('2030-03-01T10:00:00Z');
const freeBet = {
  amount: 50,
  product_name: 'PREMATCH_UOF' as const,
  claim_rules: [{ rule_name: 'min_odd', rule_value: '2.5' }],
  expiry_date: '2030-03-08T10:00:00Z',
  status: 'active',
};

describe('free bet use', () => {
  it('reads the largest min_odd of the claim rules and ignores others', () => {
    expect(freeBetMinOdd([])).toBeNull();
    expect(
      freeBetMinOdd([
        { rule_name: 'min_odd', rule_value: 1.5 },
        { rule_name: 'max_legs', rule_value: 3 },
        { rule_name: 'min_odd', rule_value: '2' },
        { rule_name: 'min_odd', rule_value: 'x' },
      ]),
    ).toBe(2);
  });

  it("refuses odds under min_odd with the spec's text, and accepts them at the minimum", () => {
    expect(checkFreeBetUse(freeBet, { totalOdds: 2.49, hasLivePick: false }, NOW)).toEqual([
      {
        code: 'FREEBET_ODD_BELOW_MINIMUM',
        message: 'A minimum odd of 2.50 is required to use Freebet',
      },
    ]);
    expect(checkFreeBetUse(freeBet, { totalOdds: 2.5, hasLivePick: false }, NOW)).toEqual([]);
  });

  it('expires at its expiry date exactly, and a used one is refused first', () => {
    const at = new Date('2030-03-08T10:00:00Z');
    expect(isFreeBetExpired(freeBet.expiry_date, new Date(at.getTime() - 1))).toBe(false);
    expect(isFreeBetExpired(freeBet.expiry_date, at)).toBe(true);
    expect(checkFreeBetUse(freeBet, { totalOdds: 3, hasLivePick: false }, at)[0]?.code).toBe(
      'FREEBET_EXPIRED',
    );
    expect(
      checkFreeBetUse({ ...freeBet, status: 'used' }, { totalOdds: 3, hasLivePick: false }, NOW)[0]
        ?.code,
    ).toBe('FREEBET_USED');
    expect(
      checkFreeBetUse(
        { ...freeBet, status: 'withdrawn' },
        { totalOdds: 3, hasLivePick: false },
        NOW,
      ),
    ).toEqual([{ code: 'FREEBET_USED', message: OFFER_MESSAGES.freebetWithdrawn }]);
    expect(freeBetExpiry(NOW, 7).toISOString()).toBe('2030-03-08T10:00:00.000Z');
  });

  it('stakes only its product: a prematch free bet refuses a slip with a live pick', () => {
    expect(freeBetProductOf(true)).toBe('LIVEMATCH_UOF');
    expect(checkFreeBetUse(freeBet, { totalOdds: 3, hasLivePick: true }, NOW)).toEqual([
      {
        code: 'FREEBET_PRODUCT_MISMATCH',
        message: 'This free bet can only be used on prematch bets',
      },
    ]);
    const live = { ...freeBet, product_name: 'LIVEMATCH_UOF' as const };
    expect(checkFreeBetUse(live, { totalOdds: 3, hasLivePick: false }, NOW)[0]?.message).toBe(
      'This free bet can only be used on live bets',
    );
  });
});

describe('free bet texts', () => {
  it('states the terms with the profit-only rule, with or without a minimum odd', () => {
    expect(OFFER_MESSAGES.freebetTerms('KES 50', '08/03 13:00', '1.50')).toBe(
      'Stake KES 50 on a bet with total odds of 1.50 or more before 08/03 13:00. Winnings are paid into your balance without the free bet stake.',
    );
    expect(OFFER_MESSAGES.freebetTerms('KES 50', '08/03 13:00', null)).toContain('on any bet');
    expect(OFFER_MESSAGES.freebetStake('GH₵ 5')).toBe('The stake of this free bet is GH₵ 5');
    expect(OFFER_MESSAGES.promotionTitle('Acca Insurance')).toBe('Acca Insurance free bet');
  });
});

describe('free bet payout (profit only, taxed)', () => {
  it('pays the profit less withholding tax in Kenya: KES 50 at 3.00 pays 74.42', () => {
    // excise 7.5%: 3.49, stake after excise 46.51, winnings 139.53, profit 93.02, tax 20%: 18.60
    const p = freeBetPayoutForSlip(toCents(50), [1.5, 2], KE);
    expect(p.exciseTax).toBe(349);
    expect(p.possibleWinnings).toBe(13_953);
    expect(p.profit).toBe(9_302);
    expect(p.withholdingTax).toBe(1_860);
    expect(p.finalPayout).toBe(7_442);
  });

  it('pays winnings less the stake where there is no tax (Ghana): GHS 5 at 4.20 pays 16.00', () => {
    const p = freeBetPayoutForSlip(toCents(5), [4.2], GH);
    expect(p.finalPayout).toBe(1_600);
  });

  it('is never negative, never more than the profit, and is the normal payout less the net stake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 101, max: 5_000 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(KE, GH, getCountryConfig('NG')),
        (stakeCents, oddsHundredths, config) => {
          const odds = oddsHundredths.map((h) => h / 100);
          const rules = {
            exciseTax: config.exciseTax,
            whtTax: config.whtTax,
            maximumWin: toCents(config.maximumPossibleWin),
          };
          const stake = cents(stakeCents);
          const hundredths = totalOddsHundredths(odds);
          const free = freeBetPayout(stake, hundredths, rules);
          const normal = computePayout(stake, hundredths, rules);
          expect(free.finalPayout).toBeGreaterThanOrEqual(0);
          expect(free.finalPayout).toBeLessThanOrEqual(free.profit);
          expect(free.finalPayout).toBe(Math.max(0, normal.finalPayout - normal.stakeAfterExcise));
        },
      ),
    );
  });
});

describe('free bet grants', () => {
  const terms = freeBetGrantTerms('KE');

  it('grants the welcome free bet on a first deposit of at least the minimum only', () => {
    expect(welcomeFreeBetGrant(terms, { amountCents: 10_000, isFirstDeposit: true })).toEqual({
      free_bet_id: FREE_BET_OFFERS.welcome,
      source: 'welcome',
      amountCents: 5_000,
      days: 7,
      product_name: 'PREMATCH_UOF',
      claim_rules: [{ rule_name: 'min_odd', rule_value: 1.5 }],
    });
    expect(welcomeFreeBetGrant(terms, { amountCents: 9_999, isFirstDeposit: true })).toBeNull();
    expect(welcomeFreeBetGrant(terms, { amountCents: 50_000, isFirstDeposit: false })).toBeNull();
  });

  it('forfeits an unused welcome free bet when a withdrawal takes the deposit back', () => {
    const deposit = { qualifyingDepositCents: 10_000 };
    expect(welcomeFreeBetForfeited({ ...deposit, cashAfterWithdrawalCents: 0 })).toBe(true);
    expect(welcomeFreeBetForfeited({ ...deposit, cashAfterWithdrawalCents: 9_999 })).toBe(true);
    expect(welcomeFreeBetForfeited({ ...deposit, cashAfterWithdrawalCents: 10_000 })).toBe(false);
    expect(OFFER_MESSAGES.welcomeTerms('KES 50', 'KES 100')).toContain('forfeits it');
  });

  it('grants the accumulator free bet for a lost cash acca of 5 legs at 1.30 or more', () => {
    const legs = [1.3, 1.5, 2, 1.4, 3];
    const lost = {
      outcome: 'lost' as const,
      stakeCents: 5_000,
      legOdds: legs,
      fundedByFreeBet: false,
    };
    expect(losingAccaFreeBetGrant(terms, lost)?.free_bet_id).toBe(3);
    expect(losingAccaFreeBetGrant(terms, { ...lost, outcome: 'won' })).toBeNull();
    expect(losingAccaFreeBetGrant(terms, { ...lost, fundedByFreeBet: true })).toBeNull();
    expect(losingAccaFreeBetGrant(terms, { ...lost, stakeCents: 4_999 })).toBeNull();
    // A leg under 1.30 does not count: four counting legs are not enough.
    expect(countingAccaLegs(terms, [1.29, 1.5, 2, 1.4, 3])).toBe(4);
    expect(losingAccaFreeBetGrant(terms, { ...lost, legOdds: [1.29, 1.5, 2, 1.4, 3] })).toBeNull();
  });

  it('answers the slip whether it qualifies, with what is missing', () => {
    expect(losingAccaQualification(terms, KE, { betAmount: 100, selections: 5 })).toEqual({
      qualified: true,
      messages: ['If this accumulator loses, you get a free bet of KES 50'],
    });
    expect(losingAccaQualification(terms, KE, { betAmount: 10, selections: 4 })).toEqual({
      qualified: false,
      messages: [
        'Add 1 more selection of odds 1.30 or more to qualify for a free bet if this bet loses',
        'Stake at least KES 50 to qualify for a free bet if this bet loses',
      ],
    });
  });
});

describe('promotions', () => {
  const promo: PromoTerms = {
    promo_id: 7,
    promo_name: 'Acca Insurance',
    rules: [
      { rule: 'opt-in-min-bet-amount', value: 100 },
      { rule: 'opt-in-min-odds', value: 5 },
      { rule: 'opt-min-betslips', value: 5 },
    ],
    start_time: '2030-02-01T00:00:00Z',
    end_time: '2030-04-01T00:00:00Z',
    status: 'active',
  };
  const slip = { stake: 100, totalOdds: 5, pickCount: 5, freeBet: false };

  it("refuses a small stake with the spec's text", () => {
    expect(checkPromoPlacement(promo, { ...slip, stake: 99 }, KE, NOW)).toEqual([
      {
        code: 'PROMO_MIN_STAKE',
        message: 'Increase your stake to KES 100 to opt in to Acca Insurance',
      },
    ]);
  });

  it('needs every rule: odds and picks too, and no free bet', () => {
    expect(checkPromoPlacement(promo, slip, KE, NOW)).toEqual([]);
    const codes = checkPromoPlacement(
      promo,
      { stake: 100, totalOdds: 4.99, pickCount: 4, freeBet: true },
      KE,
      NOW,
    ).map((p) => p.code);
    expect(codes).toEqual(['FREEBET_WITH_PROMO', 'PROMO_MIN_ODDS', 'PROMO_MIN_PICKS']);
  });

  it('runs from its start time until its end time, while active', () => {
    const tz = 'Africa/Nairobi';
    expect(promoTimeProblem(promo, new Date('2030-01-31T23:59:59Z'), tz)?.code).toBe(
      'PROMO_NOT_STARTED',
    );
    expect(promoTimeProblem(promo, new Date('2030-04-01T00:00:00Z'), tz)?.code).toBe(
      'PROMO_EXPIRED',
    );
    expect(promoTimeProblem({ ...promo, status: 'closed' }, NOW, tz)?.code).toBe('PROMO_EXPIRED');
    expect(promoTimeProblem(promo, NOW, tz)).toBeNull();
  });

  it('runs only on its days, in the country’s time zone (issue 28)', () => {
    const weekend = { ...promo, promo_name: 'Weekend Win Bonus', schedule_days: [6, 7] };
    const tz = 'Africa/Nairobi';
    // Friday 2030-03-01 23:30 in Nairobi (20:30 UTC): not yet the weekend.
    expect(promoTimeProblem(weekend, new Date('2030-03-01T20:30:00Z'), tz)).toEqual({
      code: 'PROMO_NOT_TODAY',
      message: 'Weekend Win Bonus runs on Saturdays and Sundays only',
    });
    // 21:30 UTC is already Saturday 00:30 in Nairobi, while still Friday in UTC.
    expect(promoTimeProblem(weekend, new Date('2030-03-01T21:30:00Z'), tz)).toBeNull();
    expect(promoTimeProblem(weekend, new Date('2030-03-01T21:30:00Z'), 'UTC')?.code).toBe(
      'PROMO_NOT_TODAY',
    );
    // Sunday 23:59 Nairobi runs; Monday 00:00 does not.
    expect(promoTimeProblem(weekend, new Date('2030-03-03T20:59:00Z'), tz)).toBeNull();
    expect(promoTimeProblem(weekend, new Date('2030-03-03T21:00:00Z'), tz)?.code).toBe(
      'PROMO_NOT_TODAY',
    );
    // The dates still come first.
    expect(promoTimeProblem(weekend, new Date('2030-04-06T10:00:00Z'), tz)?.code).toBe(
      'PROMO_EXPIRED',
    );
    expect(
      checkPromoPlacement(
        weekend,
        { stake: 100, totalOdds: 6, pickCount: 5, freeBet: false },
        KE,
        new Date('2030-03-06T10:00:00Z'),
      ).map((p) => p.code),
    ).toEqual(['PROMO_NOT_TODAY']);
    expect(promoDaysText([6, 7])).toBe('Saturdays and Sundays');
    expect(promoDaysText([5, 6, 7])).toBe('Fridays, Saturdays and Sundays');
    expect(promoDaysText(null)).toBe('every day');
    expect(isoWeekdayIn(new Date('2030-03-03T12:00:00Z'), 'UTC')).toBe(7);
  });

  it('allows one promo per bet', () => {
    expect(promoIdsOf('12')).toEqual([12]);
    expect(promoIdsOf(' ')).toEqual([]);
    expect(promoIdsOf(null)).toEqual([]);
    expect(checkOnePromo(promoIdsOf('12,14'))?.code).toBe('PROMO_ONLY_ONE');
    expect(checkOnePromo([12])).toBeNull();
  });

  it('pays the award on its event only', () => {
    expect(promoAwardDue('lost', 'lost')).toBe(true);
    expect(promoAwardDue('lost', 'void')).toBe(false);
    expect(promoAwardDue('placed', 'won')).toBe(false);
  });

  it('drops ended, unlisted and used promos from the stored opt-ins', () => {
    const promos = [
      { ...promo, promo_id: 1, opted_in: true },
      { ...promo, promo_id: 2, end_time: '2030-02-15T00:00:00Z' },
      { ...promo, promo_id: 3, opted_in: false },
    ];
    const kept = keepSelectedOptIns(
      [{ promo_id: 1 }, { promo_id: '2' }, { promo_id: 3 }, { promo_id: 4 }],
      promos,
      NOW,
    );
    expect(kept).toEqual([{ promo_id: 1 }]);
  });
});
