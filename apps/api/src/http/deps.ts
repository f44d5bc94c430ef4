import type { Env } from '../config/env';
import type { Database } from '../db/client';

/** What every route module is given: no globals, so tests build an app on any database. */
export type AppDeps = {
  db: Database;
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'PUBLIC_URL' | 'SELLER_HOST'>;
  dataDir: string;
};
