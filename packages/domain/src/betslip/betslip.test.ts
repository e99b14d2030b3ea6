import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GHANA, KENYA } from '../countries';
import {
  acceptOddChanges,
  addPick,
  checkSlipPicks,
  clearSlip,
  hasOddChanges,
  removeInvalidPicks,
  removePick,
  removePickOdd,
  slipFailures,
  updatePickOdds,
  usedCapacity,
} from './operations';
import { invalidReason, isPickInvalid, type BetslipPick } from './pick';
import { pickDisplayState } from './pick-display';
import { placeButtonState } from './place-button';
import { quoteBetslip, quoteKindOf } from './quote-betslip';
import { SLIP_KINDS, slipRules } from './slip-kinds';

const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = '2026-11-21T18:00:00Z';

function pick(
  match: number,
  overrides: Partial<BetslipPick> & { key?: string; value?: number; market?: number } = {},
): BetslipPick {
  const { key = '1', value = 2, market = 1, ...rest } = overrides;
  return {
    matchId: match,
    parent_match_id: match,
    sub_type_id: market,
    market_name: '1X2',
    home_team: `Home ${match}`,
    away_team: `Away ${match}`,
    startTime: LATER,
    live: false,
    active: true,
    sport_id: 1,
    odd: {
      display: key,
      odd_key: key,
      odd_value: value,
      outcome_id: key,
      special_bet_value: '',
      parent_match_id: match,
      sport_id: 1,
    },
    ...rest,
  };
}

const main = slipRules('main');

function fill(rules: ReturnType<typeof slipRules>, n: number): BetslipPick[] {
  let picks: BetslipPick[] = [];
  for (let i = 1; i <= n; i += 1) {
    const r = addPick(rules, picks, pick(i));
    if (r.ok) picks = r.picks;
  }
  return picks;
}

describe('slip rules (spec 01 §9)', () => {
  it('caps each kind with the spec texts', () => {
    expect(slipRules('main')).toMatchObject({
      capacity: 40,
      fullMessage: 'Maximum number of bets reached (40)',
    });
    expect(slipRules('main', { config: KENYA }).capacity).toBe(40);
    expect(slipRules('main', { config: GHANA })).toMatchObject({
      capacity: 39,
      fullMessage: 'Maximum number of bets reached (39)',
    });
    expect(slipRules('boosted')).toMatchObject({
      capacity: 30,
      fullMessage: 'Maximum number of bets reached (30)',
    });
    expect(slipRules('shikisha')).toMatchObject({ capacity: 30, minPicks: 2, keying: 'market' });
    expect(slipRules('virtual').capacity).toBe(40);
    expect(slipRules('jackpot')).toMatchObject({
      capacity: 13,
      capacityUnit: 'matches',
      fullMessage: 'You can only select outcomes for a maximum of 13 matches',
    });
    expect(slipRules('jackpot', { jackpotType: 'bingwa' }).capacity).toBe(5);
    expect(slipRules('jackpot20M')).toMatchObject({
      capacity: 17,
      fullMessage: 'You can only select outcomes for a maximum of 17 matches',
    });
    expect(slipRules('freeJackpot')).toMatchObject({ capacity: 13, keying: 'match' });
    expect(SLIP_KINDS).toHaveLength(7);
  });
});

