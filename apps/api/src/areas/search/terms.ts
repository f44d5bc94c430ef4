import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** At most this many words of a query are read; the rest are ignored. */
const MAX_WORDS = 8;
/** A word shorter than this is never "corrected": two letters match too much by trigram. */
const MIN_CORRECTABLE = 3;

/**
 * Words of a search text as PostgreSQL's parser reads them for the `simple` configuration: runs of
 * letters and digits, lower-cased, no stemming (decision 201). Everything else separates words,
 * so quotes, SQL or tsquery operators in the text are only separators.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 40));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** One word of the query: as typed, whether the vocabulary knows it, and its closest known word. */
export type WordReading = { word: string; known: boolean; correction: string | null };

/** What a query means: the words to show ("showing results for …") and the tsquery text to match. */
export type ReadQuery = { terms: string[]; tsquery: string | null };

/**
 * Reads a query against the search vocabulary in one round trip: each word is known (exactly, or
 * for the last word, as the start of a known word), or it gets its closest known word by trigram
 * similarity (pg_trgm's `%`, index-backed), so 'samsng' reads as 'samsung'.
 */
export async function readWords(db: Database, text: string): Promise<WordReading[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select q.word,
      case when q.ord = ${words.length}
        then exists (select 1 from search_terms s where s.word like q.word || '%')
        else exists (select 1 from search_terms s where s.word = q.word) end as known,
      case when char_length(q.word) >= ${MIN_CORRECTABLE} then (
        select s.word from search_terms s where s.word % q.word
        order by similarity(s.word, q.word) desc, s.hits desc, s.word limit 1) end as correction
    from unnest(array[${list}]::text[]) with ordinality as q(word, ord)
    order by q.ord`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    word: String(r.word),
    known: r.known === true || r.known === 't',
    correction: typeof r.correction === 'string' ? r.correction : null,
  }));
}

/**
 * The tsquery text: every word must match, the last one as a prefix (as-you-type). A word the
 * vocabulary does not know is kept beside its correction, since it may still match a description.
 * `weights` restricts matches to those parts of the document (`A`: names only).
 */
export function toTsquery(words: WordReading[], weights = ''): ReadQuery {
  if (words.length === 0) return { terms: [], tsquery: null };
  const terms: string[] = [];
  const parts = words.map((r, i) => {
    const suffix = i === words.length - 1 ? `:*${weights}` : weights ? `:${weights}` : '';
    if (r.known || !r.correction || r.correction === r.word) {
      terms.push(r.word);
      return `${r.word}${suffix}`;
    }
    terms.push(r.correction);
    return `(${r.word}${suffix} | ${r.correction}${suffix})`;
  });
  return { terms, tsquery: parts.join(' & ') };
}
