import { AGE_MESSAGES, validateDateOfBirth } from '../responsible-gambling/age';
import { keypadPick, KEYPAD_PICK_CODES, type KeypadPick } from './sms-picks';

/** Short game ids are five digits (10000-99999); a bettor may type leading spaces or zeros. */
const GAME_ID = /^\d{1,5}$/;
/** An amount typed on a keypad: whole units, or with up to two decimals. */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** One leg of a keypad bet: the short game id and the pick. */
export interface KeypadLeg {
  gameId: number;
  pick: KeypadPick;
}

/** What an inbound SMS asks for. */
export type SmsCommand =
  /** JOIN with the bettor's date of birth (YYYY-MM-DD), or null when none was sent. */
  | { kind: 'join'; dateOfBirth: string | null }
  | { kind: 'balance' }
  | { kind: 'help' }
  | { kind: 'bets' }
  | { kind: 'stop' }
  | { kind: 'confirm' }
  | { kind: 'deposit'; amount: string }
  | { kind: 'withdraw'; amount: string }
  | { kind: 'bet'; legs: KeypadLeg[]; stake: string }
  | { kind: 'jackpot'; picks: string[] }
  | { kind: 'invalid'; message: string };

/** Texts of the parser's refusals (each fits one SMS with room to spare). */
export const SMS_COMMAND_MESSAGES = {
  unknown: 'Sorry, we did not understand that. Send HELP for the list of commands.',
  empty: 'Your message was empty. Send HELP for the list of commands.',
  betFormat: 'To bet send GAMEID#PICK#STAKE, e.g. 12345#1#100. Multi: 12345#1#23456#X#100',
  gameId: (token: string) => `"${token}" is not a game id. Game ids have 5 digits, e.g. 12345.`,
  pick: (token: string) => `"${token}" is not a pick. Picks: ${KEYPAD_PICK_CODES}`,
  stake: (token: string) => `"${token}" is not a stake. Send the amount in numbers, e.g. 100.`,
  amount: (command: string) =>
    `Send ${command}#AMOUNT with the amount in numbers, e.g. ${command}#500.`,
  sameGame: (gameId: number) => `Game ${gameId} is twice in your bet. Pick each game once.`,
  join: 'To join send JOIN#DDMMYYYY with your date of birth, e.g. JOIN#15031990.',
  dateOfBirth: (token: string) =>
    `"${token}" is not a date. Send JOIN#DDMMYYYY with your date of birth, e.g. JOIN#15031990.`,
  jackpot: 'To enter the jackpot send JP# and one pick (1, X or 2) per game, e.g. JP#1X21X2...',
} as const;

/** Splits on '#' (and '*', which some keypads put next to '#'), dropping spaces around parts. */
function parts(text: string): string[] {
  return text
    .split(/[#*]/)
    .map((p) => p.replace(/\s+/g, ''))
    .filter((p) => p !== '');
}

function amountCommand(kind: 'deposit' | 'withdraw', command: string, rest: string[]): SmsCommand {
  if (rest.length !== 1 || !AMOUNT.test(rest[0]!) || Number(rest[0]) <= 0)
    return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.amount(command) };
  return { kind, amount: rest[0]! };
}

function jackpotCommand(rest: string[]): SmsCommand {
  // 'JP#1X21X2...' or 'JP#1#X#2...': either way one 1/X/2 per game, in the jackpot's order.
  const picks = rest.join('').toUpperCase().split('');
  if (picks.length === 0 || picks.some((p) => p !== '1' && p !== 'X' && p !== '2'))
    return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.jackpot };
  return { kind: 'jackpot', picks };
}

