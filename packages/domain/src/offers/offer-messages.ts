/**
 * Texts of free bets and promotions. The spec gives 'A minimum odd of {n} is required to use
 * Freebet' and 'Increase your stake to {n} to opt in to {promo}' (in validation/messages.ts);
 * the others are ours, written in the same voice.
 */
export const OFFER_MESSAGES = {
  freebetUsed: 'This free bet has already been used',
  freebetExpired: 'This free bet has expired',
  freebetWithdrawn: 'This free bet has been withdrawn',
  freebetPrematchOnly: 'This free bet can only be used on prematch bets',
  freebetLiveOnly: 'This free bet can only be used on live bets',
  freebetStake: (amount: string) => `The stake of this free bet is ${amount}`,
  freebetWithPromo: 'A promotion cannot be used with a free bet',
  promoEnded: 'This promotion has ended',
  promoNotStarted: 'This promotion has not started yet',
  /** A promotion on some days of the week only, outside them ('Weekend Win Bonus'). */
  promoNotToday: (promo: string, days: string) => `${promo} runs on ${days} only`,
  /** Qualification for the losing-accumulator free bet (free_bet_id 3). */
  accaQualified: (amount: string) => `If this accumulator loses, you get a free bet of ${amount}`,
  accaMoreSelections: (n: number, odd: string) =>
    `Add ${n} more ${n === 1 ? 'selection' : 'selections'} of odds ${odd} or more to qualify for a free bet if this bet loses`,
  accaMinimumStake: (amount: string) =>
    `Stake at least ${amount} to qualify for a free bet if this bet loses`,
  welcomeTitle: 'Welcome free bet',
  accaTitle: 'Accumulator free bet',
  promotionTitle: (promo: string) => `${promo} free bet`,
  operatorTitle: 'Free bet',
  /** The welcome free bet's terms (the offer pages): the deposit must stay at risk. */
  welcomeTerms: (amount: string, minimumDeposit: string) =>
    `Your first deposit of ${minimumDeposit} or more gets a ${amount} free bet. Keep the deposit in your balance until you use the free bet: a withdrawal that leaves less than the deposit in your balance forfeits it.`,
  /** The terms of a free bet earned by a bet (a promotion's award). */
  earnedTerms:
    'A free bet earned by a bet is withdrawn if that bet is cancelled, void or refused before you use the free bet. Once you have used it, the bet that earned it can no longer be cancelled.',
  /** Cancelling a bet whose earned free bet has been staked already. */
  earnedFreebetUsed:
    'This bet can no longer be cancelled: the free bet it earned has already been used',
  /** Cancelling a bet whose earned cash bonus has been spent already. */
  earnedBonusSpent:
    'This bet can no longer be cancelled: the bonus it earned has already been spent',
  /** The terms every free bet shows: its stake is not paid back (the profit-only rule). */
  freebetTerms: (amount: string, expiry: string, minOdd: string | null) =>
    `Stake ${amount} on ${minOdd ? `a bet with total odds of ${minOdd} or more` : 'any bet'} before ${expiry}. Winnings are paid into your balance without the free bet stake.`,
} as const;
