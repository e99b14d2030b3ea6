/** The outcomes of a jackpot match. */
export type JackpotPick = '1' | 'X' | '2';
/** A match's result: an outcome, or 'void' (postponed, abandoned: every outcome counts correct). */
export type JackpotResult = JackpotPick | 'void';

/** Lines of an entry: the product of the outcomes picked per match (a double ×2, a triple ×3). */
export function lineCount(picksPerMatch: readonly (readonly unknown[])[]): number {
  let lines = 1;
  for (const picks of picksPerMatch) lines *= picks.length;
  return picksPerMatch.length === 0 ? 0 : lines;
}

/** How an entry's picks of one match fared: how many of them are correct. */
function correctPicks(picks: readonly JackpotPick[], result: JackpotResult): number {
  if (result === 'void') return picks.length;
  return picks.includes(result) ? 1 : 0;
}

/**
 * How many of an entry's lines have k correct picks, for k = 0..matches (index k). Counted
 * without listing the lines (a full-triple entry of 17 matches has 129 million): the product
 * over matches of (correct·x + wrong), as a polynomial in x.
 */
export function correctLineCounts(
  picksPerMatch: readonly (readonly JackpotPick[])[],
  results: readonly JackpotResult[],
): number[] {
  let counts = [1];
  picksPerMatch.forEach((picks, i) => {
    const right = correctPicks(picks, results[i]!);
    const wrong = picks.length - right;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((n, k) => {
      next[k] = next[k]! + n * wrong;
      next[k + 1] = next[k + 1]! + n * right;
    });
    counts = next;
  });
  return counts;
}

/** The most correct picks of any line of the entry. */
export function bestCorrect(
  picksPerMatch: readonly (readonly JackpotPick[])[],
  results: readonly JackpotResult[],
): number {
  return picksPerMatch.reduce(
    (sum, picks, i) => sum + (correctPicks(picks, results[i]!) > 0 ? 1 : 0),
    0,
  );
}
