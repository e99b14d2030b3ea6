/**
 * User-facing texts, verbatim from the spec where it gives them (spec 01 §5, §8; spec 02 §2.1,
 * §4). Texts marked "ours" are not in the spec and were written for this product.
 */
export const MESSAGES = {
  phoneInvalidPattern: 'Please input a valid phone number',
  loginPhoneRequired: 'Please enter a phone number',
  loginPhoneInvalid: 'This phone number is invalid',
  loginPasswordRequired: 'Please enter a password',
  registerPasswordRequired: 'Please input a password',
  /** ours */
  passwordTooShort: 'Your password must have at least 4 characters',
  /** ours */
  passwordTooCommon:
    'This password is too easy to guess. Please choose one that is not a common PIN or word',
  depositAmountRequired: 'Please enter an amount',
  depositMinimum: (amount: string) => `Minimum deposit amount is ${amount}`,
  depositMaximum: (amount: string) => `Maximum deposit amount is ${amount}`,
  /** ours, the withdrawal twin of the deposit texts */
  withdrawMinimum: (amount: string) => `Minimum withdrawal amount is ${amount}`,
  /** ours */
  withdrawMaximum: (amount: string) => `Maximum withdrawal amount is ${amount}`,
  /** ours */
  amountNotANumber: 'Please enter a valid amount',
  /** ours */
  amountDecimals: 'Please enter an amount with at most 2 decimals',
  /** ours: above any figure a country allows (its own maximum is judged with the country) */
  amountTooLarge: 'This amount is too large',
  loginToBet: 'Please login to place a bet',
  minimumBet: (amount: string) => `Minimum bet amount is ${amount}`,
  maximumBet: (amount: string) => `Maximum bet amount is ${amount}`,
  minTotalOdd: (n: string) => `Min total odd of ${n} required to place a bet`,
  shikishaMinTotalOdds: (n: string) => `Min total odds of ${n} required to place a bet`,
  shikishaOneMatch: 'All picks of a Shikisha bet must come from the same match',
  shikishaOneMarket: (market: string) => `Only one pick per market line is allowed: ${market}`,
  shikishaContradictory: (a: string, b: string) => `${a} and ${b} cannot both win`,
  shikishaNearCertain: 'This combination is almost certain to win: add or change a pick',
  /** ours */
  shikishaRedundant: (pick: string, implyingPicks: string) =>
    `${pick} adds nothing to ${implyingPicks}: remove it`,
  maximumLiveBet: (amount: string) => `Maximum live bets amount is ${amount}`,
  freebetMinimumOdd: (n: string) => `A minimum odd of ${n} is required to use Freebet`,
  loginFirst: 'Please login first',
  loginFirstTitle: 'Authentication required',
  betAmountLimitTitle: 'Bet amount limit',
  minimumPicks: (n: number) => `Minimum picks accepted is ${n}`,
  betLimitWarningTitle: 'Bet limit warning',
  /** ours */
  emptyBetslip: 'Add at least one selection to your betslip',
  /** ours */
  invalidPicks: 'Remove the expired or locked selections to place your bet',
  /** ours */
  oddsChanged: 'Some odds have changed. Accept the changes to place your bet',
  promoStake: (n: string, promo: string) => `Increase your stake to ${n} to opt in to ${promo}`,
  /** ours, same shape as the stake text */
  promoOdds: (n: string, promo: string) => `Increase your total odds to ${n} to opt in to ${promo}`,
  /** ours, same shape as the stake text */
  promoPicks: (n: number, promo: string) => `Add at least ${n} selections to opt in to ${promo}`,
  /** ours */
  promoOnlyOne: 'Only one promotion can be used on a bet',
  /** ours */
  kycNameRequired: 'Please enter your official name',
  /** ours */
  kycDateOfBirthRequired: 'Please enter your date of birth',
  /** ours */
  kycDateOfBirthInvalid: 'Please enter a valid date of birth',
  /** ours */
  kycUnderAge: 'You must be 18 years or older to bet',
  /** ours */
  kycIdTypeRequired: 'Please select an ID type',
  /** ours */
  kycIdTypeUnknown: 'Please select one of the listed ID types',
  /** ours */
  kycIdNumberRequired: 'Please enter your ID number',
  /** ours */
  kycIdNumberInvalid: (label: string) => `Please enter a valid ${label} number`,
  /** ours */
  affiliateTokenInvalid: 'Invalid affiliate token',
  loadCodeRequired: 'Please enter a code',
  /** 40 on the main slip, 30 on boosted and shikisha (a country may lower the main cap). */
  betslipFull: (n: number) => `Maximum number of bets reached (${n})`,
  /** 13 (grand, midweek) or 17 (20M). */
  jackpotFull: (n: number) => `You can only select outcomes for a maximum of ${n} matches`,
  /** ours */
  duplicatePick: (keying: 'match' | 'market' | 'outcome') =>
    keying === 'market'
      ? 'Only one selection per market is allowed'
      : keying === 'outcome'
        ? 'The same selection appears twice'
        : 'Only one selection per match is allowed',
  offlineAdd: 'Please get back online to add to your betslip',
  deepLinkParameters: 'Match add unsuccessful, check the parameters',
  deepLinkExpired: 'Match add unsuccessful, expired match',
  deepLinkSuccess: 'Bet successfully added to betslip',
  clearBetslipConfirm: 'Are you sure you want to clear the betslip?',
  kycBannerTitle: 'Complete Your Application',
  kycBannerText: (brand: string) =>
    `Due to government regulation in your country, additional details are required for you to enjoy the full ${brand} experience.`,
  kycBannerAction: 'Complete my application',
} as const;
