import { describe, expect, it } from 'vitest';
import { statementLabel } from './statement-label';

const line = (type: string, product: string | null | undefined, description = '') => ({
  type,
  product,
  description,
});

describe('statementLabel', () => {
  it('names the game of a casino wager’s stake, win and refund', () => {
    expect(statementLabel(line('stake', 'CASINO_DICE', 'Bet stake'))).toBe('Casino · Dice stake');
    expect(statementLabel(line('payout', 'CASINO_CRASH', 'Bet winnings'))).toBe(
      'Casino · Shangwe Crash win',
    );
    expect(statementLabel(line('refund', 'CASINO_WHEEL', 'Bet refund'))).toBe(
      'Casino · Spin Wheel refund',
    );
    expect(statementLabel(line('cashout', 'CASINO_WHEEL', 'Cash-out'))).toBe('Casino · Spin Wheel');
    // A casino game this client does not know yet still reads as the casino's.
    expect(statementLabel(line('stake', 'CASINO_ROULETTE', 'Bet stake'))).toBe(
      'Casino · Casino stake',
    );
  });

  it('keeps the wording of normal bets and of other products', () => {
    expect(statementLabel(line('stake', 'NORMAL', 'Bet stake'))).toBe('Bet stake');
    expect(statementLabel(line('payout', 'NORMAL', 'Bet winnings'))).toBe('Bet winnings');
    expect(statementLabel(line('stake', 'VIRTUAL', 'Bet stake'))).toBe('Bet stake');
    expect(statementLabel(line('payout', 'NORMAL'))).toBe('Winnings');
  });

  it('labels movements of no wager, and rows from servers that send no product', () => {
    expect(statementLabel(line('deposit', null, 'Deposit'))).toBe('Deposit');
    expect(statementLabel(line('withdrawal_release', null))).toBe('Withdrawal returned');
    expect(statementLabel(line('promo_award', null))).toBe('Promo award');
    expect(statementLabel(line('stake', undefined))).toBe('Bet stake');
  });
});
