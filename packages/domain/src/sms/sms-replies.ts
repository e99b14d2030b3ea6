import { SMS_COMMAND_MESSAGES } from './sms-commands';
import { KEYPAD_PICK_CODES } from './sms-picks';

/** One SMS in the GSM 7-bit alphabet holds 160 characters. */
export const SMS_MAX_CHARS = 160;
/** A USSD screen holds 182 characters. */
export const USSD_MAX_CHARS = 182;

/**
 * Fits a text into `max` characters: cut at the last space that leaves room for '...'. Replies
 * are written to fit; this only guards texts that carry names (teams, API messages).
 */
export function fitText(text: string, max: number = SMS_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 3);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}...`;
}

/**
 * An amount for a text message: ISO currency code (the symbols 'GH₵' and '₦' are not in the GSM
 * alphabet and would halve the message to 70 characters), thousands grouped, decimals only
 * when there are cents: 'KES 1,250', 'GHS 0.50'.
 */
export function smsMoney(amount: number, currency: string): string {
  const cents = Math.round(Number((amount * 100).toPrecision(15)));
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 ? '-' : '';
  return `${currency} ${sign}${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** A leg as a reply names it: '12345 1 @2.10'. */
export interface ReplyLeg {
  gameId: number;
  code: string;
  odds: number;
}

const legText = (l: ReplyLeg) => `${l.gameId} ${l.code} @${l.odds.toFixed(2)}`;

/** The texts the SMS channel answers with; each builder returns at most 160 characters. */
export const smsReplies = {
  help: () =>
    fitText(
      `Join: JOIN#DDMMYYYY (birth date). Bet: ID#PICK#STAKE, multi ID#PICK#ID#PICK#STAKE. ` +
        `Picks: ${KEYPAD_PICK_CODES}. BAL, BETS, D#AMT, W#AMT, JP#picks, STOP`,
    ),
  joined: (brand: string, currency: string) =>
    fitText(
      `Welcome to ${brand}! Your account is open. Deposit: D#AMOUNT. Bet: GAMEID#PICK#STAKE ` +
        `e.g. 12345#1#100 (${currency}). HELP for more.`,
    ),
  alreadyJoined: (brand: string) =>
    fitText(`You already have a ${brand} account. Send BAL for your balance or HELP for commands.`),
  notJoined: (brand: string) =>
    fitText(`Send JOIN#DDMMYYYY (your date of birth) to open your ${brand} account first.`),
  /** JOIN without a date of birth from a phone with no account yet. */
  joinNeedsDateOfBirth: () => SMS_COMMAND_MESSAGES.join,
  /** An account opened before dates of birth were asked got one by JOIN#DDMMYYYY. */
  dateOfBirthSaved: () =>
    fitText('Thank you. Your date of birth is saved. Send HELP for commands.'),
  balance: (cash: number, bonus: number, currency: string) =>
    fitText(
      `Balance: ${smsMoney(cash, currency)}` +
        (bonus > 0 ? `. Bonus: ${smsMoney(bonus, currency)}` : '') +
        '. Deposit: D#AMOUNT. Withdraw: W#AMOUNT',
    ),
  betPlaced: (
    betCode: string,
    legs: readonly ReplyLeg[],
    stake: number,
    possibleWin: number,
    currency: string,
  ) => {
    const tail = `stake ${smsMoney(stake, currency)}, payout ${smsMoney(possibleWin, currency)}`;
    const head = `Bet ${betCode} placed: `;
    const all = legs.map(legText).join(', ');
    // A long multi lists its legs by count so the figures always fit.
    const body =
      head.length + all.length + tail.length + 2 <= SMS_MAX_CHARS
        ? `${all}. `
        : `${legs.length} games, total odds ${legs.reduce((t, l) => t * l.odds, 1).toFixed(2)}. `;
    return fitText(`${head}${body}${tail[0]!.toUpperCase()}${tail.slice(1)}`);
  },
  betPending: (betCode: string) =>
    fitText(
      `Bet ${betCode} received. A live bet is confirmed in a few seconds: send BETS to see it.`,
    ),
  oddsChanged: (
    legs: readonly { gameId: number; code: string; was: number; now: number }[],
    stake: number,
    possibleWin: number,
    currency: string,
    minutes: number,
  ) => {
    const moved = legs.map((l) => `${l.gameId} ${l.code} ${l.was.toFixed(2)}>${l.now.toFixed(2)}`);
    return fitText(
      `Odds changed: ${moved.join(', ')}. Reply YES within ${minutes} min to bet ` +
        `${smsMoney(stake, currency)} for ${smsMoney(possibleWin, currency)}.`,
    );
  },
  nothingToConfirm: () => fitText('You have no bet waiting for YES. Send HELP for commands.'),
  unknownGame: (gameId: number) =>
    fitText(`Game ${gameId} is not open for betting. Check the game id on today's list.`),
  noPick: (gameId: number, code: string) =>
    fitText(`Game ${gameId} has no ${code} pick open now. Send HELP for the picks.`),
  bets: (
    lines: readonly { code: string; status: string; stake: number; win: number }[],
    currency: string,
  ) => {
    if (lines.length === 0) return 'You have no bets yet. Bet: GAMEID#PICK#STAKE e.g. 12345#1#100';
    let text = 'Your bets:';
    for (const l of lines) {
      const next = ` ${l.code} ${l.status} ${smsMoney(l.stake, currency)}>${smsMoney(l.win, currency).split(' ')[1]};`;
      if (text.length + next.length > SMS_MAX_CHARS) break;
      text += next;
    }
    return text.replace(/;$/, '');
  },
  stopped: (brand: string) =>
    fitText(`${brand} will send you no more offers. Replies to your own messages still come.`),
  deposit: (amount: number, currency: string) =>
    fitText(
      `Check your phone: enter your M-Pesa PIN to deposit ${smsMoney(amount, currency)}. ` +
        'We text you when it arrives.',
    ),
  depositCredited: (amount: number, currency: string) =>
    fitText(`Deposit of ${smsMoney(amount, currency)} received. Send BAL for your balance.`),
  depositFailed: (amount: number, currency: string, reason: string | null) =>
    fitText(`Your deposit of ${smsMoney(amount, currency)} did not go through. ${reason ?? ''}`),
  withdrawalPaid: (amount: number, currency: string) =>
    fitText(`${smsMoney(amount, currency)} has been sent to your mobile money.`),
  withdrawalFailed: (amount: number, currency: string) =>
    fitText(`Your withdrawal of ${smsMoney(amount, currency)} failed. It is back on your balance.`),
  withdrawPendingApproval: (amount: number, balance: number, currency: string) =>
    fitText(
      `Withdrawal of ${smsMoney(amount, currency)} is pending approval; it is reserved and sent once approved. ` +
        `Balance: ${smsMoney(balance, currency)}.`,
    ),
  withdraw: (amount: number, balance: number, currency: string) =>
    fitText(
      `Withdrawal of ${smsMoney(amount, currency)} is on its way to your phone. ` +
        `Balance: ${smsMoney(balance, currency)}.`,
    ),
  jackpotPlaced: (betCode: string, stake: number, currency: string) =>
    fitText(`Jackpot entry ${betCode} placed, stake ${smsMoney(stake, currency)}. Good luck!`),
  jackpotCount: (needed: number) =>
    fitText(`The jackpot has ${needed} games: send JP# and ${needed} picks (1, X or 2) in order.`),
  noJackpot: () => fitText('No jackpot is open right now. Try again later.'),
  /** A refusal from the betting, wallet or payment rules, already in bettor words. */
  refused: (message: string) => fitText(message),
  /**
   * A responsible-gambling refusal (RG_LIMIT_REACHED, RG_EXCLUDED: their own texts, which name
   * the limit or the break and when it ends); the web's 'enter your date of birth' becomes how
   * to send it from a keypad.
   */
  rgRefused: (code: string, message: string) =>
    code === 'DATE_OF_BIRTH_NEEDED'
      ? fitText('Please send your date of birth before you bet: JOIN#DDMMYYYY, e.g. JOIN#15031990.')
      : fitText(message),
} as const;
