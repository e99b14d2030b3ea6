import { describe, expect, it } from 'vitest';
import { AGE_MESSAGES, exclusionMessage } from '../responsible-gambling';
import {
  fitText,
  keypadDateOfBirth,
  keypadPick,
  parseKeypadDate,
  parseSmsCommand,
  SMS_COMMAND_MESSAGES,
  SMS_MAX_CHARS,
  smsMoney,
  smsReplies,
  ussdChoices,
  ussdScreen,
  USSD_MAX_CHARS,
} from './index';

describe('parseSmsCommand', () => {
  it('reads words case-insensitively and forgives spaces', () => {
    expect(parseSmsCommand(' join ')).toEqual({ kind: 'join', dateOfBirth: null });
    expect(parseSmsCommand('Bal')).toEqual({ kind: 'balance' });
    expect(parseSmsCommand('b a l')).toEqual({ kind: 'balance' });
    expect(parseSmsCommand('help')).toEqual({ kind: 'help' });
    expect(parseSmsCommand('BETS')).toEqual({ kind: 'bets' });
    expect(parseSmsCommand('stop')).toEqual({ kind: 'stop' });
    expect(parseSmsCommand('yes')).toEqual({ kind: 'confirm' });
  });

  it('reads a single bet with spaces and a lower-case pick', () => {
    const c = parseSmsCommand(' 12345 # x # 100 ');
    expect(c.kind).toBe('bet');
    if (c.kind !== 'bet') return;
    expect(c.stake).toBe('100');
    expect(c.legs).toHaveLength(1);
    expect(c.legs[0]!.gameId).toBe(12345);
    expect(c.legs[0]!.pick).toMatchObject({ sub_type_id: 1, odd_key: 'X' });
  });

  it('reads a multi bet with main-market codes', () => {
    const c = parseSmsCommand('12345#1X#23456#ov#34567#gg#50.5');
    expect(c.kind).toBe('bet');
    if (c.kind !== 'bet') return;
    expect(c.stake).toBe('50.5');
    expect(
      c.legs.map((l) => [l.gameId, l.pick.sub_type_id, l.pick.odd_key, l.pick.special_bet_value]),
    ).toEqual([
      [12345, 10, '1/X', ''],
      [23456, 18, 'over 2.5', 'total=2.5'],
      [34567, 29, 'yes', ''],
    ]);
  });

  it('names what is wrong in a bet', () => {
    expect(parseSmsCommand('12345#1')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.betFormat,
    });
    expect(parseSmsCommand('123456#1#100')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.gameId('123456'),
    });
    expect(parseSmsCommand('12345#3#100')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.pick('3'),
    });
    expect(parseSmsCommand('12345#1#ten')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.stake('ten'),
    });
    expect(parseSmsCommand('12345#1#0')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.stake('0'),
    });
    expect(parseSmsCommand('12345#1#12345#2#100')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.sameGame(12345),
    });
  });

  it('reads deposits, withdrawals and jackpot entries', () => {
    expect(parseSmsCommand('d#500')).toEqual({ kind: 'deposit', amount: '500' });
    expect(parseSmsCommand('DEP # 1000')).toEqual({ kind: 'deposit', amount: '1000' });
    expect(parseSmsCommand('w#250')).toEqual({ kind: 'withdraw', amount: '250' });
    expect(parseSmsCommand('W#')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.amount('W'),
    });
    expect(parseSmsCommand('W#-5').kind).toBe('invalid');
    expect(parseSmsCommand('jp#1x2 1x2')).toEqual({
      kind: 'jackpot',
      picks: ['1', 'X', '2', '1', 'X', '2'],
    });
    expect(parseSmsCommand('JP#1#X#2')).toEqual({ kind: 'jackpot', picks: ['1', 'X', '2'] });
    expect(parseSmsCommand('JP#1X3')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.jackpot,
    });
  });

  it('refuses unknown and empty messages with a pointer to HELP', () => {
    expect(parseSmsCommand('hello there')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.unknown,
    });
    expect(parseSmsCommand('  ')).toEqual({ kind: 'invalid', message: SMS_COMMAND_MESSAGES.empty });
  });

  it('forgives 1/X typed with a slash', () => {
    expect(keypadPick('1/x')?.code).toBe('1X');
    expect(keypadPick('q')).toBeUndefined();
  });
});

describe('JOIN with a date of birth', () => {
  it('reads the date day first, with or without separators', () => {
    for (const text of [
      'JOIN#15031990',
      'join # 15-03-1990',
      'Join 15/3/1990',
      'JOIN15.03.1990',
      'register*15031990',
    ])
      expect(parseSmsCommand(text), text).toEqual({ kind: 'join', dateOfBirth: '1990-03-15' });
  });

  it('refuses a date that is not one, naming what was typed', () => {
    expect(parseSmsCommand('JOIN#31021990')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.dateOfBirth('31021990'),
    });
    expect(parseSmsCommand('JOIN#1990')).toEqual({
      kind: 'invalid',
      message: SMS_COMMAND_MESSAGES.dateOfBirth('1990'),
    });
    expect(parseKeypadDate('19900315')).toBeNull();
    expect(parseKeypadDate('29022024')).toBe('2024-02-29');
    expect(parseKeypadDate('29022023')).toBeNull();
  });

  it("judges the age as registration does: under 18 is refused with the domain's text", () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(keypadDateOfBirth('21112008', now)).toEqual({ ok: true, value: '2008-11-21' });
    expect(keypadDateOfBirth('22112008', now)).toEqual({
      ok: false,
      code: 'UNDER_AGE',
      message: AGE_MESSAGES.underAge,
    });
    expect(keypadDateOfBirth('15/3/1990', now)).toMatchObject({ ok: true });
    expect(keypadDateOfBirth('1503', now)).toEqual({
      ok: false,
      code: 'DATE_OF_BIRTH_INVALID',
      message: AGE_MESSAGES.invalid,
    });
    expect(keypadDateOfBirth('01011850', now)).toMatchObject({ ok: false });
  });

  it('turns the date-of-birth refusal into a keypad instruction, and fits RG refusals', () => {
    expect(smsReplies.rgRefused('DATE_OF_BIRTH_NEEDED', 'Please enter your date of birth')).toBe(
      'Please send your date of birth before you bet: JOIN#DDMMYYYY, e.g. JOIN#15031990.',
    );
    const excluded = exclusionMessage('self_exclusion', '21 May 2027, 12:00');
    expect(smsReplies.rgRefused('RG_EXCLUDED', excluded)).toBe(excluded);
    expect(excluded.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(smsReplies.rgRefused('RG_LIMIT_REACHED', 'x '.repeat(120)).length).toBeLessThanOrEqual(
      SMS_MAX_CHARS,
    );
  });
});

