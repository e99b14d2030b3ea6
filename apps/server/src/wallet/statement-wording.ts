import { casinoGame, type CountryConfig, isLiveBetType, PRODUCT } from '@shangwe/domain';

/**
 * What a statement line says, from the ledger's own data: the movement kind, the product and
 * code of the bet it belongs to, the provider's receipt of a payment. Internal references (a
 * bet's row id, a payment's own reference) are for support, never the bettor's words.
 */

/** The movement of each wager kind, after the product's name ('Shikisha stake'). */
const WAGER_MOVEMENTS: Record<string, string> = {
  stake: 'stake',
  payout: 'winnings',
  bet_lost: 'lost',
  refund: 'refund',
  cashout: 'cash-out',
};

/** Wording of the other movement kinds (ours). */
const DESCRIPTIONS: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_release: 'Withdrawal failed: amount returned',
  stake: 'Bet stake',
  payout: 'Bet winnings',
  win: 'Bet winnings',
  refund: 'Bet refund',
  void: 'Bet refund',
  bet_lost: 'Bet lost',
  cashout: 'Cash-out',
  bonus: 'Bonus',
  acca_bonus: 'Multibet bonus',
  points: 'Loyalty points',
  points_rollback: 'Loyalty points corrected',
  freebet: 'Free bet',
  freebet_stake: 'Free bet stake',
  promo_award: 'Promotion award',
  promo_award_reversal: 'Promotion award withdrawn',
  settlement_rollback: 'Bet result corrected',
  adjustment: 'Adjustment',
};

/** What a statement line is made of (the repository's row, before money formatting). */
export interface StatementFacts {
  kind: string;
  /** `bets.product` of the wager a wager movement belongs to. */
  product: string | null;
  /** `bets.short_id`: the code the bettor sees in My Bets and shares (/b/{code}). */
  betCode: string | null;
  /** `bets.bet_type` (the domain's BET_TYPE: prematch or live for the sportsbook). */
  betType: number | null;
  /** The provider's receipt of a deposit or withdrawal (an M-Pesa code, say). */
  receipt: string | null;
  /** A withdrawal's approval by the operator: 'awaiting', 'approved', 'rejected' (or none). */
  approval?: string | null;
  /** Why the operator did not approve it. */
  approvalReason?: string | null;
}

/** The bettor's name of a wager product in their country ('Shikisha', 'Casino · Dice'). */
export function productName(
  product: string,
  betType: number | null,
  config: Pick<CountryConfig, 'shikishaName' | 'sababishaName' | 'splitPotName' | 'boostedName'>,
): string {
  const casino = /^CASINO_(\w+)$/.exec(product);
  if (casino) return `Casino · ${casinoGame(casino[1]!.toLowerCase())?.name ?? 'game'}`;
  switch (product) {
    case PRODUCT.normal:
      return betType !== null && isLiveBetType(betType) ? 'Live bet' : 'Sports bet';
    case PRODUCT.shikisha:
      return config.shikishaName;
    case PRODUCT.virtual:
      return 'Virtual';
    case PRODUCT.jackpot:
      return 'Jackpot';
    case PRODUCT.freeJackpot:
      return 'Free jackpot';
    case PRODUCT.splitPot:
      return config.splitPotName;
    case PRODUCT.sababisha:
      return config.sababishaName;
    case PRODUCT.boosted:
      return config.boostedName;
    default:
      return 'Bet';
  }
}

/** 'Shikisha stake · bet ABC123', 'Deposit · receipt QGH7ABC', 'Bonus'. */
export function statementDescription(
  facts: StatementFacts,
  config: Parameters<typeof productName>[2],
): string {
  const movement = WAGER_MOVEMENTS[facts.kind];
  if (facts.product && movement) {
    const line = `${productName(facts.product, facts.betType, config)} ${movement}`;
    return facts.betCode ? `${line} · bet ${facts.betCode}` : line;
  }
  if (facts.kind === 'withdrawal' && facts.approval === 'awaiting')
    return 'Withdrawal · pending approval';
  if (facts.kind === 'withdrawal_release' && facts.approval === 'rejected')
    return `Withdrawal not approved: amount returned${
      facts.approvalReason ? ` · ${facts.approvalReason}` : ''
    }`;
  const base =
    DESCRIPTIONS[facts.kind] ?? facts.kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return facts.receipt ? `${base} · receipt ${facts.receipt}` : base;
}
