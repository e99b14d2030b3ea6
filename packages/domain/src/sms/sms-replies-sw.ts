import { SMS_COMMAND_MESSAGES } from './sms-commands';
import { KEYPAD_PICK_CODES } from './sms-picks';
import { fitText, SMS_MAX_CHARS, smsMoney, smsReplies, type ReplyLeg } from './sms-replies';

/** The languages a keypad bettor is answered in (issue 36). */
export type KeypadLanguage = 'en' | 'sw';

/** The reply builders, in whichever language (the shape of {@link smsReplies}). */
export type SmsReplies = {
  [K in keyof typeof smsReplies]: (...args: Parameters<(typeof smsReplies)[K]>) => string;
};

const legText = (l: ReplyLeg) => `${l.gameId} ${l.code} @${l.odds.toFixed(2)}`;

/**
 * The SMS replies in Kiswahili, builder for builder with {@link smsReplies}; each returns at
 * most 160 characters (the commands themselves, JOIN, BAL, HELP..., stay as they are typed).
 */
export const smsRepliesSw: SmsReplies = {
  help: () =>
    fitText(
      `Jiunge: JOIN#DDMMYYYY (tarehe ya kuzaliwa). Beti: ID#PICK#DAU, nyingi ID#PICK#ID#PICK#DAU. ` +
        `Picks: ${KEYPAD_PICK_CODES}. BAL, BETS, D#KIASI, W#KIASI, JP#, STOP`,
    ),
  joined: (brand, currency) =>
    fitText(
      `Karibu ${brand}! Akaunti yako iko tayari. Weka pesa: D#KIASI. Beti: GAMEID#PICK#DAU ` +
        `mf. 12345#1#100 (${currency}). HELP kwa zaidi.`,
    ),
  alreadyJoined: (brand) =>
    fitText(`Tayari una akaunti ya ${brand}. Tuma BAL kwa salio au HELP kwa amri.`),
  notJoined: (brand) =>
    fitText(`Tuma JOIN#DDMMYYYY (tarehe yako ya kuzaliwa) kufungua akaunti ya ${brand} kwanza.`),
  joinNeedsDateOfBirth: () =>
    fitText('Kujiunga tuma JOIN#DDMMYYYY na tarehe yako ya kuzaliwa, mf. JOIN#15031990.'),
  dateOfBirthSaved: () =>
    fitText('Asante. Tarehe yako ya kuzaliwa imehifadhiwa. Tuma HELP kwa amri.'),
  balance: (cash, bonus, currency) =>
    fitText(
      `Salio: ${smsMoney(cash, currency)}` +
        (bonus > 0 ? `. Bonasi: ${smsMoney(bonus, currency)}` : '') +
        '. Weka pesa: D#KIASI. Toa pesa: W#KIASI',
    ),
  betPlaced: (betCode, legs, stake, possibleWin, currency) => {
    const tail = `dau ${smsMoney(stake, currency)}, malipo ${smsMoney(possibleWin, currency)}`;
    const head = `Beti ${betCode} imewekwa: `;
    const all = legs.map(legText).join(', ');
    const body =
      head.length + all.length + tail.length + 2 <= SMS_MAX_CHARS
        ? `${all}. `
        : `mechi ${legs.length}, odds jumla ${legs.reduce((t, l) => t * l.odds, 1).toFixed(2)}. `;
    return fitText(`${head}${body}${tail[0]!.toUpperCase()}${tail.slice(1)}`);
  },
  betPending: (betCode) =>
    fitText(
      `Beti ${betCode} imepokelewa. Beti mubashara huthibitishwa kwa sekunde chache: tuma BETS.`,
    ),
  oddsChanged: (legs, stake, possibleWin, currency, minutes) => {
    const moved = legs.map((l) => `${l.gameId} ${l.code} ${l.was.toFixed(2)}>${l.now.toFixed(2)}`);
    return fitText(
      `Odds zimebadilika: ${moved.join(', ')}. Jibu YES ndani ya dakika ${minutes} kubeti ` +
        `${smsMoney(stake, currency)} kwa ${smsMoney(possibleWin, currency)}.`,
    );
  },
  nothingToConfirm: () => fitText('Huna beti inayosubiri YES. Tuma HELP kwa amri.'),
  unknownGame: (gameId) =>
    fitText(`Mechi ${gameId} haiko wazi kwa kubeti. Angalia namba ya mechi kwenye orodha ya leo.`),
  noPick: (gameId, code) =>
    fitText(`Mechi ${gameId} haina chaguo ${code} sasa. Tuma HELP kwa machaguo.`),
  bets: (lines, currency) => {
    if (lines.length === 0) return 'Bado huna beti. Beti: GAMEID#PICK#DAU mf. 12345#1#100';
    let text = 'Beti zako:';
    for (const l of lines) {
      const next = ` ${l.code} ${STATUS_SW[l.status] ?? l.status} ${smsMoney(l.stake, currency)}>${smsMoney(l.win, currency).split(' ')[1]};`;
      if (text.length + next.length > SMS_MAX_CHARS) break;
      text += next;
    }
    return text.replace(/;$/, '');
  },
  stopped: (brand) =>
    fitText(`${brand} haitakutumia ofa tena. Majibu ya ujumbe wako mwenyewe bado yatakuja.`),
  deposit: (amount, currency) =>
    fitText(
      `Angalia simu yako: weka PIN yako ya M-Pesa kuweka ${smsMoney(amount, currency)}. ` +
        'Tutakutumia ujumbe ikifika.',
    ),
  depositCredited: (amount, currency) =>
    fitText(`Pesa ${smsMoney(amount, currency)} imepokelewa. Tuma BAL kwa salio lako.`),
  depositFailed: (amount, currency, reason) =>
    fitText(`Kuweka ${smsMoney(amount, currency)} hakukufaulu. ${reason ?? ''}`),
  withdrawalPaid: (amount, currency) =>
    fitText(`${smsMoney(amount, currency)} imetumwa kwenye pesa yako ya simu.`),
  withdrawalFailed: (amount, currency) =>
    fitText(`Kutoa ${smsMoney(amount, currency)} hakukufaulu. Pesa imerudi kwenye salio lako.`),
  withdrawPendingApproval: (amount, balance, currency) =>
    fitText(
      `Kutoa ${smsMoney(amount, currency)} kunasubiri idhini; pesa imehifadhiwa na itatumwa ikiidhinishwa. ` +
        `Salio: ${smsMoney(balance, currency)}.`,
    ),
  withdraw: (amount, balance, currency) =>
    fitText(
      `Pesa ${smsMoney(amount, currency)} inatumwa kwenye simu yako. ` +
        `Salio: ${smsMoney(balance, currency)}.`,
    ),
  jackpotPlaced: (betCode, stake, currency) =>
    fitText(`Jackpot ${betCode} imewekwa, dau ${smsMoney(stake, currency)}. Bahati njema!`),
  jackpotCount: (needed) =>
    fitText(
      `Jackpot ina mechi ${needed}: tuma JP# na machaguo ${needed} (1, X au 2) kwa mpangilio.`,
    ),
  noJackpot: () => fitText('Hakuna jackpot iliyo wazi sasa. Jaribu tena baadaye.'),
  refused: (message) => fitText(translateKeypadText(message, 'sw')),
  rgRefused: (code, message) =>
    code === 'DATE_OF_BIRTH_NEEDED'
      ? fitText(
          'Tafadhali tuma tarehe yako ya kuzaliwa kabla ya kubeti: JOIN#DDMMYYYY, mf. JOIN#15031990.',
        )
      : fitText(translateKeypadText(message, 'sw')),
};