describe('SMS replies', () => {
  it('every fixed reply fits one SMS', () => {
    const texts = [
      smsReplies.help(),
      smsReplies.joined('Shangwe Bet', 'KES'),
      smsReplies.alreadyJoined('Shangwe Bet'),
      smsReplies.notJoined('Shangwe Bet'),
      smsReplies.joinNeedsDateOfBirth(),
      smsReplies.dateOfBirthSaved(),
      SMS_COMMAND_MESSAGES.join,
      SMS_COMMAND_MESSAGES.dateOfBirth('31/02/1990'),
      smsReplies.balance(1234567.5, 200, 'KES'),
      smsReplies.betPending('ABCD1234'),
      smsReplies.nothingToConfirm(),
      smsReplies.unknownGame(12345),
      smsReplies.noPick(12345, 'GG'),
      smsReplies.stopped('Shangwe Bet'),
      smsReplies.deposit(150000, 'KES'),
      smsReplies.depositCredited(150000, 'KES'),
      smsReplies.depositFailed(150000, 'KES', 'The payment was cancelled on the phone.'),
      smsReplies.withdrawalPaid(150000, 'KES'),
      smsReplies.withdrawalFailed(150000, 'KES'),
      smsReplies.withdraw(150000, 1234567, 'KES'),
      smsReplies.jackpotPlaced('ABCD1234', 99, 'KES'),
      smsReplies.jackpotCount(17),
      smsReplies.noJackpot(),
    ];
    for (const t of texts) expect(t.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(smsReplies.help()).toContain('1 X 2 1X 12 X2 OV UN GG NG');
  });

  it('a bet reply lists its legs, or counts them when they do not fit', () => {
    const one = smsReplies.betPlaced(
      'ABCD1234',
      [{ gameId: 12345, code: '1', odds: 2.1 }],
      100,
      210,
      'KES',
    );
    expect(one).toBe('Bet ABCD1234 placed: 12345 1 @2.10. Stake KES 100, payout KES 210');
    const many = Array.from({ length: 12 }, (_, i) => ({
      gameId: 10000 + i,
      code: 'X2',
      odds: 1.5,
    }));
    const long = smsReplies.betPlaced('ABCD1234', many, 1000000, 129746337.89, 'KES');
    expect(long.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(long).toContain('12 games, total odds 129.75');
    expect(long).toContain('payout KES 129,746,337.89');
  });

  it('a moved price names the old and new odds and the window', () => {
    const text = smsReplies.oddsChanged(
      [{ gameId: 12345, code: '1', was: 2.1, now: 2.25 }],
      100,
      225,
      'KES',
      5,
    );
    expect(text).toBe(
      'Odds changed: 12345 1 2.10>2.25. Reply YES within 5 min to bet KES 100 for KES 225.',
    );
  });

  it('bets list stops before 160 characters', () => {
    const lines = Array.from({ length: 10 }, (_, i) => ({
      code: `CODE000${i}`,
      status: 'open',
      stake: 100,
      win: 2500,
    }));
    const text = smsReplies.bets(lines, 'KES');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text.startsWith('Your bets: CODE0000 open KES 100>2,500;')).toBe(true);
    expect(smsReplies.bets([], 'KES')).toContain('no bets');
  });

  it('money uses the ISO code and groups thousands', () => {
    expect(smsMoney(1250, 'KES')).toBe('KES 1,250');
    expect(smsMoney(0.5, 'GHS')).toBe('GHS 0.50');
    expect(smsMoney(1234567.891, 'NGN')).toBe('NGN 1,234,567.89');
  });

  it('fitText cuts at a word and marks the cut', () => {
    const text = fitText('word '.repeat(50));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word...')).toBe(true);
  });
});

describe('USSD', () => {
  it('a screen keeps the lines that fit 182 characters', () => {
    const lines = Array.from(
      { length: 20 },
      (_, i) => `${i + 1}. Manchester United v Wolverhampton`,
    );
    const screen = ussdScreen('CON', lines);
    expect(screen.length).toBeLessThanOrEqual(USSD_MAX_CHARS);
    expect(screen.startsWith('CON 1. Manchester')).toBe(true);
    expect(ussdScreen('END', ['x'.repeat(300)]).length).toBeLessThanOrEqual(USSD_MAX_CHARS);
  });

  it('choices apply back (0) and main menu (00)', () => {
    expect(ussdChoices('')).toEqual([]);
    expect(ussdChoices('3*12345')).toEqual(['3', '12345']);
    expect(ussdChoices('3*12345*0*23456')).toEqual(['3', '23456']);
    expect(ussdChoices('3*12345*00*1')).toEqual(['1']);
  });
});
