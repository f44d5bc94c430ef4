import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const MAX_INT = 2_147_483_647;

/** `/things/{id or slug}`: digits look up the id (or a slug made of digits), anything else the slug. */
export function byIdOrSlug(id: PgColumn, slug: PgColumn, value: string): SQL {
  const text = value.toLowerCase();
  if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_INT) return or(eq(id, Number(text)), eq(slug, text))!;
  return eq(slug, text);
}
