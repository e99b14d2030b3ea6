/**
 * The USSD menu's own lines in each language (issue 36); the answers that are SMS replies too
 * (balance, bet placed...) come from `smsRepliesIn`. Each screen built from them stays within
 * 182 characters (`ussdScreen` drops lines that would not fit).
 */
export interface UssdTexts {
  mainMenu: readonly string[];
  welcome: (brand: string) => string;
  joinNow: string;
  dateOfBirth: string;
  invalid: string;
  depositAmount: (currency: string) => string;
  withdrawAmount: (currency: string) => string;
  enterGameId: string;
  stakePrompt: (currency: string) => string;
  notAStake: (typed: string) => string;
  stake: (amount: string) => string;
  payout: (amount: string) => string;
  placeBet: string;
  cancel: string;
  betCancelled: string;
  oddsChanged: (moved: string) => string;
  placeAtNewOdds: string;
  noMatchesToday: string;
  jackpotTitle: (name: string, games: number, price: string) => string;
  jackpotHowTo: (games: number) => string;
  jackpotExample: string;
  jackpotExactly: (games: number) => string;
}

const EN: UssdTexts = {
  mainMenu: [
    '1. Balance',
    '2. Deposit',
    '3. Bet by game id',
    "4. Today's top matches",
    '5. Jackpot',
    '6. Withdraw',
    '7. My bets',
  ],
  welcome: (brand) => `Welcome to ${brand}`,
  joinNow: '1. Join now',
  dateOfBirth: 'Enter your date of birth (DDMMYYYY)',
  invalid: 'Invalid choice. Please dial again.',
  depositAmount: (currency) => `Deposit amount (${currency}):`,
  withdrawAmount: (currency) => `Withdraw amount (${currency}):`,
  enterGameId: 'Enter the game id:',
  stakePrompt: (currency) => `Stake (${currency}):`,
  notAStake: (typed) => `"${typed}" is not a stake. Please dial again.`,
  stake: (amount) => `Stake ${amount}`,
  payout: (amount) => `Payout ${amount}`,
  placeBet: '1. Place bet',
  cancel: '2. Cancel',
  betCancelled: 'Bet cancelled.',
  oddsChanged: (moved) => `Odds changed: ${moved}`,
  placeAtNewOdds: '1. Place at new odds',
  noMatchesToday: 'No more matches today. Please try again tomorrow.',
  jackpotTitle: (name, games, price) => `${name}: ${games} games, ${price}`,
  jackpotHowTo: (games) => `Type ${games} picks: 1 home, 3 draw, 2 away`,
  jackpotExample: 'e.g. 1321...',
  jackpotExactly: (games) => `Send exactly ${games} picks of 1, 3 (draw) or 2. Please dial again.`,
};

const SW: UssdTexts = {
  mainMenu: [
    '1. Salio',
    '2. Weka pesa',
    '3. Beti kwa namba ya mechi',
    '4. Mechi kuu za leo',
    '5. Jackpot',
    '6. Toa pesa',
    '7. Beti zangu',
  ],
  welcome: (brand) => `Karibu ${brand}`,
  joinNow: '1. Jiunge sasa',
  dateOfBirth: 'Weka tarehe yako ya kuzaliwa (DDMMYYYY)',
  invalid: 'Chaguo si sahihi. Tafadhali piga tena.',
  depositAmount: (currency) => `Kiasi cha kuweka (${currency}):`,
  withdrawAmount: (currency) => `Kiasi cha kutoa (${currency}):`,
  enterGameId: 'Weka namba ya mechi:',
  stakePrompt: (currency) => `Dau (${currency}):`,
  notAStake: (typed) => `"${typed}" si dau. Tafadhali piga tena.`,
  stake: (amount) => `Dau ${amount}`,
  payout: (amount) => `Malipo ${amount}`,
  placeBet: '1. Weka beti',
  cancel: '2. Ghairi',
  betCancelled: 'Beti imeghairiwa.',
  oddsChanged: (moved) => `Odds zimebadilika: ${moved}`,
  placeAtNewOdds: '1. Weka kwa odds mpya',
  noMatchesToday: 'Hakuna mechi zaidi leo. Tafadhali jaribu kesho.',
  jackpotTitle: (name, games, price) => `${name}: mechi ${games}, ${price}`,
  jackpotHowTo: (games) => `Andika machaguo ${games}: 1 nyumbani, 3 sare, 2 ugenini`,
  jackpotExample: 'mf. 1321...',
  jackpotExactly: (games) =>
    `Tuma machaguo ${games} kamili ya 1, 3 (sare) au 2. Tafadhali piga tena.`,
};

/** The USSD menu's lines in `language` ('en' when the bettor never chose). */
export function ussdTextsIn(language: string | null | undefined): UssdTexts {
  return language === 'sw' ? SW : EN;
}
