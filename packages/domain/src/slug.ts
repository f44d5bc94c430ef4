/**
 * The address form of a name (`Jinnah Super Grocers` → `jinnah-super-grocers`): lower case, accents
 * dropped, quotes and stops removed, every other run of characters a hyphen. Empty when nothing Latin
 * is left (a name in Urdu script): the caller then gives the thing another slug.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['"().]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
