import { checkSlipPicks, type PickCore, type SlipRules } from '@shangwe/domain';
import { refusal, type Refusal } from './wager-product';

/**
 * The refusal of a slip holding two picks in one slot of its kind (one pick per match, per
 * market for Shikisha), as the domain's slip rules judge it; null when there is none. Capacity
 * is left to the product's quote, which knows the country.
 */
export function duplicatePickRefusal(rules: SlipRules, picks: readonly PickCore[]): Refusal | null {
  const failures = checkSlipPicks(rules, picks);
  return failures.some((f) => f.code === 'DUPLICATE_PICK')
    ? refusal('duplicate_match', 'DUPLICATE_MATCH')
    : null;
}