describe('add, replace, toggle, remove (spec 01 §3)', () => {
  it('adds a pick with its initial odd', () => {
    const r = addPick(main, [], pick(1, { value: 1.85 }));
    expect(r).toMatchObject({ ok: true, action: 'added' });
    if (r.ok) expect(r.picks[0]).toMatchObject({ initialOdd: 1.85, changed: false });
  });

  it('replaces another odd of the same match in place', () => {
    const start = fill(main, 3);
    const r = addPick(main, start, pick(2, { key: 'X', value: 3.2 }));
    expect(r).toMatchObject({ ok: true, action: 'replaced' });
    if (r.ok) {
      expect(r.picks.map((p) => [p.parent_match_id, p.odd.odd_key])).toEqual([
        [1, '1'],
        [2, 'X'],
        [3, '1'],
      ]);
      expect(r.picks[1]).toMatchObject({ initialOdd: 3.2 });
    }
  });

  it('removes the pick when the same odd is chosen again', () => {
    const r = addPick(main, fill(main, 2), pick(2));
    expect(r).toMatchObject({ ok: true, action: 'removed' });
    if (r.ok) expect(r.picks.map((p) => p.parent_match_id)).toEqual([1]);
  });

  it('refuses the 41st pick on the main slip and the 31st on boosted', () => {
    const full = fill(main, 40);
    expect(full).toHaveLength(40);
    expect(addPick(main, full, pick(41))).toMatchObject({
      ok: false,
      message: 'Maximum number of bets reached (40)',
      failure: { code: 'BETSLIP_FULL' },
    });
    // Replacing within a full slip still works.
    expect(addPick(main, full, pick(40, { key: '2' }))).toMatchObject({
      ok: true,
      action: 'replaced',
    });
    const boosted = slipRules('boosted');
    expect(addPick(boosted, fill(boosted, 30), pick(31))).toMatchObject({
      ok: false,
      message: 'Maximum number of bets reached (30)',
    });
  });

  it('keeps several markets of one match on the shikisha slip, one pick per market', () => {
    const rules = slipRules('shikisha');
    let picks: BetslipPick[] = [];
    for (const p of [
      pick(9, { market: 1 }),
      pick(9, { market: 18, key: 'over' }),
      pick(9, { market: 1, key: 'X' }),
    ]) {
      const r = addPick(rules, picks, p);
      if (r.ok) picks = r.picks;
    }
    expect(picks.map((p) => [p.sub_type_id, p.odd.odd_key])).toEqual([
      [1, 'X'],
      [18, 'over'],
    ]);
    expect(removePick(picks, 9)).toEqual([]);
  });

  it('ticks several outcomes per jackpot match and counts matches for capacity', () => {
    const rules = slipRules('jackpot', { jackpotType: 'bingwa' });
    let picks: BetslipPick[] = [];
    for (let m = 1; m <= 5; m += 1) {
      for (const key of ['1', 'X']) {
        const r = addPick(rules, picks, pick(m, { key }));
        if (r.ok) picks = r.picks;
      }
    }
    expect(picks).toHaveLength(10);
    expect(usedCapacity(rules, picks)).toBe(5);
    expect(addPick(rules, picks, pick(6))).toMatchObject({
      ok: false,
      message: 'You can only select outcomes for a maximum of 5 matches',
    });
    expect(addPick(rules, picks, pick(5, { key: '2' }))).toMatchObject({
      ok: true,
      action: 'added',
    });
    expect(addPick(rules, picks, pick(5, { key: 'X' }))).toMatchObject({
      ok: true,
      action: 'removed',
    });
    expect(removePickOdd(picks, pick(1, { key: 'X' }))).toHaveLength(9);
  });

  it('clears', () => {
    expect(clearSlip<BetslipPick>()).toEqual([]);
  });
});

describe('invalid picks (spec 01 §4)', () => {
  it('knows every reason', () => {
    expect(invalidReason(pick(1, { status: 'STOPPED' }), NOW)).toBe('suspended');
    expect(invalidReason(pick(1, { value: 0 }), NOW)).toBe('no-odd');
    expect(invalidReason({ ...pick(1), odd: { odd_key: '1', odd_value: null } }, NOW)).toBe(
      'no-odd',
    );
    expect(invalidReason(pick(1, { live: true, active: false }), NOW)).toBe('inactive');
    expect(
      invalidReason(pick(1, { live: true, active: true, startTime: '2026-11-21T11:00:00Z' }), NOW),
    ).toBeNull();
    expect(invalidReason(pick(1, { startTime: '2026-11-21T12:00:00Z' }), NOW)).toBe('started');
    expect(invalidReason(pick(1, { startTime: '2026-11-21T12:00:01Z' }), NOW)).toBeNull();
    expect(invalidReason(pick(1, { startTime: '' }), NOW)).toBeNull();
    expect(isPickInvalid(pick(1), NOW)).toBe(false);
  });

  it('removes only the invalid ones', () => {
    const picks = [
      pick(1),
      pick(2, { status: 'STOPPED' }),
      pick(3, { startTime: '2026-11-21T10:00:00Z' }),
    ];
    expect(removeInvalidPicks(picks, NOW).map((p) => p.parent_match_id)).toEqual([1]);
  });
});

