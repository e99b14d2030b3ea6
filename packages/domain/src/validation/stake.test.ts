import { describe, expect, it } from 'vitest';
import { GHANA, KENYA } from '../countries';
import { checkShikishaBet, sanitizeShikishaInput } from './shikisha';
import {
  applyQuickStake,
  balanceClickStake,
  checkNormalBet,
  checkVirtualBet,
  type NormalBetCheckInput,
} from './stake';

const ready: NormalBetCheckInput = {
  loggedIn: true,
  stake: 100,
  totalOdds: 2.5,
  pickCount: 2,
  hasLivePick: false,
};
const codes = (failures: { code: string }[]) => failures.map((f) => f.code);

describe('normal bet rules (spec 01 §5)', () => {
  it('passes a valid slip', () => {
    expect(checkNormalBet(ready, KENYA)).toEqual([]);
  });

  it('asks to login', () => {
    expect(checkNormalBet({ ...ready, loggedIn: false }, KENYA)).toEqual([
      { code: 'LOGIN_REQUIRED', message: 'Please login to place a bet' },
    ]);
  });

  it('accepts the stake exactly at the minimum and refuses below', () => {
    expect(checkNormalBet({ ...ready, stake: 1 }, KENYA)).toEqual([]);
    expect(checkNormalBet({ ...ready, stake: 0.99 }, KENYA)).toEqual([
      { code: 'STAKE_BELOW_MINIMUM', message: 'Minimum bet amount is KES 1' },
    ]);
    expect(checkNormalBet({ ...ready, stake: 0.5 }, GHANA)).toEqual([]);
    expect(checkNormalBet({ ...ready, stake: 0.49 }, GHANA)[0]?.message).toBe(
      'Minimum bet amount is GH₵ 0.50',
    );
  });

  it('refuses a stake above the maximum and non-numbers', () => {
    expect(checkNormalBet({ ...ready, stake: 500000 }, KENYA)).toEqual([]);
    expect(checkNormalBet({ ...ready, stake: 500000.01 }, KENYA)).toEqual([
      { code: 'STAKE_ABOVE_MAXIMUM', message: 'Maximum bet amount is KES 500,000' },
    ]);
    expect(codes(checkNormalBet({ ...ready, stake: 'abc' }, KENYA))).toEqual([
      'AMOUNT_NOT_A_NUMBER',
    ]);
  });

  it('refuses live bets above the live maximum', () => {
    expect(checkNormalBet({ ...ready, hasLivePick: true, stake: 200000 }, KENYA)).toEqual([]);
    expect(checkNormalBet({ ...ready, hasLivePick: true, stake: 200001 }, KENYA)).toEqual([
      { code: 'LIVE_STAKE_ABOVE_MAXIMUM', message: 'Maximum live bets amount is KES 200,000' },
    ]);
  });

  it('needs the minimum total odd', () => {
    expect(checkNormalBet({ ...ready, totalOdds: 1.07 }, KENYA)).toEqual([
      {
        code: 'TOTAL_ODD_BELOW_MINIMUM',
        message: 'Min total odd of 1.075 required to place a bet',
      },
    ]);
    expect(checkNormalBet({ ...ready, totalOdds: 1.08 }, KENYA)).toEqual([]);
  });

  it('needs the free bet minimum odd', () => {
    expect(checkNormalBet({ ...ready, totalOdds: 2.99, freebetMinOdd: 3 }, KENYA)).toEqual([
      {
        code: 'FREEBET_ODD_BELOW_MINIMUM',
        message: 'A minimum odd of 3.00 is required to use Freebet',
      },
    ]);
    expect(checkNormalBet({ ...ready, totalOdds: 3, freebetMinOdd: 3 }, KENYA)).toEqual([]);
  });

  it('refuses an empty slip', () => {
    expect(codes(checkNormalBet({ ...ready, pickCount: 0, totalOdds: 0 }, KENYA))).toEqual([
      'BETSLIP_EMPTY',
    ]);
  });
});

describe('balance click and quick stakes (spec 01 §2, §5)', () => {
  it('fills the stake from a balance of 1.2', () => {
    expect(balanceClickStake(1.19)).toBeNull();
    expect(balanceClickStake(1.2)).toBe(1.2);
    expect(balanceClickStake(350.456)).toBe(350.46);
  });

  it('clears or adds', () => {
    expect(applyQuickStake(150, 'clear')).toBe(0);
    expect(applyQuickStake(null, 5)).toBe(5);
    expect(applyQuickStake(100, 1000)).toBe(1100);
  });
});

