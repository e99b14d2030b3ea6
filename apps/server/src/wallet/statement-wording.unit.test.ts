import { getCountryConfig } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { statementDescription, type StatementFacts } from './statement-wording';

const kenya = getCountryConfig('KE');
const ghana = getCountryConfig('GH');
const facts = (over: Partial<StatementFacts>): StatementFacts => ({
  kind: 'stake',
  product: null,
  betCode: null,
  betType: null,
  receipt: null,
  ...over,
});

describe('statement wording (issue 28 item 9)', () => {
  it('names the product and the bet code of a wager movement', () => {
    expect(
      statementDescription(facts({ product: 'SHIKISHA', betCode: 'ABC123', betType: 5 }), kenya),
    ).toBe('Shikisha stake · bet ABC123');
    expect(
      statementDescription(facts({ product: 'SHIKISHA', betCode: 'ABC123', betType: 5 }), ghana),
    ).toBe('Jengabet stake · bet ABC123');
    expect(
      statementDescription(
        facts({ kind: 'payout', product: 'NORMAL', betCode: 'K7Q2ZP', betType: 8 }),
        kenya,
      ),
    ).toBe('Live bet winnings · bet K7Q2ZP');
    expect(
      statementDescription(
        facts({ kind: 'cashout', product: 'NORMAL', betCode: 'K7Q2ZP', betType: 7 }),
        kenya,
      ),
    ).toBe('Sports bet cash-out · bet K7Q2ZP');
    expect(
      statementDescription(facts({ kind: 'refund', product: 'BOOSTED', betCode: 'X1' }), kenya),
    ).toBe('Turudi Uwanjani refund · bet X1');
    expect(statementDescription(facts({ product: 'CASINO_DICE', betCode: 'D4' }), kenya)).toBe(
      'Casino · Dice stake · bet D4',
    );
  });

  it('never prints an internal reference; a payment shows the provider receipt', () => {
    expect(statementDescription(facts({ kind: 'deposit', receipt: 'QGH7ABC12' }), kenya)).toBe(
      'Deposit · receipt QGH7ABC12',
    );
    expect(statementDescription(facts({ kind: 'withdrawal' }), kenya)).toBe('Withdrawal');
    expect(statementDescription(facts({ kind: 'promo_award' }), kenya)).toBe('Promotion award');
    expect(statementDescription(facts({ kind: 'some_new_kind' }), kenya)).toBe('Some new kind');
  });
});

describe('statement wording of withdrawals waiting for approval', () => {
  it('says pending approval, and why a rejected one came back', () => {
    expect(statementDescription(facts({ kind: 'withdrawal', approval: 'awaiting' }), kenya)).toBe(
      'Withdrawal · pending approval',
    );
    expect(statementDescription(facts({ kind: 'withdrawal', approval: 'approved' }), kenya)).toBe(
      'Withdrawal',
    );
    expect(
      statementDescription(
        facts({ kind: 'withdrawal_release', approval: 'rejected', approvalReason: 'Wrong line' }),
        kenya,
      ),
    ).toBe('Withdrawal not approved: amount returned · Wrong line');
  });
});
