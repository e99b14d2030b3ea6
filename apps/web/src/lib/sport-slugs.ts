/**
 * Route parameter rules of spec 01 §2, shared by the sports and live screens and the sports list.
 * sportName: sport name lowercased, spaces to hyphens, or 'streamable' for Watch Live.
 * competitionName: category name and competition name lowercased, hyphen-joined, commas removed.
 */

/** The sportName value of the Watch Live list. */
export const WATCH_LIVE_SLUG = 'streamable';

/** `Ice Hockey` → `ice-hockey`. */
export function sportSlug(sportName: string): string {
  return sportName.trim().toLowerCase().replace(/\s+/g, '-');
}

/** `England`, `Premier League` → `england-premier-league`; `Korea, Republic` loses its comma. */
export function competitionSlug(categoryName: string, competitionName: string): string {
  return `${categoryName.trim()}-${competitionName.trim()}`
    .toLowerCase()
    .replace(/,/g, '')
    .replace(/\s+/g, '-');
}

/** A route parameter lowercased and, when still encoded, decoded (a stray '%' never throws). */
export function normaliseSlug(param: string): string {
  try {
    return decodeURIComponent(param).toLowerCase();
  } catch {
    return param.toLowerCase();
  }
}

/** Finds the item whose slug equals the route parameter (case-insensitive, as typed URLs vary). */
export function findBySlug<T>(
  items: readonly T[],
  slug: string,
  slugOf: (item: T) => string,
): T | undefined {
  const wanted = normaliseSlug(slug);
  return items.find((item) => slugOf(item) === wanted);
}
