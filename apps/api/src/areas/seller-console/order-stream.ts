import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeTags } from '../../platform/change-feed';

/** A comment line every so often: proxies and browsers keep a quiet stream open. */
export const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops (the SSE `retry` field). */
const RETRY_MS = 3_000;

/** Whether the client asked for a stream (EventSource always sends this Accept). */
export const wantsEventStream = (accept: string | undefined) => (accept ?? '').includes('text/event-stream');

/** The order ids of one store in a notice's tags (`store:<id> order:<id>`, migration 0022). */
export function ordersOfStore(tags: readonly string[], storeId: number): number[] {
  if (!tags.includes(`store:${storeId}`)) return [];
  return tags.filter((tag) => tag.startsWith('order:')).map((tag) => Number(tag.slice('order:'.length)));
}

type Subscribe = (listener: (tags: ChangeTags) => void) => () => void;

/**
 * Answers with an event stream of one store's orders until the client leaves: `ready` at once, then
 * `order` {order_id} per placed or changed order, `resync` when the feed may have missed changes (its
 * connection to the database dropped and came back). The answer is written directly (hijacked): Fastify
 * would otherwise wait for an end, and compression would hold the events back.
 */
export function streamStoreOrders(
  req: FastifyRequest,
  reply: FastifyReply,
  storeId: number,
  subscribe: Subscribe,
) {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) res.setHeader(name, value as string | number | string[]);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // What the API's security headers say of every answer (decision 308): the hook that adds them
    // never sees a hijacked reply.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    // nginx and similar proxies pass the events on at once rather than buffering them.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const unsubscribe = subscribe((tags) => {
    if (tags === 'all') return void send('resync', {});
    for (const orderId of ordersOfStore(tags, storeId)) send('order', { order_id: orderId });
  });
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const stop = () => {
    clearInterval(keepAlive);
    unsubscribe();
  };
  req.raw.once('close', stop);
  res.once('close', stop);
  return reply;
}