describe('virtual bet rules (spec 01 §5)', () => {
  const v = { loggedIn: true, stake: 50, totalOdds: 3, pickCount: 1 };
  it('passes a valid slip and lists each failure', () => {
    expect(checkVirtualBet(v, KENYA)).toEqual([]);
    expect(checkVirtualBet({ ...v, loggedIn: false }, KENYA)).toEqual([
      { code: 'LOGIN_REQUIRED', message: 'Please login first', title: 'Authentication required' },
    ]);
    expect(codes(checkVirtualBet({ ...v, pickCount: 0 }, KENYA))).toEqual(['BETSLIP_EMPTY']);
    expect(codes(checkVirtualBet({ ...v, stake: 'x' }, KENYA))).toEqual(['AMOUNT_NOT_A_NUMBER']);
    expect(codes(checkVirtualBet({ ...v, stake: 0.5 }, KENYA))).toEqual(['STAKE_BELOW_MINIMUM']);
    expect(codes(checkVirtualBet({ ...v, stake: 600000 }, KENYA))).toEqual(['STAKE_ABOVE_MAXIMUM']);
    expect(codes(checkVirtualBet({ ...v, totalOdds: 1.05 }, KENYA))).toEqual([
      'TOTAL_ODD_BELOW_MINIMUM',
    ]);
  });
});

describe('shikisha rules (spec 01 §5, §9)', () => {
  const s = { loggedIn: true, stake: 100, totalOdds: 4, pickCount: 2 };
  it('caps the input at 300000 and resets negatives to 100', () => {
    expect(sanitizeShikishaInput(300000, 50)).toBe(300000);
    expect(sanitizeShikishaInput(300001, 50)).toBe(50);
    expect(sanitizeShikishaInput(-1, 50)).toBe(100);
    expect(sanitizeShikishaInput('x', 50)).toBeNull();
  });

  it('warns with the spec texts and titles', () => {
    expect(checkShikishaBet(s, KENYA)).toEqual([]);
    expect(checkShikishaBet({ ...s, stake: 20000 }, KENYA)).toEqual([]);
    expect(checkShikishaBet({ ...s, stake: 20001 }, KENYA)).toEqual([
      {
        code: 'STAKE_ABOVE_MAXIMUM',
        message: 'Maximum bet amount is KES 20,000',
        title: 'Bet amount limit',
      },
    ]);
    expect(checkShikishaBet({ ...s, stake: 1 }, KENYA)).toEqual([]);
    expect(checkShikishaBet({ ...s, stake: 0.99 }, KENYA)).toEqual([
      {
        code: 'STAKE_BELOW_MINIMUM',
        message: 'Minimum bet amount is KES 1',
        title: 'Bet amount limit',
      },
    ]);
    expect(checkShikishaBet({ ...s, pickCount: 1 }, KENYA)).toEqual([
      {
        code: 'PICKS_BELOW_MINIMUM',
        message: 'Minimum picks accepted is 2',
        title: 'Bet limit warning',
      },
    ]);
    expect(checkShikishaBet({ ...s, loggedIn: false }, KENYA)).toEqual([
      { code: 'LOGIN_REQUIRED', message: 'Please login first', title: 'Authentication required' },
    ]);
    expect(checkShikishaBet({ ...s, totalOdds: 1.07 }, KENYA)).toEqual([
      {
        code: 'TOTAL_ODD_BELOW_MINIMUM',
        message: 'Min total odds of 1.075 required to place a bet',
      },
    ]);
    expect(codes(checkShikishaBet({ ...s, stake: '' }, KENYA))).toEqual(['AMOUNT_NOT_A_NUMBER']);
  });
});

describe('absurd stakes', () => {
  it('never throw', () => {
    expect(balanceClickStake(Number.NaN)).toBeNull();
    expect(applyQuickStake(Number.NaN, 5)).toBe(5);
    expect(codes(checkNormalBet({ ...ready, stake: '1000000000000000000000' }, KENYA))).toEqual([
      'STAKE_ABOVE_MAXIMUM',
    ]);
  });
});
