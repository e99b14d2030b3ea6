/** Name lowercased with spaces hyphenated, as the route table builds product paths. */
const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

export const splitPotPath = (name: string, id?: number) =>
  id === undefined ? `/${slug(name)}` : `/${slug(name)}/${id}`;

export const boostedPath = (name: string, id?: number) =>
  id === undefined ? `/jackpots/${slug(name)}` : `/jackpots/${slug(name)}/${id}`;

export const sababishaPath = (name: string, id?: number) =>
  id === undefined ? `/${slug(name)}` : `/${slug(name)}?event=${id}`;
