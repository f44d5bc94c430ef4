import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/**
 * `GET /healthz`: up only when the database answers. 200 `{status:'ok', database:'ok'}` after a
 * round trip; 503 `{status:'unavailable', database:'unreachable'}` (and a logged reason) otherwise,
 * so a load balancer stops sending shoppers to an instance that cannot take an order.
 */
export function healthRoute(app: FastifyInstance, db: Database) {
  app.get('/healthz', { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const result = await db.execute(sql`select 1 as up`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        up: number;
      }[];
      if (Number(rows[0]?.up) !== 1) throw new Error('unexpected health answer');
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
