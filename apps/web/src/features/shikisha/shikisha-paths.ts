/** The product's path from its configured name, as the route table builds it (spec 02 §2.3). */
export function shikishaPath(shikishaName: string): string {
  return `/${shikishaName.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/** The builder of one match. */
export function shikishaMarketsPath(shikishaName: string, parentMatchId: number): string {
  return `${shikishaPath(shikishaName)}/markets/${parentMatchId}`;
}
