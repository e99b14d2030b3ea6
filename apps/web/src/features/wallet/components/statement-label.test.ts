import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { statementLabel, statementText } from './statement-label';

const line = (type: string, product: string | null | undefined, description = '') => ({
  type,
  product,
  description,
});

describe('statementLabel', () => {
  it("keeps the server's words, which name the product and the bet code", () => {
    expect(statementLabel(line('stake', 'SHIKISHA', 'Shikisha stake · bet ABC123'))).toBe(
      'Shikisha stake · bet ABC123',
    );
    expect(statementLabel(line('stake', 'CASINO_DICE', 'Casino · Dice stake · bet D4'))).toBe(
      'Casino · Dice stake · bet D4',
    );
  });

  it('names the game of a casino wager without a description', () => {
    expect(statementLabel(line('stake', 'CASINO_DICE'))).toBe('Casino · Dice stake');
    expect(statementLabel(line('payout', 'CASINO_CRASH'))).toBe('Casino · Shangwe Crash win');
    expect(statementLabel(line('refund', 'CASINO_WHEEL'))).toBe('Casino · Spin Wheel refund');
    expect(statementLabel(line('cashout', 'CASINO_WHEEL'))).toBe('Casino · Spin Wheel');
    expect(statementLabel(line('stake', 'CASINO_ROULETTE'))).toBe('Casino · Casino stake');
  });

  it('labels movements without a description by their kind', () => {
    expect(statementLabel(line('payout', 'NORMAL'))).toBe('Winnings');
    expect(statementLabel(line('withdrawal_release', null))).toBe('Withdrawal returned');
    expect(statementLabel(line('promo_award', null))).toBe('Promo award');
    expect(statementLabel(line('stake', undefined))).toBe('Bet stake');
  });
});

describe('statementText (issue 36)', () => {
  afterEach(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it("words the server's English line in Kiswahili part by part, codes kept", async () => {
    await setLanguage('sw');
    const stake = line('stake', 'NORMAL', 'Sports bet stake · bet AB12CD');
    expect(statementText(stake)).toBe('Dau la Beti ya michezo · beti AB12CD');
    expect(statementText(line('deposit', null, 'Deposit · receipt QGH7ABC'))).toBe(
      'Weka Pesa · risiti QGH7ABC',
    );
    expect(statementText(line('withdrawal', null, 'Withdrawal · pending approval'))).toBe(
      'Kutoa pesa · inasubiri idhini',
    );
  });

  it('keeps the English line in English', () => {
    expect(statementText(line('stake', 'NORMAL', 'Sports bet stake · bet AB12CD'))).toBe(
      'Sports bet stake · bet AB12CD',
    );
  });
});
