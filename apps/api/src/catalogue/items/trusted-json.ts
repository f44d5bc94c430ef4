import type { FastifyReply } from 'fastify';

/**
 * Sends this reply's answer with plain JSON.stringify instead of the route's zod response encoder.
 * For catalogue answers the API builds field by field from the contract's own types (toItem,
 * toStore): zod's encode walked every field of every item again, which measured about half of
 * a 20-item list's serialisation time (decision 202, 2026-11-23). The shape stays checked where
 * it is built (TypeScript) and by test (apps/api/test/catalogue/trusted-json.test.ts parses each
 * such answer with its contract schema and expects nothing dropped or changed).
 */
export function sendTrustedJson(reply: FastifyReply): void {
  // A custom serializer makes Fastify leave the content-type unset: say it, for answers and errors alike.
  reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
}
