/** A publication date in the page's language, on Pakistan's calendar (lib/dates.ts). */
export { longDate as postDate } from '../../lib/dates';

/**
 * A post body as the API gives it (plain text): paragraphs split on blank lines, lines kept, each with
 * a stable key (its place in the text, which never reorders).
 */
export const paragraphs = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text, place) => ({ key: `p${place}`, text }));