describe('odds updates (spec 01 §4)', () => {
  const update = (match: number, value: number | null, extra: object = {}) => ({
    parent_match_id: match,
    sub_type_id: 1,
    odd_key: '1',
    special_bet_value: '',
    odd_value: value,
    ...extra,
  });

  it('sets changed and keeps the initial odd', () => {
    const [first] = fill(main, 1);
    const moved = updatePickOdds([first!], [update(1, 2.4)]);
    expect(moved[0]).toMatchObject({
      changed: true,
      initialOdd: 2,
      odd: { odd_value: 2.4, display: '2.40' },
    });
    const again = updatePickOdds(moved, [update(1, 2.6)]);
    expect(again[0]).toMatchObject({ changed: true, initialOdd: 2 });
    const back = updatePickOdds(again, [update(1, 2)]);
    expect(back[0]).toMatchObject({ changed: false, initialOdd: 2 });
    expect(hasOddChanges(moved)).toBe(true);
  });

  it('takes status and active from the update, and a gone odd makes the pick invalid', () => {
    const picks = fill(main, 2);
    const next = updatePickOdds(picks, [update(1, null, { status: 'STOPPED', active: false })]);
    expect(next[0]).toMatchObject({
      status: 'STOPPED',
      active: false,
      changed: false,
      odd: { odd_value: 0 },
    });
    expect(next[1]).toBe(picks[1]);
    expect(isPickInvalid(next[0]!, NOW)).toBe(true);
  });

  it('accepts changes', () => {
    const moved = updatePickOdds(fill(main, 2), [update(1, 1.5)]);
    const accepted = acceptOddChanges(moved);
    expect(accepted[0]).toMatchObject({ changed: false, initialOdd: 1.5 });
    expect(accepted[1]).toBe(moved[1]);
    expect(hasOddChanges(accepted)).toBe(false);
  });

  it('updates picks of a plain type too', () => {
    const plain = { parent_match_id: 1, sub_type_id: 1, odd: { odd_key: '1', odd_value: 2 } };
    expect(updatePickOdds([plain], [update(1, 3)])[0]).toEqual({
      ...plain,
      odd: { odd_key: '1', odd_value: 3 },
      active: undefined,
      status: undefined,
      initialOdd: 2,
      changed: true,
    });
  });
});

describe('slip failures and whole-slip checks', () => {
  it('reports invalid picks before changed odds', () => {
    expect(slipFailures(fill(main, 2), NOW)).toEqual([]);
    expect(slipFailures([{ ...pick(1), changed: true }], NOW).map((f) => f.code)).toEqual([
      'ODDS_CHANGED',
    ]);
    expect(
      slipFailures([{ ...pick(1), changed: true }, pick(2, { status: 'STOPPED' })], NOW).map(
        (f) => f.code,
      ),
    ).toEqual(['INVALID_PICKS']);
  });

  it('checks a received slip', () => {
    expect(checkSlipPicks(main, [pick(1), pick(1, { key: 'X' })])).toEqual([
      { code: 'DUPLICATE_PICK', message: 'Only one selection per match is allowed' },
    ]);
    const many = Array.from({ length: 41 }, (_, i) => pick(i + 1));
    expect(checkSlipPicks(main, many).map((f) => f.code)).toEqual(['BETSLIP_FULL']);
    expect(checkSlipPicks(main, []).map((f) => f.code)).toEqual(['BETSLIP_EMPTY']);
    const shikisha = slipRules('shikisha');
    expect(checkSlipPicks(shikisha, [pick(1)])).toEqual([
      { code: 'PICKS_BELOW_MINIMUM', message: 'Minimum picks accepted is 2' },
    ]);
    expect(checkSlipPicks(shikisha, [pick(1), pick(1)])[0]?.message).toBe(
      'Only one selection per market is allowed',
    );
    expect(checkSlipPicks(slipRules('jackpot'), [pick(1), pick(1)])[0]?.message).toBe(
      'The same selection appears twice',
    );
  });
});

