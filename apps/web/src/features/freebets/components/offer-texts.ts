import type { FreeBet, FreeBetProduct, Promo, PromoAward, PromoRuleDto } from '@shangwe/contract';

/** Words of the Offers & Rewards screens. */
export const OFFER_TEXTS = {
  title: 'Offers & Rewards',
  freebets: 'Free Bets',
  promotions: 'Promotions',
  offers: 'Offers',
  noFreebets: 'You have no free bets yet. Deposit and bet to earn one.',
  noPromos: 'There are no promotions running right now. Please check again soon.',
  loginForFreebets: 'Login to see your free bets and opt in to promotions.',
  freebetNotFound: 'This free bet was not found',
  promoNotFound: 'This promotion was not found',
  useFreebet: 'Use in betslip',
  optIn: 'Opt in',
  optOut: 'Opt out',
  optedIn: 'You are opted in: this promotion rides on your next bet.',
  profitOnly:
    'A free bet stakes the amount for you: when it wins you are paid the winnings without the stake.',
} as const;

/** The product a free bet stakes, in words. */
export function productLabel(product: FreeBetProduct): string {
  return product === 'LIVEMATCH_UOF' ? 'Live bets' : 'Prematch bets';
}

/** A free bet's status, in words. */
export function freebetStatusLabel(status: FreeBet['status']): string {
  return status === 'active'
    ? 'Active'
    : status === 'used'
      ? 'Used'
      : status === 'withdrawn'
        ? 'Withdrawn'
        : 'Expired';
}

/** A promo's opt-in rule in words (spec 01 §5 rules), given money formatting. */
export function promoRuleText(rule: PromoRuleDto, money: (n: number) => string): string | null {
  const n = Number(rule.value);
  if (!Number.isFinite(n)) return null;
  switch (rule.rule) {
    case 'opt-in-min-bet-amount':
      return `Stake at least ${money(n)}`;
    case 'opt-in-min-odds':
      return `Total odds of at least ${n.toFixed(2)}`;
    case 'opt-min-betslips':
      return `At least ${n} selection${n === 1 ? '' : 's'}`;
    default:
      return null;
  }
}

/** What a promo awards, in words. */
export function awardText(award: PromoAward, money: (n: number) => string): string {
  const what =
    award.award_type === 'freebet' ? `a ${money(award.amount)} free bet` : money(award.amount);
  const when =
    award.award_on === 'won'
      ? 'when your bet wins'
      : award.award_on === 'lost'
        ? 'when your bet loses'
        : 'when your bet is placed';
  return `Get ${what} ${when}`;
}

/** Free bets first by what a bettor can use: active (soonest expiry first), then the rest. */
export function sortFreebets(list: readonly FreeBet[]): FreeBet[] {
  const rank = (f: FreeBet) => (f.status === 'active' ? 0 : 1);
  return [...list].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 0
        ? Date.parse(a.expiry_date) - Date.parse(b.expiry_date)
        : Date.parse(b.granted_at) - Date.parse(a.granted_at)),
  );
}

/** Running promos grouped under their category, categories in the server's order. */
export function promosByCategory<C extends { category_id: number }>(
  categories: readonly C[],
  promos: readonly Promo[],
): { category: C; promos: Promo[] }[] {
  return categories
    .map((category) => ({
      category,
      promos: promos.filter((p) => p.category_id === category.category_id),
    }))
    .filter((g) => g.promos.length > 0);
}
