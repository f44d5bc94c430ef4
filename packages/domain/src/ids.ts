/** The largest id a PostgreSQL integer column holds: a larger one is a field error, never a failed query. */
export const MAX_STORED_ID = 2_147_483_647;

/** A whole number that can be a stored row's id. */
export const isStoredId = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_STORED_ID;

/** The id written in `text` (digits only, no leading zero: one spelling per id, as in a URL or a form), or null when it cannot be a stored id. */
export function storedIdIn(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return isStoredId(n) ? n : null;
}
