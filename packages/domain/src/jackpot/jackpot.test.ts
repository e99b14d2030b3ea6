import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeJackpotEntry } from './jackpot-entry';
import { bestCorrect, correctLineCounts, lineCount, type JackpotPick } from './jackpot-lines';
import { JACKPOT_PRODUCTS } from './jackpot-products';
import { dividePool, settlePool } from './pool-division';
import { quoteSababisha, sababishaWinningsCents } from './sababisha';

const OUTCOMES: JackpotPick[] = ['1', 'X', '2'];
const picksArb = fc.subarray(OUTCOMES, { minLength: 1 });
const resultArb = fc.constantFrom<'1' | 'X' | '2' | 'void'>('1', 'X', '2', 'void');

/** Every line of an entry, listed one by one (the independent count). */
function listLines(picks: JackpotPick[][]): JackpotPick[][] {
  return picks.reduce<JackpotPick[][]>(
    (lines, p) => lines.flatMap((l) => p.map((o) => [...l, o])),
    [[]],
  );
}

describe('line count', () => {
  it('is the product of the outcomes picked per match', () => {
    expect(lineCount([['1'], ['1', 'X'], ['1', 'X', '2']])).toBe(6);
    expect(lineCount(Array.from({ length: 13 }, () => ['1']))).toBe(1);
    expect(lineCount([])).toBe(0);
  });

  it('equals the number of listed lines, and the correct-count histogram adds up to it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(picksArb, resultArb), { minLength: 1, maxLength: 8 }),
        (matches) => {
          const picks = matches.map(([p]) => p);
          const results = matches.map(([, r]) => r);
          const lines = listLines(picks);
          expect(lineCount(picks)).toBe(lines.length);
          const expected = new Array<number>(picks.length + 1).fill(0);
          for (const line of lines) {
            const k = line.filter((o, i) => results[i] === 'void' || results[i] === o).length;
            expected[k]!++;
          }
          expect(correctLineCounts(picks, results)).toEqual(expected);
          expect(bestCorrect(picks, results)).toBe(expected.findLastIndex((n) => n > 0));
        },
      ),
    );
  });
});

describe('pool division', () => {
  it('pays each winner the same whole cents and keeps the remainder: nothing created or lost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (pool, winners) => {
          const { perLineCents, remainderCents } = dividePool(pool, winners);
          expect(Number.isInteger(perLineCents)).toBe(true);
          expect(perLineCents * winners + remainderCents).toBe(pool);
          expect(remainderCents).toBeGreaterThanOrEqual(0);
          if (winners > 0) expect(remainderCents).toBeLessThan(winners);
          else expect(remainderCents).toBe(pool);
        },
      ),
    );
  });

  it('splits 100.00 among 3 winners as 33.33 each and carries 0.01', () => {
    expect(dividePool(10_000, 3)).toEqual({ perLineCents: 3333, remainderCents: 1 });
  });

  it('settles an event with every cent accounted for, for any winners per tier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(...Object.values(JACKPOT_PRODUCTS).filter((p) => p.tiers.length > 0)),
        (entries, carryIn, winners, rule) => {
          const s = settlePool({
            entriesCents: entries,
            carryInCents: carryIn,
            operatorSharePercent: rule.operatorSharePercent,
            guaranteeCents: rule.guaranteeCents,
            tiers: rule.tiers,
            winningLines: (short) => winners[short]!,
          });
          const paid = s.tiers.reduce((sum, t) => sum + t.paidCents, 0);
          expect(paid + s.carriedCents + s.operatorCents).toBe(
            entries + carryIn + s.guaranteeTopUpCents,
          );
          const jackpot = s.tiers.find((t) => t.tier === 'jackpot')!;
          if (winners[0]! > 0)
            expect(jackpot.poolCents).toBeGreaterThanOrEqual(rule.guaranteeCents);
          else expect(s.guaranteeTopUpCents).toBe(0);
        },
      ),
    );
  });
});

