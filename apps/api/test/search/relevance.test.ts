import { ItemSearchResultSchema, SearchSuggestionsSchema, StoreSearchResultSchema } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { type Expectation, RELEVANCE_SET, type RelevanceQuery, SUGGESTION_CHECKS } from './relevance-set';

/**
 * Search relevance on the demo market (issue 15): every query of relevance-set.ts through the API,
 * scored as MRR (1 / rank of the first expected result in the top 10, else 0) and top-3 hit rate.
 * The scores and a table are printed before anything is asserted, so a failing run still says
 * where it stands.
 */

/**
 * For the queries that need no synonyms. The PostgreSQL full-text engine of decision 201 measured
 * MRR 0.993, top-3 1.000 (n = 74, PGlite, 2026-11-23); the floor leaves room for two misses.
 * That engine scored 0.644 / 0.653 on the whole set, 0.057 / 0.068 on the synonym queries.
 */
const FLOOR_WITHOUT_SYNONYMS = { mrr: 0.97, top3: 0.97 };
/** The whole set, synonym queries included (issue 15). */
const FLOOR_ALL = { mrr: 0.8, top3: 0.85 };

type Result = { name: string; store: string; category: string };
type Scored = RelevanceQuery & { rank: number | null; top: string[] };

const matchesName = (name: string, wanted: (string | RegExp)[] = []) =>
  wanted.some((w) => (typeof w === 'string' ? w === name : w.test(name)));

function isExpected(r: Result, e: Expectation) {
  return (
    matchesName(r.name, e.names) ||
    (e.categories ?? []).includes(r.category) ||
    (e.stores ?? []).includes(r.store)
  );
}

function score(rows: Scored[]) {
  const n = rows.length || 1;
  return {
    count: rows.length,
    mrr: rows.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
    top3: rows.filter((r) => r.rank !== null && r.rank <= 3).length / n,
    first: rows.filter((r) => r.rank === 1).length / n,
  };
}

const fmt = (x: number) => x.toFixed(3);
const cell = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w));

describe('search relevance on the demo market', () => {
  let t: TestApp;
  const scored: Scored[] = [];
  const suggestions: { query: string; needs?: string; ok: boolean; missing: string[] }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const cats = await t.db.select({ id: categories.id, name: categories.name }).from(categories);
    const categoryName = new Map(cats.map((c) => [c.id, c.name]));

    for (const q of RELEVANCE_SET) {
      const name = encodeURIComponent(q.query);
      let results: Result[];
      if (q.endpoint === 'stores') {
        const res = await t.app.inject({ url: `/api/v1/stores/search?name=${name}&limit=10` });
        expect(res.statusCode, res.body).toBe(200);
        results = StoreSearchResultSchema.parse(res.json()).stores.map((s) => ({
          name: s.name,
          store: s.name,
          category: '',
        }));
      } else {
        const res = await t.app.inject({ url: `/api/v1/items/search?name=${name}&limit=10` });
        expect(res.statusCode, res.body).toBe(200);
        results = ItemSearchResultSchema.parse(res.json()).products.map((p) => ({
          name: p.name,
          store: p.store_name ?? '',
          category: categoryName.get(p.category_id ?? -1) ?? '',
        }));
      }
      const at = results.findIndex((r) => isExpected(r, q.expect));
      scored.push({ ...q, rank: at < 0 ? null : at + 1, top: results.slice(0, 3).map((r) => r.name) });
    }

    for (const c of SUGGESTION_CHECKS) {
      const res = await t.app.inject({
        url: `/api/v1/items/search-suggestion?name=${encodeURIComponent(c.query)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const got = SearchSuggestionsSchema.parse(res.json());
      const missing: string[] = [];
      if (c.items && !got.items.some((i) => matchesName(i.name, c.items)))
        missing.push(`items ${c.items.join('|')}`);
      if (c.stores && !got.stores.some((s) => c.stores!.includes(s.name)))
        missing.push(`stores ${c.stores.join('|')}`);
      if (c.categories && !got.categories.some((k) => c.categories!.includes(k.name)))
        missing.push(`categories ${c.categories.join('|')}`);
      suggestions.push({ query: c.query, needs: c.needs, ok: missing.length === 0, missing });
    }

    // The report, printed whatever the assertions below decide.
    const lines = [
      '',
      `${cell('query', 28)} ${cell('kind', 16)} ${cell('needs', 9)} ${cell('rank', 5)} top 3`,
      ...scored.map(
        (r) =>
          `${cell(r.query, 28)} ${cell(r.kind, 16)} ${cell(r.needs ?? '', 9)} ${cell(r.rank === null ? '-' : String(r.rank), 5)} ${r.top.join(' | ')}`,
      ),
      '',
    ];
    const all = score(scored);
    const plain = score(scored.filter((r) => !r.needs));
    const syn = score(scored.filter((r) => r.needs === 'synonyms'));
    for (const [label, s] of [
      ['all queries', all],
      ['without synonyms', plain],
      ['needing synonyms', syn],
    ] as const)
      lines.push(
        `${cell(label, 18)} n=${String(s.count).padEnd(4)} MRR=${fmt(s.mrr)} top-3=${fmt(s.top3)} first=${fmt(s.first)}`,
      );
    const missed = scored.filter((r) => r.rank === null || r.rank > 3).map((r) => r.query);
    lines.push(`missed (not in top 3): ${missed.join(', ') || 'none'}`);
    lines.push('', 'suggestions:');
    for (const s of suggestions)
      lines.push(
        `  ${cell(s.query, 14)} ${cell(s.needs ?? '', 9)} ${s.ok ? 'ok' : `MISSING ${s.missing.join('; ')}`}`,
      );
    console.log(lines.join('\n'));
  });
  afterAll(() => t?.close());

  it(`queries without synonyms: MRR >= ${FLOOR_WITHOUT_SYNONYMS.mrr}, top-3 >= ${FLOOR_WITHOUT_SYNONYMS.top3}`, () => {
    const s = score(scored.filter((r) => !r.needs));
    expect(s.mrr).toBeGreaterThanOrEqual(FLOOR_WITHOUT_SYNONYMS.mrr);
    expect(s.top3).toBeGreaterThanOrEqual(FLOOR_WITHOUT_SYNONYMS.top3);
  });

  it('exact product, brand and store names come first', () => {
    const notFirst = scored
      .filter((r) => r.first && !r.needs && r.rank !== 1)
      .map((r) => `${r.query} (${r.rank ?? '-'})`);
    expect(notFirst).toEqual([]);
  });

  it(`all queries, synonyms included: MRR >= ${FLOOR_ALL.mrr}, top-3 >= ${FLOOR_ALL.top3}`, () => {
    const s = score(scored);
    expect(s.mrr).toBeGreaterThanOrEqual(FLOOR_ALL.mrr);
    expect(s.top3).toBeGreaterThanOrEqual(FLOOR_ALL.top3);
  });

  it('suggestions offer what the shopper is typing towards', () => {
    expect(suggestions.filter((s) => !s.ok && !s.needs).map((s) => s.query)).toEqual([]);
  });

  it('suggestions understand Roman Urdu and Urdu script (synonyms)', () => {
    expect(
      suggestions.filter((s) => !s.ok && s.needs).map((s) => `${s.query}: ${s.missing.join('; ')}`),
    ).toEqual([]);
  });
});
