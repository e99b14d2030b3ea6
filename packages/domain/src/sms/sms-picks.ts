/**
 * The picks a bettor can type by SMS or USSD: 1/X/2 and the short codes of the main markets.
 * Each names one outcome of one market of the catalog (Betradar-style sub_type_id, specifier,
 * odd_key), so a keypad message becomes the same pick the web's betslip sends.
 */
export interface KeypadPick {
  /** What the bettor types, upper case. */
  code: string;
  sub_type_id: number;
  special_bet_value: string;
  odd_key: string;
  /** How HELP and replies name it. */
  label: string;
}

/** Every pick code, in the order HELP lists them. */
export const KEYPAD_PICKS: readonly KeypadPick[] = [
  { code: '1', sub_type_id: 1, special_bet_value: '', odd_key: '1', label: 'home' },
  { code: 'X', sub_type_id: 1, special_bet_value: '', odd_key: 'X', label: 'draw' },
  { code: '2', sub_type_id: 1, special_bet_value: '', odd_key: '2', label: 'away' },
  { code: '1X', sub_type_id: 10, special_bet_value: '', odd_key: '1/X', label: 'home or draw' },
  { code: '12', sub_type_id: 10, special_bet_value: '', odd_key: '1/2', label: 'home or away' },
  { code: 'X2', sub_type_id: 10, special_bet_value: '', odd_key: 'X/2', label: 'draw or away' },
  {
    code: 'OV',
    sub_type_id: 18,
    special_bet_value: 'total=2.5',
    odd_key: 'over 2.5',
    label: 'over 2.5 goals',
  },
  {
    code: 'UN',
    sub_type_id: 18,
    special_bet_value: 'total=2.5',
    odd_key: 'under 2.5',
    label: 'under 2.5 goals',
  },
  { code: 'GG', sub_type_id: 29, special_bet_value: '', odd_key: 'yes', label: 'both score' },
  { code: 'NG', sub_type_id: 29, special_bet_value: '', odd_key: 'no', label: 'not both score' },
];

const BY_CODE = new Map(KEYPAD_PICKS.map((p) => [p.code, p]));

/** The pick a code names ('x', ' 1x ' and '1/X' are forgiven), or undefined. */
export function keypadPick(code: string): KeypadPick | undefined {
  return BY_CODE.get(code.replace(/[\s/]/g, '').toUpperCase());
}

/** The pick codes as HELP lists them: '1 X 2 1X 12 X2 OV UN GG NG'. */
export const KEYPAD_PICK_CODES = KEYPAD_PICKS.map((p) => p.code).join(' ');
