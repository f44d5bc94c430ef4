import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The search vocabulary: every word of an item, store or category name, with how many names use it.
 * Triggers keep it (migration 0003); search reads a misspelt word as the closest word here by
 * trigram similarity (pg_trgm), so 'samsng' finds 'samsung' (decision 201). Words are never
 * removed: a stale word only costs a correction that finds nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    word: text().primaryKey(),
    hits: integer().notNull().default(0),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
