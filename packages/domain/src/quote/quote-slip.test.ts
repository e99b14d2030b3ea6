import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA, type CountryConfig } from '../countries';
import { parseAmount } from '../money/cents';
import { quoteSlip, type QuotePick, type SlipQuoteInput } from './quote-slip';

const picks = (...odds: number[]): QuotePick[] => odds.map((odd_value) => ({ odd_value }));
const normal = (input: Partial<SlipQuoteInput>): SlipQuoteInput => ({
  kind: 'normal',
  picks: picks(2, 1.5),
  stake: 100,
  loggedIn: true,
  ...input,
});

describe('quoteSlip', () => {
  it('quotes a Kenyan double: 100 at 3.00', () => {
    const q = quoteSlip(normal({}), KENYA);
    expect(q).toMatchObject({
      kind: 'normal',
      pickCount: 2,
      totalOdds: 3,
      totalOddsDisplay: '3.00',
      stake: 100,
      exciseTax: 6.98,
      stakeAfterExcise: 93.02,
      possibleWinnings: 279.06,
      cappedAtMaximumWin: false,
      withholdingTax: 37.21,
      bonusAmount: 0,
      winBoost: 0,
      finalPayout: 241.85,
      points: 0,
      failures: [],
      canPlace: true,
      winBoostHint: null,
    });
    expect(q.accaBonusHint).toMatchObject({ state: 'below', missing: 1 });
    expect(q.cents.finalPayout).toBe(24185);
  });

  it('adds the Bingwa Boost to the final payout', () => {
    const q = quoteSlip(normal({ picks: picks(1.35, 1.35, 1.35) }), KENYA);
    // 2.46 × 93.02 = 228.82; 4% = 9.15; tax 0.2 × 135.80 = 27.16
    expect(q).toMatchObject({
      totalOdds: 2.46,
      possibleWinnings: 228.82,
      bonusAmount: 9.15,
      withholdingTax: 27.16,
      finalPayout: 210.81,
    });
    expect(q.bonus).toMatchObject({ scheme: 'acca', percent: 4 });
    expect(q.accaBonusHint).toMatchObject({ state: 'active', percent: 4 });
  });

  it('pays no acca bonus where the feature is disabled or on boosted slips', () => {
    const off: CountryConfig = { ...KENYA, disabledFeatures: ['accaBonus'] };
    expect(quoteSlip(normal({ picks: picks(2, 2, 2) }), off)).toMatchObject({
      bonusAmount: 0,
      accaBonusHint: null,
    });
    expect(quoteSlip(normal({ kind: 'boosted', picks: picks(2, 2, 2) }), KENYA)).toMatchObject({
      bonusAmount: 0,
      accaBonusHint: null,
    });
  });

  it('caps winnings at maximumPossibleWin', () => {
    const q = quoteSlip(normal({ stake: 500000, picks: picks(10, 10) }), KENYA);
    expect(q).toMatchObject({
      possibleWinnings: 4_000_000,
      cappedAtMaximumWin: true,
      finalPayout: 3293023.26,
    });
  });

  it('uses the virtual cap, taxes and bonus on virtual slips', () => {
    const q = quoteSlip(
      normal({ kind: 'virtual', stake: 1000, picks: picks(3, 3, 3, 3, 3) }),
      GHANA,
    );
    expect(q).toMatchObject({
      totalOdds: 243,
      possibleWinnings: 57850,
      cappedAtMaximumWin: true,
      exciseTax: 0,
      withholdingTax: 0,
    });
    expect(q.bonus).toMatchObject({ scheme: 'virtual', percent: 5, amount: 289250 });
    expect(q.finalPayout).toBe(57850 + 2892.5);
    expect(q.points).toBe(100);
    expect(
      quoteSlip(normal({ kind: 'virtual', picks: [] }), GHANA).failures.map((f) => f.code),
    ).toEqual(['BETSLIP_EMPTY']);
  });

  it('quotes shikisha with its bonus, points and rules', () => {
    const q = quoteSlip(
      normal({ kind: 'shikisha', stake: 100, picks: picks(1.6, 1.6, 1.6, 1.6, 1.6) }),
      NIGERIA,
    );
    // 1.6^5 = 10.48576 → 10.48; winnings 1048; bonus 5% = 52.40; points 10.48
    expect(q).toMatchObject({
      totalOdds: 10.48,
      possibleWinnings: 1048,
      bonusAmount: 52.4,
      finalPayout: 1100.4,
      points: 10.48,
    });
    expect(
      quoteSlip(normal({ kind: 'shikisha', picks: picks(2) }), NIGERIA).failures.map(
        (f) => f.message,
      ),
    ).toEqual(['Minimum picks accepted is 2']);
  });

  it('prices a shikisha at its joint odds while its bonus counts the picks own odds', () => {
    const q = quoteSlip(
      normal({
        kind: 'shikisha',
        stake: 100,
        picks: picks(1.6, 1.6, 1.6, 1.6, 1.6),
        jointOdds: 6.37,
      }),
      NIGERIA,
    );
    // Correlated picks: 6.37 rather than 1.6^5; winnings 637; 5 picks at 1.6 → bonus 5% = 31.85
    expect(q).toMatchObject({
      totalOdds: 6.37,
      possibleWinnings: 637,
      bonusAmount: 31.85,
      finalPayout: 668.85,
      points: 6.37,
    });
  });

  it('uses the free bet amount as stake and checks its minimum odd', () => {
    const q = quoteSlip(normal({ stake: 5, freebet: { amount: 50, minOdd: 3.5 } }), KENYA);
    expect(q.stake).toBe(50);
    expect(q.failures).toEqual([
      {
        code: 'FREEBET_ODD_BELOW_MINIMUM',
        message: 'A minimum odd of 3.50 is required to use Freebet',
      },
    ]);
    expect(q.canPlace).toBe(false);
  });

  it('lists every failure, including the slip ones', () => {
    const q = quoteSlip(
      normal({
        loggedIn: false,
        stake: 'x',
        picks: [{ odd_value: 1.05, live: true }],
        slipFailures: [{ code: 'ODDS_CHANGED', message: 'm' }],
      }),
      KENYA,
    );
    expect(q.failures.map((f) => f.code)).toEqual([
      'LOGIN_REQUIRED',
      'AMOUNT_NOT_A_NUMBER',
      'TOTAL_ODD_BELOW_MINIMUM',
      'ODDS_CHANGED',
    ]);
    expect(q.stake).toBe(0);
    expect(q.finalPayout).toBe(0);
  });

  it('shows ∞ for huge total odds and counts a missing odd as 0', () => {
    expect(
      quoteSlip(normal({ picks: picks(...Array.from({ length: 8 }, () => 10)) }), KENYA)
        .totalOddsDisplay,
    ).toBe('∞');
    expect(
      quoteSlip(normal({ picks: [{ odd_value: null }, { odd_value: 2 }] }), KENYA).totalOdds,
    ).toBe(0);
  });

  it('never quotes a negative figure nor a payout above cap + bonus', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(KENYA, GHANA, NIGERIA),
        fc.constantFrom('normal', 'boosted', 'shikisha', 'virtual' as const),
        fc.array(fc.integer({ min: 101, max: 3000 }), { minLength: 0, maxLength: 40 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (config, kind, hundredths, stakeCents) => {
          const q = quoteSlip(
            {
              kind,
              picks: picks(...hundredths.map((h) => h / 100)),
              stake: stakeCents / 100,
              loggedIn: true,
            },
            config,
          );
          for (const v of Object.values(q.cents)) expect(v).toBeGreaterThanOrEqual(0);
          const cap = kind === 'virtual' ? config.maximumVirtualsWin : config.maximumPossibleWin;
          expect(q.possibleWinnings).toBeLessThanOrEqual(cap);
          expect(q.cents.finalPayout).toBeLessThanOrEqual(
            Math.round(cap * 100) + q.cents.bonus + q.cents.winBoost,
          );
          expect(q.withholdingTax).toBeLessThanOrEqual(q.possibleWinnings);
          expect(q.exciseTax).toBeLessThanOrEqual(q.stake);
          expect(q.points).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('quoteSlip on hostile input', () => {
  it('never throws and refuses what is not a stake', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.string(),
          fc.constant(null),
          fc.constant('99999999999999999999'),
          fc.bigInt().map(String),
        ),
        fc.array(fc.oneof(fc.double(), fc.string(), fc.constant(null)), { maxLength: 5 }),
        (stake, odds) => {
          const q = quoteSlip(
            {
              kind: 'normal',
              picks: odds.map((odd_value) => ({ odd_value })),
              stake,
              loggedIn: true,
            },
            KENYA,
          );
          for (const v of Object.values(q.cents))
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          // A string of digits is a stake as the slip's field holds it ('1' is KES 1).
          const amount = parseAmount(stake);
          if (amount === null || !(amount >= 1 && amount <= 500000)) expect(q.canPlace).toBe(false);
        },
      ),
    );
  });
});
