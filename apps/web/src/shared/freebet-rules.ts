/**
 * Reading a free bet's claim rules (spec 01 §3: claim_rules [{rule_name, rule_value}]).
 */
import type { FreeBet } from '@shangwe/contract';

/** The min_odd claim rule of a free bet, or null when it has none. */
export function freebetMinOdd(freebet: Pick<FreeBet, 'claim_rules'>): number | null {
  const rule = freebet.claim_rules.find((r) => r.rule_name === 'min_odd');
  const value = rule ? Number(rule.rule_value) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}