const STATUS_SW: Record<string, string> = {
  open: 'wazi',
  pending: 'inasubiri',
  won: 'imeshinda',
  lost: 'imepoteza',
  void: 'batili',
  cancelled: 'imeghairiwa',
  cashed_out: 'imetolewa',
  rejected: 'imekataliwa',
};

/** The command parser's messages (`SMS_COMMAND_MESSAGES`) in Kiswahili; `{0}`: the argument. */
export const SMS_COMMAND_MESSAGES_SW: Record<keyof typeof SMS_COMMAND_MESSAGES, string> = {
  unknown: 'Samahani, hatukuelewa. Tuma HELP kwa orodha ya amri.',
  empty: 'Ujumbe wako ulikuwa mtupu. Tuma HELP kwa orodha ya amri.',
  betFormat: 'Kubeti tuma GAMEID#PICK#DAU, mf. 12345#1#100. Nyingi: 12345#1#23456#X#100',
  gameId: `"{0}" si namba ya mechi. Namba za mechi zina tarakimu 5, mf. 12345.`,
  pick: `"{0}" si chaguo. Machaguo: ${KEYPAD_PICK_CODES}`,
  stake: `"{0}" si dau. Tuma kiasi kwa tarakimu, mf. 100.`,
  amount: 'Tuma {0}#KIASI kwa tarakimu, mf. {0}#500.',
  sameGame: 'Mechi {0} iko mara mbili kwenye beti yako. Chagua kila mechi mara moja.',
  join: 'Kujiunga tuma JOIN#DDMMYYYY na tarehe yako ya kuzaliwa, mf. JOIN#15031990.',
  dateOfBirth: `"{0}" si tarehe. Tuma JOIN#DDMMYYYY na tarehe yako ya kuzaliwa, mf. JOIN#15031990.`,
  jackpot: 'Kuingia jackpot tuma JP# na chaguo moja (1, X au 2) kwa kila mechi, mf. JP#1X21X2...',
};