describe('place button (spec 01 §4)', () => {
  const base = { kind: 'main' as const, now: NOW, placing: false, failures: [] };

  it('shows a loader while placing', () => {
    expect(placeButtonState({ ...base, picks: fill(main, 1), placing: true })).toMatchObject({
      action: 'placing',
      disabled: true,
    });
  });

  it('removes invalid picks: Remove Expired, mini Remove Locked', () => {
    const picks = [{ ...pick(1), changed: true }, pick(2, { status: 'STOPPED' })];
    expect(placeButtonState({ ...base, picks })).toMatchObject({
      action: 'removeInvalid',
      label: 'Remove Expired',
    });
    expect(placeButtonState({ ...base, picks, mini: true })).toMatchObject({
      action: 'removeInvalid',
      label: 'Remove Locked',
    });
  });

  it('accepts odd changes', () => {
    const picks = [{ ...pick(1), changed: true }];
    expect(placeButtonState({ ...base, picks })).toMatchObject({
      action: 'acceptAndPlace',
      label: 'Accept and Place Bet',
      disabled: false,
    });
    expect(placeButtonState({ ...base, picks, mini: true })).toMatchObject({
      action: 'acceptChanges',
      label: 'Accept Odd Changes',
    });
    expect(
      placeButtonState({
        ...base,
        picks,
        failures: [{ code: 'AMOUNT_NOT_A_NUMBER', message: 'm' }],
      }),
    ).toMatchObject({ action: 'acceptAndPlace', disabled: true });
  });

  it('places, disabled only for the disabling failures', () => {
    expect(placeButtonState({ ...base, picks: fill(main, 2) })).toEqual({
      action: 'place',
      label: 'Place Bet',
      disabled: false,
      reason: null,
    });
    const login = { code: 'LOGIN_REQUIRED' as const, message: 'Please login to place a bet' };
    expect(placeButtonState({ ...base, picks: fill(main, 2), failures: [login] })).toMatchObject({
      disabled: false,
    });
    const freebet = {
      code: 'FREEBET_ODD_BELOW_MINIMUM' as const,
      message: 'A minimum odd of 3.00 is required to use Freebet',
    };
    expect(
      placeButtonState({ ...base, picks: fill(main, 2), failures: [login, freebet] }),
    ).toMatchObject({
      disabled: true,
      reason: freebet,
      label: 'Place Bet',
    });
  });

  it('labels the shikisha button with the min total odds text', () => {
    const odds = {
      code: 'TOTAL_ODD_BELOW_MINIMUM' as const,
      message: 'Min total odds of 1.075 required to place a bet',
    };
    expect(
      placeButtonState({ ...base, kind: 'shikisha', picks: fill(main, 2), failures: [odds] }),
    ).toMatchObject({
      disabled: true,
      label: 'Min total odds of 1.075 required to place a bet',
    });
    const stake = { code: 'STAKE_BELOW_MINIMUM' as const, message: 'Minimum bet amount is KES 1' };
    expect(
      placeButtonState({ ...base, kind: 'shikisha', picks: fill(main, 2), failures: [stake] }),
    ).toMatchObject({
      disabled: true,
      label: 'Place Bet',
    });
    expect(
      placeButtonState({
        ...base,
        kind: 'virtual',
        picks: [],
        failures: [{ code: 'BETSLIP_EMPTY', message: 'm' }],
      }),
    ).toMatchObject({
      disabled: true,
    });
  });
});

