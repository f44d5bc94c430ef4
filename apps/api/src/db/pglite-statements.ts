import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { messages, parse, protocol } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/** Named statements kept in the embedded database's session at once; the least recently run is closed. */
export const MAX_NAMED_STATEMENTS = 100;

type Named = { name: string; paramTypes: number[] };
type Querier = Pick<PGlite, 'query' | 'transaction'>;

const { serialize } = protocol;
/** PostgreSQL's error when a DDL changed a named statement's result columns under it. */
const isStalePlan = (error: unknown) =>
  error instanceof messages.DatabaseError &&
  error.code === '0A000' &&
  error.message.startsWith('cached plan must not change result type');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The error as PGlite's own `query` throws it: the database's error, naming the query (decision 219). */
function named<E>(
  error: E,
  query: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): E {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * PGlite with the prepared shapes of decision 202 kept as named statements (decision 219), as
 * node-postgres keeps them on a PostgreSQL server. PGlite's own `query` sends every call as an unnamed
 * statement in six round trips into its backend (parse, describe, bind, describe, execute, sync), so
 * PostgreSQL parses and plans it again each time: 2.4–3.3 ms of a 20-item page lookup on the 100k
 * market, against 1.3 ms as one bind–describe–execute–sync of a statement parsed once. Only texts
 * `keep` was told of are named (shapes planned per call stay unnamed, for the reason decision 202
 * gives); every other call, and any with a blob, is PGlite's own `query`. Drizzle is handed this
 * object; everything else (the change feed, `close`) keeps the PGlite itself.
 */
export class PgliteStatements implements Querier {
  private readonly kept = new Set<string>();
  private readonly statements: LRUCache<string, Named>;
  /** Statements evicted from the LRU, closed in the backend before the next top-level call. */
  private closing: string[] = [];
  private counter = 0;

  constructor(
    private readonly pg: PGlite,
    max = MAX_NAMED_STATEMENTS,
  ) {
    this.statements = new LRUCache<string, Named>({
      max,
      dispose: (statement) => this.closing.push(statement.name),
    });
  }

  /** From now on, run `text` as a named statement. At most 4 × the LRU's size of texts are remembered. */
  keep(text: string): void {
    if (this.kept.size < this.statements.max * 4) this.kept.add(text);
  }

  /** How many statements the backend holds now (for tests and the bench). */
  get size(): number {
    return this.statements.size;
  }

  /** Whether a call runs named: a kept text, without a blob (COPY's, which only PGlite's query handles). */
  private takes(text: string, options: QueryOptions | undefined): boolean {
    return this.kept.has(text) && !options?.blob;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.takes(text, options)) return this.pg.query<T>(text, params, options);
    return this.topLevel(text, params ?? [], options);
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => {
      const query = <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> =>
        this.takes(text, options)
          ? this.pg._runExclusiveQuery(() => this.run<R>(text, params ?? [], options, false))
          : tx.query<R>(text, params, options);
      return fn(Object.create(tx, { query: { value: query } }) as Transaction);
    });
  }

  private async topLevel<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    await this.pg._checkReady();
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(async () => {
        await this.closeEvicted();
        try {
          return await this.run<T>(text, params, options, true);
        } catch (error) {
          // A DDL changed the statement's result columns: forget it and run the text anew, once (only
          // outside a transaction, which the error would have aborted).
          if (!isStalePlan(error) || !this.statements.delete(text)) throw error;
          await this.closeEvicted();
          return this.run<T>(text, params, options, true);
        }
      }),
    );
  }

  /** Under PGlite's query lock: parse `text` once under a name, then bind, describe, execute, sync in one go. */
  private async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    syncToFs: boolean,
  ): Promise<Results<T>> {
    const statement = this.statements.get(text) ?? (await this.prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? this.pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    try {
      const replies = await this.pg.execProtocolStream(message, {
        syncToFs,
        onNotice: options?.onNotice,
      });
      return parse.parseResults(replies, this.pg.parsers, options)[0] as Results<T>;
    } catch (error) {
      throw named(error, text, params, options);
    }
  }

  private async prepare(text: string, options: QueryOptions | undefined): Promise<Named> {
    const name = `bz_pglite_${++this.counter}`;
    const message = concat([
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    try {
      const replies = await this.pg.execProtocolStream(message, { syncToFs: false });
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(replies) };
      this.statements.set(text, statement);
      return statement;
    } catch (error) {
      throw named(error, text, undefined, options);
    }
  }

  private async closeEvicted(): Promise<void> {
    if (!this.closing.length) return;
    const names = this.closing;
    this.closing = [];
    const message = concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]);
    await this.pg.execProtocolStream(message, { syncToFs: false, throwOnError: false });
  }
}
