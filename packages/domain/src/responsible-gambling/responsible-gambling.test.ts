import { describe, expect, it } from 'vitest';
import {
  exclusionEnd,
  exclusionHolds,
  limitChangeEffect,
  limitRefusalMessage,
  limitWindow,
  validateDateOfBirth,
} from './index';

const NOW = new Date('2030-03-06T07:00:00Z'); // Wednesday 10:00 in Nairobi

describe('validateDateOfBirth', () => {
  it('accepts 18 on the day, refuses a day short, a bad date and nothing', () => {
    expect(validateDateOfBirth('2012-03-06', NOW)).toEqual({ ok: true, value: '2012-03-06' });
    const young = validateDateOfBirth('2012-03-07', NOW);
    expect(young.ok ? null : young.failure.code).toBe('UNDER_AGE');
    const bad = validateDateOfBirth('1990-02-30', NOW);
    expect(bad.ok ? null : bad.failure.code).toBe('DATE_OF_BIRTH_INVALID');
    const none = validateDateOfBirth('', NOW);
    expect(none.ok ? null : none.failure.message).toBe('Please enter your date of birth');
  });
});

describe('limitWindow', () => {
  it('is a calendar day, week (from Monday) and month in the country time zone', () => {
    expect(limitWindow('day', NOW, 'Africa/Nairobi')).toEqual({
      start: new Date('2030-03-05T21:00:00Z'),
      resetsAt: new Date('2030-03-06T21:00:00Z'),
    });
    expect(limitWindow('week', NOW, 'Africa/Nairobi')).toEqual({
      start: new Date('2030-03-03T21:00:00Z'),
      resetsAt: new Date('2030-03-10T21:00:00Z'),
    });
    expect(limitWindow('month', NOW, 'Africa/Lagos')).toEqual({
      start: new Date('2030-02-28T23:00:00Z'),
      resetsAt: new Date('2030-03-31T23:00:00Z'),
    });
    // Late evening UTC is already tomorrow in Nairobi.
    expect(limitWindow('day', new Date('2030-12-31T22:30:00Z'), 'Africa/Nairobi').start).toEqual(
      new Date('2030-12-31T21:00:00Z'),
    );
  });
});

describe('limit changes', () => {
  it('a first limit and a decrease at once; an increase and a removal after cooling-off', () => {
    expect(limitChangeEffect(null, 500)).toBe('now');
    expect(limitChangeEffect(500, 200)).toBe('now');
    expect(limitChangeEffect(500, 900)).toBe('after-cooling-off');
    expect(limitChangeEffect(500, null)).toBe('after-cooling-off');
    expect(limitChangeEffect(500, 500)).toBe('unchanged');
  });

  it('says which limit and when it resets', () => {
    expect(
      limitRefusalMessage({
        kind: 'deposit',
        period: 'week',
        limitCents: 50_000,
        leftCents: 20_000,
        resetsAt: new Date('2030-03-10T21:00:00Z'),
        money: (c) => `KES ${c / 100}`,
        when: () => '11/03/2030 00:00',
      }),
    ).toBe(
      'This is over your weekly deposit limit of KES 500. You have KES 200 left until it resets on 11/03/2030 00:00.',
    );
  });
});

describe('exclusions', () => {
  it('ends a time-out by itself; a self-exclusion only 24 h after it is asked to end', () => {
    const end = exclusionEnd('time_out', '6w', NOW)!;
    expect(end).toEqual(new Date(NOW.getTime() + 42 * 86_400_000));
    expect(exclusionHolds({ kind: 'time_out', endsAt: end, endRequestedAt: null }, end)).toBe(
      false,
    );
    const selfEnd = exclusionEnd('self_exclusion', '1y', NOW)!;
    expect(selfEnd).toEqual(new Date('2031-03-06T07:00:00Z'));
    const later = new Date(selfEnd.getTime() + 86_400_000 * 400);
    expect(
      exclusionHolds({ kind: 'self_exclusion', endsAt: selfEnd, endRequestedAt: null }, later),
    ).toBe(true);
    const asked = new Date(selfEnd.getTime() + 1000);
    const ex = { kind: 'self_exclusion' as const, endsAt: selfEnd, endRequestedAt: asked };
    expect(exclusionHolds(ex, new Date(asked.getTime() + 86_399_000))).toBe(true);
    expect(exclusionHolds(ex, new Date(asked.getTime() + 86_400_000))).toBe(false);
    expect(exclusionEnd('time_out', '3d', NOW)).toBeNull();
  });
});
