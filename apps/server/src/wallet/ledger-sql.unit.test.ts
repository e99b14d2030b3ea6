import { describe, expect, it } from 'vitest';
import { bettorMovementSql, LedgerError, sqlParams } from './ledger-sql';

const stake = { profileId: 7, kind: 'cash' as const, houseAccountId: 4, transactionKind: 'stake' };

describe('bettorMovementSql', () => {
  it("numbers its parameters after the caller's", () => {
    const { params, param } = sqlParams(['a', 'b']);
    const movement = bettorMovementSql(param, { ...stake, amountCents: -500, guard: 'ok' });
    expect(params.slice(0, 3)).toEqual(['a', 'b', -500]);
    expect(params).toContain(7);
    expect(params).toContain(4);
    expect(movement.change).toMatch(/UPDATE wallet_accounts SET balance = balance \+ \$3::bigint/);
    expect(movement.change).toMatch(/AND ok/);
    expect(movement.booking('u', { sql: "'ref'", from: 'u' })).toMatch(/FROM ledger_tx, u/);
  });

  it('credits through an upsert and refuses a guard on a credit', () => {
    const { param } = sqlParams();
    expect(bettorMovementSql(param, { ...stake, amountCents: 500 }).change).toMatch(
      /INSERT INTO wallet_accounts/,
    );
    expect(() => bettorMovementSql(param, { ...stake, amountCents: 500, guard: 'ok' })).toThrow(
      LedgerError,
    );
  });

  it('refuses an amount that is not a non-zero integer of minor units', () => {
    const { param } = sqlParams();
    for (const amountCents of [0, 1.5, Number.NaN, 2 ** 60]) {
      expect(() => bettorMovementSql(param, { ...stake, amountCents })).toThrow(LedgerError);
    }
  });
});