describe('pick display (spec 01 §4)', () => {
  it('shows normal, changed, locked and started', () => {
    expect(pickDisplayState(pick(1), NOW)).toEqual({ state: 'normal' });
    expect(
      pickDisplayState({ ...pick(1, { value: 2.5 }), changed: true, initialOdd: 2 }, NOW),
    ).toEqual({
      state: 'changed',
      direction: 'up',
      initialOdd: 2,
    });
    expect(
      pickDisplayState({ ...pick(1, { value: 1.5 }), changed: true, initialOdd: 2 }, NOW),
    ).toMatchObject({ direction: 'down' });
    expect(pickDisplayState(pick(1, { live: true, active: false }), NOW)).toEqual({
      state: 'locked',
      label: 'Locked',
      oddLabel: 'Expired',
    });
    expect(pickDisplayState(pick(1, { status: 'STOPPED' }), NOW)).toEqual({
      state: 'locked',
      label: 'Locked',
      oddLabel: 'Started',
    });
    expect(pickDisplayState(pick(1, { startTime: '2026-11-21T11:59:00Z' }), NOW)).toEqual({
      state: 'started',
      label: 'Started',
      oddLabel: 'Started',
    });
  });
});

describe('quoteBetslip', () => {
  it('quotes the main slip with the slip failures', () => {
    const picks = [pick(1, { value: 2 }), { ...pick(2, { value: 1.5 }), changed: true }];
    const q = quoteBetslip('main', picks, { stake: 100, loggedIn: true, now: NOW }, KENYA);
    expect(q).toMatchObject({ kind: 'normal', totalOdds: 3, finalPayout: 241.85 });
    expect(q.failures.map((f) => f.code)).toEqual(['ODDS_CHANGED']);
    const dup = quoteBetslip(
      'main',
      [pick(1), pick(1, { key: 'X' })],
      { stake: 100, loggedIn: true, now: NOW },
      KENYA,
    );
    expect(dup.failures.map((f) => f.code)).toEqual(['DUPLICATE_PICK']);
  });

  it('maps slip kinds and refuses jackpots', () => {
    expect(quoteKindOf('main')).toBe('normal');
    expect(quoteKindOf('virtual')).toBe('virtual');
    expect(quoteKindOf('jackpot')).toBeNull();
    expect(() =>
      quoteBetslip('jackpot', [], { stake: 1, loggedIn: true, now: NOW }, KENYA),
    ).toThrow(RangeError);
  });
});

describe('slip operation properties', () => {
  type Op =
    | { type: 'add'; match: number; key: string; market: number }
    | { type: 'remove'; match: number }
    | { type: 'clear' };
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        type: fc.constant('add' as const),
        match: fc.integer({ min: 1, max: 60 }),
        key: fc.constantFrom('1', 'X', '2'),
        market: fc.constantFrom(1, 10, 18),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('remove' as const),
        match: fc.integer({ min: 1, max: 60 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('clear' as const) }) },
  );

  it('never exceed capacity nor leave two picks in one slot', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLIP_KINDS),
        fc.array(opArb, { maxLength: 200 }),
        (kind, ops) => {
          const rules = slipRules(kind);
          let picks: BetslipPick[] = [];
          for (const op of ops) {
            if (op.type === 'add') {
              const r = addPick(rules, picks, pick(op.match, { key: op.key, market: op.market }));
              if (r.ok) picks = r.picks;
              else expect(usedCapacity(rules, picks)).toBe(rules.capacity);
            } else if (op.type === 'remove') picks = removePick(picks, op.match);
            else picks = clearSlip();
            expect(usedCapacity(rules, picks)).toBeLessThanOrEqual(rules.capacity);
            expect(checkSlipPicks(rules, picks).filter((f) => f.code === 'DUPLICATE_PICK')).toEqual(
              [],
            );
            if (rules.keying === 'match') {
              expect(new Set(picks.map((p) => p.parent_match_id)).size).toBe(picks.length);
            }
          }
        },
      ),
    );
  });
});
