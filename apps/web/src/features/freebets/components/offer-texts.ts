import type { FreeBet, FreeBetProduct, Promo, PromoAward, PromoRuleDto } from '@shangwe/contract';
import { msg, t } from '../../../lib/i18n';

/** Words of the Offers & Rewards screens. */
export const OFFER_TEXTS = {
  title: msg('Offers & Rewards'),
  freebets: msg('Free Bets'),
  promotions: msg('Promotions'),
  offers: msg('Offers'),
  noFreebets: msg('You have no free bets yet. Deposit and bet to earn one.'),
  noPromos: msg('There are no promotions running right now. Please check again soon.'),
  loginForFreebets: msg('Login to see your free bets and opt in to promotions.'),
  freebetNotFound: msg('This free bet was not found'),
  promoNotFound: msg('This promotion was not found'),
  useFreebet: msg('Use in betslip'),
  optIn: msg('Opt in'),
  optOut: msg('Opt out'),
  optedIn: msg('You are opted in: this promotion rides on your next bet.'),
  profitOnly: msg(
    'A free bet stakes the amount for you: when it wins you are paid the winnings without the stake.',
  ),
} as const;

/** The product a free bet stakes, in words. */
export function productLabel(product: FreeBetProduct): string {
  return product === 'LIVEMATCH_UOF' ? t('Live bets') : t('Prematch bets');
}

/** A free bet's status, in words. */
export function freebetStatusLabel(status: FreeBet['status']): string {
  return status === 'active'
    ? t('Active')
    : status === 'used'
      ? t('Used')
      : status === 'withdrawn'
        ? t('Withdrawn')
        : t('Expired');
}

/** A promo's opt-in rule in words (spec 01 §5 rules), given money formatting. */
export function promoRuleText(rule: PromoRuleDto, money: (n: number) => string): string | null {
  const n = Number(rule.value);
  if (!Number.isFinite(n)) return null;
  switch (rule.rule) {
    case 'opt-in-min-bet-amount':
      return t('Stake at least {amount}', { amount: money(n) });
    case 'opt-in-min-odds':
      return t('Total odds of at least {odds}', { odds: n.toFixed(2) });
    case 'opt-min-betslips':
      return n === 1 ? t('At least 1 selection') : t('At least {count} selections', { count: n });
    default:
      return null;
  }
}

/** What a promo awards, in words. */
export function awardText(award: PromoAward, money: (n: number) => string): string {
  const what =
    award.award_type === 'freebet'
      ? t('a {amount} free bet', { amount: money(award.amount) })
      : money(award.amount);
  return award.award_on === 'won'
    ? t('Get {what} when your bet wins', { what })
    : award.award_on === 'lost'
      ? t('Get {what} when your bet loses', { what })
      : t('Get {what} when your bet is placed', { what });
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
