import { createConnection, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { RateLimitStore, Window } from './store';

type Reply = string | number | null | Reply[];
type Pending = { resolve: (r: Reply) => void; reject: (e: Error) => void };

/**
 * Just enough of the Redis protocol (RESP2) for the rate-limit counters: commands go out as arrays
 * of bulk strings and replies come back in order. No dependency, one connection, reconnects on the
 * next command after a failure.
 */
export class RedisConnection {
  private socket: Socket | null = null;
  private buffer = Buffer.alloc(0);
  private pending: Pending[] = [];
  constructor(private readonly url: URL) {}

  private open(): Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const port = Number(this.url.port || 6379);
    const host = this.url.hostname;
    const socket =
      this.url.protocol === 'rediss:'
        ? tlsConnect({ host, port, servername: host })
        : createConnection({ host, port });
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    const fail = (err: Error) => {
      for (const p of this.pending.splice(0)) p.reject(err);
      this.buffer = Buffer.alloc(0);
      socket.destroy();
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('redis connection closed')));
    this.socket = socket;
    const password = decodeURIComponent(this.url.password);
    if (password) {
      const user = decodeURIComponent(this.url.username);
      void this.send(user ? ['AUTH', user, password] : ['AUTH', password], socket).catch(() => {});
    }
    const db = this.url.pathname.slice(1);
    if (db) void this.send(['SELECT', db], socket).catch(() => {});
    return socket;
  }

  command(args: (string | number)[]): Promise<Reply> {
    return this.send(args.map(String), this.open());
  }

  private send(args: string[], socket: Socket): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
    });
  }

  private receive(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const parsed = parse(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.end);
      const waiter = this.pending.shift();
      if (parsed.value instanceof Error) waiter?.reject(parsed.value);
      else waiter?.resolve(parsed.value);
    }
  }

  async close() {
    this.socket?.end();
    this.socket = null;
  }
}

/** One reply from `at`, or null when the buffer does not hold all of it yet. */
function parse(buf: Buffer, at: number): { value: Reply | Error; end: number } | null {
  const lineEnd = buf.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const line = buf.toString('utf8', at + 1, lineEnd);
  const next = lineEnd + 2;
  switch (String.fromCharCode(buf[at]!)) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new Error(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, end: next };
      if (buf.length < next + length + 2) return null;
      return { value: buf.toString('utf8', next, next + length), end: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: next };
      const items: Reply[] = [];
      let end = next;
      for (let i = 0; i < count; i++) {
        const item = parse(buf, end);
        if (!item) return null;
        if (item.value instanceof Error) return item;
        items.push(item.value);
        end = item.end;
      }
      return { value: items, end };
    }
    default:
      return { value: new Error(`unexpected redis reply: ${line}`), end: next };
  }
}

/** Counts and starts the window in one step, so processes sharing Redis never race. */
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;
const PEEK = `return {redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1])}`;

/** Rate-limit counters in Redis (`REDIS_URL`): shared by every API process (decision 305). */
export class RedisStore implements RateLimitStore {
  private readonly redis: RedisConnection;
  constructor(
    url: string,
    private readonly prefix = 'bazaar:',
  ) {
    this.redis = new RedisConnection(new URL(url));
  }

  async hit(key: string, windowMs: number): Promise<Window> {
    const [count, ttl] = (await this.redis.command(['EVAL', HIT, 1, this.prefix + key, windowMs])) as [
      number,
      number,
    ];
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<Window | null> {
    const [count, ttl] = (await this.redis.command(['EVAL', PEEK, 1, this.prefix + key])) as [
      string | null,
      number,
    ];
    return count === null || ttl <= 0 ? null : { count: Number(count), resetAt: Date.now() + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.command(['DEL', this.prefix + key]);
  }

  close() {
    return this.redis.close();
  }
}
