/**
 * How outcomes are named to a bettor, the same on the server and in the web client: short keys
 * on the narrow buttons of a list row (1X, 12, X2 rather than "Blackburn Rangers or draw"),
 * full names elsewhere, capitalised the same way everywhere.
 */

/** Double chance keys as the feed writes them: two of 1, X and 2 joined by a slash. */
const DOUBLE_CHANCE_KEY = /^([1X2])\s*\/\s*([1X2])$/i;

/** A whole word "draw" in any case (not inside a team name such as "Drawsko"). */
const DRAW_WORD = /\bdraw\b/gi;

/** True for a double chance market ("Double chance", "1st half - double chance" ...). */
export function isDoubleChanceMarket(marketName: string): boolean {
  return /double chance/i.test(marketName);
}

function capitalised(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * The full name of an outcome, capitalised consistently: it starts with a capital and the draw
 * is always "Draw" ("draw or Birmingham" → "Draw or Birmingham", "over 2.5" → "Over 2.5").
 * Team names keep their own spelling.
 */
export function outcomeName(display: string): string {
  return capitalised(display.replace(DRAW_WORD, 'Draw'));
}

/**
 * The short label of an outcome for a button in a list row: the keys a bettor knows. Double
 * chance keys lose their slash (1/X → 1X, 1/2 → 12, X/2 → X2); in other markets a slash keeps
 * its meaning (half-time/full-time 1/X is "home at half time, draw at full time") and the key is
 * only capitalised (yes → Yes, over 2.5 → Over 2.5, x → X).
 */
export function outcomeShortKey(oddKey: string, marketName: string): string {
  const doubleChance = isDoubleChanceMarket(marketName) ? DOUBLE_CHANCE_KEY.exec(oddKey) : null;
  if (doubleChance) return `${doubleChance[1]}${doubleChance[2]}`.toUpperCase();
  const key = oddKey.trim();
  return /^[1x2]$/i.test(key) ? key.toUpperCase() : capitalised(key);
}
