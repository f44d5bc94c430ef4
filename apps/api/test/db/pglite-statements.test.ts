import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, pgliteStatementsOf } from '../../src/db/client';
import { PgliteStatements } from '../../src/db/pglite-statements';
import { prepared } from '../../src/db/prepared';
import { categories } from '../../src/db/schema';

// Decision 219: the prepared shapes run on PGlite as named statements, parsed once, answering exactly
// what PGlite's own unnamed `query` answers.

const p = (name: string) => sql.placeholder(name);
const LOOKUP = 'select id, label, tags, doc, seen_at, flag from things where id = any($1::int[]) order by id';
const PARSERS = { [types.TIMESTAMPTZ]: (value: string) => value };

async function preparedNames(pg: PGlite): Promise<string[]> {
  const { rows } = await pg.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((r) => r.statement);
}

describe('PGlite named statements', () => {
  let pg: PGlite;
  let named: PgliteStatements;

  beforeAll(async () => {
    pg = new PGlite('memory://');
    await pg.exec(`
      create table things (id int primary key, label text not null, tags text[], doc jsonb, seen_at timestamptz, flag boolean);
      insert into things values
        (1, 'chawal', '{rice,grain}', '{"ur":"چاول"}', '2026-11-25 10:00:00+05', true),
        (2, 'doodh', null, null, null, false),
        (3, 'atta', '{}', '[1,2]', '2026-01-01 00:00:00+00', null);
    `);
    named = new PgliteStatements(pg, 3);
    named.keep(LOOKUP);
  });
  afterAll(() => pg.close());

  it('answers rows, fields and counts exactly as PGlite’s own query does, in both row modes', async () => {
    for (const rowMode of ['object', 'array'] as const) {
      for (const ids of [[1, 2, 3], [2], [], [99]]) {
        const options = { rowMode, parsers: PARSERS };
        const mine = await named.query(LOOKUP, [ids], options);
        const theirs = await pg.query(LOOKUP, [ids], options);
        expect(mine).toEqual(theirs);
      }
    }
    const { rows } = await named.query<{ doc: unknown; tags: unknown; flag: unknown }>(LOOKUP, [[1]]);
    expect(rows[0]).toMatchObject({ doc: { ur: 'چاول' }, tags: ['rice', 'grain'], flag: true });
  });

  it('parses a kept text once and keeps it named; other texts stay unnamed', async () => {
    for (let i = 0; i < 5; i++) await named.query(LOOKUP, [[i]]);
    await named.query('select count(*) from things where flag = $1', [true]);
    const statements = await preparedNames(pg);
    expect(statements.filter((s) => s === LOOKUP)).toHaveLength(1);
    expect(statements.some((s) => s.includes('count(*)'))).toBe(false);
  });

  it('serialises each value by the statement’s parameter types, nulls as nulls', async () => {
    const text =
      'insert into things (id, label, tags, doc, seen_at, flag) values ($1, $2, $3, $4, $5, $6) returning *';
    named.keep(text);
    const when = new Date('2026-11-25T05:00:00Z');
    const { rows, affectedRows } = await named.query<Record<string, unknown>>(text, [
      10,
      'kapray',
      ['clothes', 'a "quoted", tag'],
      { size: 'M', list: [1, null] },
      when,
      null,
    ]);
    expect(affectedRows).toBe(1);
    expect(rows[0]).toEqual({
      id: 10,
      label: 'kapray',
      tags: ['clothes', 'a "quoted", tag'],
      doc: { size: 'M', list: [1, null] },
      seen_at: when,
      flag: null,
    });
  });

  it('throws the database’s error naming the query, and the next call runs as if nothing happened', async () => {
    const text = 'insert into things (id, label) values ($1, $2)';
    named.keep(text);
    const failure = await named.query(text, [1, 'again']).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: '23505',
      constraint: 'things_pkey',
      query: text,
      params: [1, 'again'],
    });
    const theirs = await pg.query(text, [1, 'again']).catch((e: unknown) => e);
    expect((failure as Error).constructor).toBe((theirs as Error).constructor);
    expect((failure as Error).message).toBe((theirs as Error).message);
    expect((await named.query(LOOKUP, [[2]])).rows).toHaveLength(1);
  });

  it('does not keep a text that fails to parse', async () => {
    const text = 'select nonsense from nowhere where id = $1';
    named.keep(text);
    for (let i = 0; i < 2; i++) {
      await expect(named.query(text, [1])).rejects.toMatchObject({ code: '42P01', query: text });
    }
    expect((await preparedNames(pg)).includes(text)).toBe(false);
  });

  it('runs kept texts inside a transaction: seen there, undone by a rollback', async () => {
    const insert = 'insert into things (id, label) values ($1, $2)';
    const one = 'select label from things where id = $1';
    named.keep(insert);
    named.keep(one);
    await expect(
      named.transaction(async (tx) => {
        await tx.query(insert, [20, 'joote']);
        expect((await tx.query(one, [20])).rows).toEqual([{ label: 'joote' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await named.query(one, [20])).rows).toEqual([]);

    // A failing kept statement aborts the transaction, which rolls back; the session goes on.
    await expect(
      named.transaction(async (tx) => {
        await tx.query(insert, [21, 'chai']);
        await tx.query(insert, [21, 'chai']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await named.query(one, [21])).rows).toEqual([]);
    expect(await named.transaction(async (tx) => (await tx.query(insert, [22, 'chai'])).affectedRows)).toBe(
      1,
    );
    expect((await named.query(one, [22])).rows).toEqual([{ label: 'chai' }]);
  });

  it('keeps at most its size of statements, closing the least recently run', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select id, ${n} as n from things where id = $1`);
    for (const text of texts) {
      named.keep(text);
      expect((await named.query(text, [1])).rows).toEqual([{ id: 1, n: texts.indexOf(text) + 1 }]);
    }
    await named.query(texts[4]!, [1]); // the closing of the evicted ones goes ahead of a call
    expect(named.size).toBe(3);
    const statements = await preparedNames(pg);
    expect(statements).toHaveLength(3);
    expect(statements).toEqual(expect.arrayContaining(texts.slice(2)));
    // An evicted text is parsed again when it comes back.
    expect((await named.query(texts[0]!, [2])).rows).toEqual([{ id: 2, n: 1 }]);
  });

  it('runs a text again when a change of the table changed its result columns', async () => {
    const text = 'select * from things where id = $1';
    named.keep(text);
    expect(Object.keys((await named.query<object>(text, [2])).rows[0]!)).not.toContain('grade');
    await pg.exec('alter table things add column grade int default 7');
    expect((await named.query<{ grade: number }>(text, [2])).rows[0]!.grade).toBe(7);
    await pg.exec('alter table things drop column grade');
  });

  it('keeps calls made at once in order with transactions and unnamed calls', async () => {
    const one = 'select label from things where id = $1';
    const calls = Array.from({ length: 120 }, (_, i) => {
      if (i % 3 === 0) return named.query<{ label: string }>(one, [1]).then((r) => r.rows[0]!.label);
      if (i % 3 === 1)
        return pg
          .query<{ label: string }>('select label from things where id = $1', [2])
          .then((r) => r.rows[0]!.label);
      return named.transaction(async (tx) => (await tx.query<{ label: string }>(one, [3])).rows[0]!.label);
    });
    const labels = await Promise.all(calls);
    expect(labels).toEqual(Array.from({ length: 120 }, (_, i) => ['chawal', 'doodh', 'atta'][i % 3]));
  });
});

describe('the prepared shapes on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openPglite(null);
    await handle.migrate();
  });
  afterAll(() => handle?.close());

  it('names a shape planned once and leaves a shape planned per call unnamed', async () => {
    const statements = pgliteStatementsOf(handle.db)!;
    expect(statements).toBeDefined();
    const byId = prepared(handle.db, 'test-category-by-id', (name) =>
      handle.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, p('id')))
        .prepare(name),
    );
    const perCall = prepared(
      handle.db,
      'test-category-by-name',
      (name) =>
        handle.db
          .select({ id: categories.id })
          .from(categories)
          .where(sql`${categories.name} = ${p('name')}`)
          .prepare(name),
      'per-call',
    );
    await byId.execute({ id: 1 });
    await byId.execute({ id: 2 });
    await perCall.execute({ name: 'Grocery' });
    const result = await handle.db.execute(sql`select statement from pg_prepared_statements`);
    const texts = (result as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement);
    expect(texts.filter((t) => t === byId.getQuery().sql)).toHaveLength(1);
    expect(texts).not.toContain(perCall.getQuery().sql);
  });
});
