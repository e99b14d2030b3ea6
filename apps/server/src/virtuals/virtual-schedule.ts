/**
 * A double round robin by the circle method: team 0 stays, the others rotate. Match-day d of
 * the first half is mirrored (home and away swapped) at d + (teams − 1).
 */
export function doubleRoundRobin(teamIds: readonly number[]): Array<Array<[number, number]>> {
  const n = teamIds.length;
  if (n % 2 !== 0 || n < 2) throw new Error('a round robin needs an even number of teams');
  const rotating = teamIds.slice(1);
  const first: Array<Array<[number, number]>> = [];
  for (let d = 0; d < n - 1; d++) {
    const order = [teamIds[0]!, ...rotating];
    const day: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]!;
      const b = order[n - 1 - i]!;
      // Alternate who is at home so no club plays a whole half-season at home.
      day.push((d + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(day);
    rotating.unshift(rotating.pop()!);
  }
  return [...first, ...first.map((day) => day.map(([h, a]) => [a, h] as [number, number]))];
}