function betCommand(tokens: string[]): SmsCommand {
  if (tokens.length < 3 || tokens.length % 2 === 0)
    return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.betFormat };
  const legs: KeypadLeg[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const idToken = tokens[i]!;
    const pickToken = tokens[i + 1]!;
    if (!GAME_ID.test(idToken) || Number(idToken) === 0)
      return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.gameId(idToken) };
    const pick = keypadPick(pickToken);
    if (!pick)
      return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.pick(pickToken.toUpperCase()) };
    const gameId = Number(idToken);
    if (legs.some((l) => l.gameId === gameId))
      return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.sameGame(gameId) };
    legs.push({ gameId, pick });
  }
  const stake = tokens[tokens.length - 1]!;
  if (!AMOUNT.test(stake) || Number(stake) <= 0)
    return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.stake(stake) };
  return { kind: 'bet', legs, stake };
}

/**
 * A date of birth typed on a keypad, day first as written in Kenya, Ghana and Nigeria:
 * '15031990', '15-03-1990', '15/3/1990' or '15.03.1990'. Returns YYYY-MM-DD when the date
 * exists in the calendar, null otherwise (the age is judged by {@link keypadDateOfBirth}).
 */
export function parseKeypadDate(raw: string): string | null {
  const text = raw.replace(/\s+/g, '');
  const match =
    /^(\d{2})(\d{2})(\d{4})$/.exec(text) ?? /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A keypad date of birth judged as registration judges it (packages/domain
 * responsible-gambling/age.ts): a real date, at most 120 years back, 18 or older on `now`.
 * The refusal is the domain's own text ('You must be 18 years or older to register and bet').
 */
export function keypadDateOfBirth(
  raw: string,
  now: Date,
): { ok: true; value: string } | { ok: false; code: string; message: string } {
  const iso = parseKeypadDate(raw);
  if (iso === null)
    return { ok: false, code: 'DATE_OF_BIRTH_INVALID', message: AGE_MESSAGES.invalid };
  const valid = validateDateOfBirth(iso, now);
  return valid.ok
    ? { ok: true, value: valid.value }
    : { ok: false, code: valid.failure.code, message: valid.failure.message };
}

/** JOIN, JOIN#15031990, 'join 15-03-1990' (spaces are dropped, so the date follows the word). */
function joinCommand(head: string, rest: string[]): SmsCommand | null {
  const word = /^(JOIN|REGISTER)/.exec(head)?.[1];
  if (!word) return null;
  const typed = [head.slice(word.length), ...rest].join('');
  if (typed === '') return { kind: 'join', dateOfBirth: null };
  const dateOfBirth = parseKeypadDate(typed);
  if (dateOfBirth === null)
    return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.dateOfBirth(typed) };
  return { kind: 'join', dateOfBirth };
}

const WORDS: Record<string, SmsCommand> = {
  BAL: { kind: 'balance' },
  BALANCE: { kind: 'balance' },
  HELP: { kind: 'help' },
  BETS: { kind: 'bets' },
  STOP: { kind: 'stop' },
  YES: { kind: 'confirm' },
  Y: { kind: 'confirm' },
};

/**
 * Reads an inbound SMS: case-insensitive, spaces anywhere forgiven ('12345 # x # 100', ' bal ').
 * Bets are `GAMEID#PICK#STAKE` or more `GAMEID#PICK` pairs before the stake; `D#AMOUNT`
 * deposits, `W#AMOUNT` withdraws, `JP#PICKS` enters the jackpot, `JOIN#DDMMYYYY` opens an
 * account (the date of birth is required: registration refuses under-18s).
 */
export function parseSmsCommand(text: string): SmsCommand {
  const tokens = parts(text);
  if (tokens.length === 0) return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.empty };
  const head = tokens[0]!.toUpperCase();
  if (tokens.length === 1 && WORDS[head]) return WORDS[head];
  const join = joinCommand(head, tokens.slice(1));
  if (join) return join;
  if (head === 'D' || head === 'DEP' || head === 'DEPOSIT')
    return amountCommand('deposit', 'D', tokens.slice(1));
  if (head === 'W' || head === 'WITHDRAW') return amountCommand('withdraw', 'W', tokens.slice(1));
  if (head === 'JP' || head === 'JACKPOT') return jackpotCommand(tokens.slice(1));
  if (/^\d+$/.test(head)) return betCommand(tokens);
  return { kind: 'invalid', message: SMS_COMMAND_MESSAGES.unknown };
}
