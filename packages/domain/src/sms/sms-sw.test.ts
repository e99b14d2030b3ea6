import { describe, expect, it } from 'vitest';
import { SMS_COMMAND_MESSAGES } from './sms-commands';
import { SMS_MAX_CHARS, smsReplies, USSD_MAX_CHARS } from './sms-replies';
import { smsRepliesSw, translateKeypadText } from './sms-replies-sw';
import { ussdScreen } from './ussd-screens';
import { ussdTextsIn } from './ussd-texts';

const LONG_BRAND = 'Shangwe Bet Kenya';
const legs = [
  { gameId: 12345, code: '1', odds: 2.1 },
  { gameId: 23456, code: 'X', odds: 3.25 },
  { gameId: 34567, code: 'OV25', odds: 1.85 },
];

/** Every reply builder, called with long figures, in one language. */
function allReplies(r: typeof smsRepliesSw): string[] {
  return [
    r.help(),
    r.joined(LONG_BRAND, 'KES'),
    r.alreadyJoined(LONG_BRAND),
    r.notJoined(LONG_BRAND),
    r.joinNeedsDateOfBirth(),
    r.dateOfBirthSaved(),
    r.balance(9_999_999.99, 999_999.99, 'KES'),
    r.betPlaced('ABCD1234', legs, 999_999, 99_999_999.99, 'KES'),
    r.betPending('ABCD1234'),
    r.oddsChanged(
      legs.map((l) => ({ gameId: l.gameId, code: l.code, was: l.odds, now: l.odds + 0.1 })),
      999_999,
      9_999_999,
      'KES',
      5,
    ),
    r.nothingToConfirm(),
    r.unknownGame(12345),
    r.noPick(12345, 'OV25'),
    r.bets(
      Array.from({ length: 6 }, () => ({
        code: 'ABCD1234',
        status: 'cashed_out',
        stake: 99_999,
        win: 9_999_999,
      })),
      'KES',
    ),
    r.stopped(LONG_BRAND),
    r.deposit(140_000, 'KES'),
    r.depositCredited(140_000, 'KES'),
    r.depositFailed(140_000, 'KES', 'The request was cancelled by the user.'),
    r.withdrawalPaid(140_000, 'KES'),
    r.withdrawalFailed(140_000, 'KES'),
    r.withdraw(140_000, 9_999_999.99, 'KES'),
    r.jackpotPlaced('ABCD1234', 99_999, 'KES'),
    r.jackpotCount(17),
    r.noJackpot(),
    r.rgRefused('DATE_OF_BIRTH_NEEDED', ''),
  ];
}

describe('Kiswahili SMS and USSD (issue 36)', () => {
  it('keeps every reply within one SMS in both languages', () => {
    for (const text of [...allReplies(smsReplies), ...allReplies(smsRepliesSw)]) {
      expect(text.length, text).toBeLessThanOrEqual(SMS_MAX_CHARS);
    }
  });

  it('answers a Kiswahili bettor in Kiswahili', () => {
    expect(smsRepliesSw.balance(1250, 0, 'KES')).toBe(
      'Salio: KES 1,250. Weka pesa: D#KIASI. Toa pesa: W#KIASI',
    );
    expect(smsRepliesSw.betPlaced('AB12', legs.slice(0, 1), 100, 210, 'KES')).toBe(
      'Beti AB12 imewekwa: 12345 1 @2.10. Dau KES 100, malipo KES 210',
    );
  });

  it("translates the command parser's messages, with their arguments", () => {
    expect(translateKeypadText(SMS_COMMAND_MESSAGES.gameId('12'), 'sw')).toBe(
      '"12" si namba ya mechi. Namba za mechi zina tarakimu 5, mf. 12345.',
    );
    expect(translateKeypadText(SMS_COMMAND_MESSAGES.amount('W'), 'sw')).toBe(
      'Tuma W#KIASI kwa tarakimu, mf. W#500.',
    );
    expect(translateKeypadText(SMS_COMMAND_MESSAGES.unknown, 'en')).toBe(
      SMS_COMMAND_MESSAGES.unknown,
    );
  });

  it('keeps every USSD screen within 182 characters and whole in both languages', () => {
    for (const say of [ussdTextsIn('en'), ussdTextsIn('sw')]) {
      const menu = ussdScreen('CON', [LONG_BRAND, ...say.mainMenu]);
      expect(menu.length).toBeLessThanOrEqual(USSD_MAX_CHARS);
      // No entry of the main menu is dropped for room.
      expect(menu.split('\n')).toHaveLength(say.mainMenu.length + 1);
      const screens = [
        [say.welcome(LONG_BRAND), say.joinNow],
        [say.dateOfBirth],
        [say.notAStake('123456789012')],
        [
          '12345 OV25 @12.50',
          say.stake('KES 999,999'),
          say.payout('KES 99,999,999'),
          say.placeBet,
          say.cancel,
        ],
        [
          say.oddsChanged('12345 OV25 1.85>1.95'),
          say.payout('KES 99,999,999'),
          say.placeAtNewOdds,
          say.cancel,
        ],
        [
          say.jackpotTitle('Mega Jackpot Pro', 17, 'KES 99'),
          say.jackpotHowTo(17),
          say.jackpotExample,
        ],
        [say.jackpotExactly(17)],
        [say.noMatchesToday],
      ];
      for (const lines of screens) {
        const joined = lines.join('\n');
        expect(joined.length + 4, joined).toBeLessThanOrEqual(USSD_MAX_CHARS);
      }
    }
  });
});