describe('jackpot slip', () => {
  const grand = JACKPOT_PRODUCTS.grand;
  const ids = Array.from({ length: 13 }, (_, i) => 100 + i);
  const full = ids.map((id) => ({ parent_match_id: id, odds: ['1'] as JackpotPick[] }));

  it('takes one or more outcomes for every match', () => {
    expect(judgeJackpotEntry(grand, ids, full)).toBeNull();
  });

  it("refuses more matches than the slip holds with the spec's text", () => {
    const extra = [...full, { parent_match_id: 999, odds: ['1'] as JackpotPick[] }];
    expect(judgeJackpotEntry(grand, ids, extra)?.message).toBe(
      'You can only select outcomes for a maximum of 13 matches',
    );
    const big = JACKPOT_PRODUCTS.jp20m;
    const many = Array.from({ length: 18 }, (_, i) => ({
      parent_match_id: i + 1,
      odds: ['1'] as JackpotPick[],
    }));
    expect(judgeJackpotEntry(big, [], many)?.message).toBe(
      'You can only select outcomes for a maximum of 17 matches',
    );
  });

  it('refuses an incomplete entry, a foreign match and doubles on the free jackpot', () => {
    expect(judgeJackpotEntry(grand, ids, full.slice(1))?.code).toBe('JACKPOT_INCOMPLETE');
    expect(
      judgeJackpotEntry(grand, ids, [...full.slice(1), { parent_match_id: 5, odds: ['1'] }])?.code,
    ).toBe('JACKPOT_MATCH_UNKNOWN');
    const doubled = [{ ...full[0]!, odds: ['1', 'X'] as JackpotPick[] }, ...full.slice(1)];
    expect(judgeJackpotEntry(JACKPOT_PRODUCTS.free, ids, doubled)?.code).toBe(
      'FREE_JACKPOT_ONE_LINE',
    );
    expect(judgeJackpotEntry(grand, ids, doubled)).toBeNull();
  });
});

describe('Sababisha', () => {
  it('splits the stake across the lines and shows the best and worst payout', () => {
    const q = quoteSababisha([[2, 3.5], [1.5]], 1_000, 100)!;
    expect(q).toMatchObject({ lines: 2, stakePerLineCents: 500, stakeCents: 1_000 });
    expect(q.bestPayoutCents).toBe(2_625);
    expect(q.worstPayoutCents).toBe(1_500);
    expect(
      quoteSababisha(
        [
          [2, 3],
          [2, 3],
        ],
        300,
        100,
      ),
    ).toBeNull();
  });

  it('pays the lines whose every pick is correct; a void match counts at 1.00', () => {
    const picked = [
      [
        { pick: '1', odd: 2 },
        { pick: 'X', odd: 3 },
      ],
      [{ pick: '2', odd: 1.5 }],
    ];
    expect(sababishaWinningsCents(picked, ['X', '2'], 500)).toEqual({
      winningLines: 1,
      winningsCents: 2_250,
    });
    expect(sababishaWinningsCents(picked, ['void', '2'], 500)).toEqual({
      winningLines: 2,
      winningsCents: 1_500,
    });
    expect(sababishaWinningsCents(picked, ['2', '2'], 500).winningLines).toBe(0);
  });

  it('never pays more than the best line nor less than the worst when one line wins', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.array(fc.integer({ min: 101, max: 900 }), { minLength: 1, maxLength: 3 }),
            fc.nat(2),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (matches) => {
          const odds = matches.map(([o]) => o.map((v) => v / 100));
          const q = quoteSababisha(odds, 1_000_000, 1)!;
          const picked = odds.map((o) => o.map((odd, i) => ({ pick: String(i), odd })));
          const results = matches.map(([o, r]) => String(r % o.length));
          const won = sababishaWinningsCents(picked, results, q.stakePerLineCents);
          expect(won.winningLines).toBe(1);
          expect(won.winningsCents).toBeLessThanOrEqual(q.bestPayoutCents);
          expect(won.winningsCents).toBeGreaterThanOrEqual(q.worstPayoutCents);
        },
      ),
    );
  });
});
