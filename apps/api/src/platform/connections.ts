/**
 * The HTTP server the app listens with (decision 220): a time limit on every phase of a connection, so
 * a client that sends its request slowly, or not at all, is answered 408 and closed instead of holding
 * the server's resources, and a cap on the connections one address may hold open at once.
 *
 * - headers: a request's headers must have arrived within `headersTimeoutMs` of the connection opening
 *   (or of the previous answer on a kept-alive connection);
 * - the whole request, body included, within `requestTimeoutMs`;
 * - a kept-alive connection with no new request is closed after `keepAliveTimeoutMs`;
 * - Node checks the first two every `checkEveryMs` (its default of 30 s would let a limit overrun by
 *   that much).
 *
 * Addresses of trusted reverse proxies (TRUSTED_PROXY) are not capped: every client of a proxy comes
 * from it.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { type MessageKey, t } from '@bazaar/domain';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';

export type ConnectionLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Connections one address may hold open at once; 0: no cap. */
  maxPerAddress: number;
  /** TRUSTED_PROXY as configured: comma-separated addresses or CIDR ranges. */
  trustedProxies?: string;
};

/** What a refused connection is told before it is closed: the request is not read, so in English. */
const TOO_MANY = JSON.stringify({
  errors: [{ code: 'too_many_connections', message: 'Too many open connections from this address' }],
});
const TOO_MANY_RESPONSE = [
  'HTTP/1.1 503 Service Unavailable',
  'Retry-After: 2',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(TOO_MANY)}`,
  'Connection: close',
  '',
  TOO_MANY,
].join('\r\n');

/** Counts open connections per address; `admit` says whether one more from `address` may stay open. */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  admit(address: string): boolean {
    const now = this.open.get(address) ?? 0;
    if (this.max > 0 && now >= this.max) return false;
    this.open.set(address, now + 1);
    return true;
  }

  release(address: string) {
    const now = this.open.get(address) ?? 0;
    if (now <= 1) this.open.delete(address);
    else this.open.set(address, now - 1);
  }

  count(address: string) {
    return this.open.get(address) ?? 0;
  }
}

/** Fastify's `serverFactory`: a Node HTTP server with the limits above. */
export function limitedServerFactory(limits: ConnectionLimits): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: checkEveryMs(limits),
      },
      handler,
    );
    if (limits.maxPerAddress > 0) capPerAddress(server, limits);
    return server;
  };
}

/** A tenth of the shortest limit, between 100 ms and 1 s. */
export const checkEveryMs = (limits: Pick<ConnectionLimits, 'headersTimeoutMs' | 'requestTimeoutMs'>) =>
  Math.max(100, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 10)));

function capPerAddress(server: http.Server, limits: ConnectionLimits) {
  const counts = new ConnectionsPerAddress(limits.maxPerAddress);
  const trusted = limits.trustedProxies
    ? proxyAddr.compile(limits.trustedProxies.split(',').map((a) => a.trim()))
    : () => false;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) return;
    if (!counts.admit(address)) return answerAndClose(socket, TOO_MANY_RESPONSE);
    socket.once('close', () => counts.release(address));
  });
}

/** What Node reports about a connection before a request could be read, as status, code and message. */
const CLIENT_ERRORS: Record<string, [number, string, MessageKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'api.request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'request_too_large', 'api.request_too_large'],
};

/**
 * Fastify's `clientErrorHandler`: a request that timed out (408), headers too large (431) or a request
 * that is not HTTP (400) is answered in the envelope and the connection closed. Nothing of the request
 * was read, its language included, so the message is the catalogue's English.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, key] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'bad_request', 'api.bad_request'];
  const body = JSON.stringify({ errors: [{ code, message: t(key, {}, 'en') }] });
  if (!socket.writable) return void socket.destroy();
  answerAndClose(
    socket,
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Writes a whole answer and closes the connection once it has left, whatever the client still sends. */
function answerAndClose(socket: Socket, response: string) {
  socket.end(response, () => socket.destroy());
}