type Translation = readonly [RegExp, string];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKER = '\u0001';

/** Other texts a keypad bettor reads (wallet and betting refusals) by their English pattern. */
const OTHER_TEXTS_SW: readonly Translation[] = [
  [/^Minimum bet amount is (.+)$/, 'Dau la chini ni {0}'],
  [/^Maximum bet amount is (.+)$/, 'Dau la juu ni {0}'],
  [/^Minimum deposit amount is (.+)$/, 'Kiasi cha chini cha kuweka ni {0}'],
  [/^Maximum deposit amount is (.+)$/, 'Kiasi cha juu cha kuweka ni {0}'],
  [/^Minimum withdrawal amount is (.+)$/, 'Kiasi cha chini cha kutoa ni {0}'],
  [/^Maximum withdrawal amount is (.+)$/, 'Kiasi cha juu cha kutoa ni {0}'],
  [/^Insufficient balance.*$/i, 'Salio halitoshi. Weka pesa: D#KIASI.'],
  [
    /^(.+) has already started: remove it from your betslip$/,
    '{0} imeshaanza: chagua mechi nyingine',
  ],
  [/^(.+) has ended and can no longer be bet on$/, '{0} imekwisha na haiwezi kubetiwa tena'],
];

let commandTranslations: Translation[] | null = null;

function translations(): readonly Translation[] {
  if (!commandTranslations) {
    commandTranslations = [];
    for (const [key, english] of Object.entries(SMS_COMMAND_MESSAGES)) {
      const swahili = SMS_COMMAND_MESSAGES_SW[key as keyof typeof SMS_COMMAND_MESSAGES];
      const template =
        typeof english === 'string' ? english : (english as (arg: string) => string)(MARKER);
      const source = escape(template).split(MARKER).join('(.+?)');
      commandTranslations.push([new RegExp(`^${source}$`), swahili]);
    }
    commandTranslations.push(...OTHER_TEXTS_SW);
  }
  return commandTranslations;
}

/**
 * A keypad text (a command parser message or a refusal) in the bettor's language: the English
 * itself for 'en' or for a text with no Kiswahili yet.
 */
export function translateKeypadText(text: string, language: KeypadLanguage): string {
  if (language === 'en') return text;
  for (const [english, swahili] of translations()) {
    const match = english.exec(text);
    if (match) return swahili.replace(/\{(\d)\}/g, (_, i: string) => match[Number(i) + 1] ?? '');
  }
  return text;
}

/** The replies in `language` ('en' when the bettor never chose). */
export function smsRepliesIn(language: string | null | undefined): SmsReplies {
  return language === 'sw' ? smsRepliesSw : smsReplies;
}

/** The bettor's keypad language from the profile's column. */
export function keypadLanguage(language: string | null | undefined): KeypadLanguage {
  return language === 'sw' ? 'sw' : 'en';
}
