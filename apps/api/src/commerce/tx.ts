import type { Database } from '../db/client';

/** A transaction handle, as `db.transaction(async (tx) => …)` gives it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: reads that may run inside or outside one. */
export type Db = Database | Tx;
