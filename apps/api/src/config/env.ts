import { z } from 'zod';

/** An empty variable counts as unset (e.g. `DATABASE_URL=` in a shell). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  PUBLIC_URL: optional(z.url()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optional(z.string()),
  // Another host that serves the console (/seller, /courier); unset, this server's own (decision 411)
  SELLER_HOST: optional(z.url()),
  // Accounts and sessions (decision 301 onwards)
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().min(3).default('Bazaar <no-reply@bazaar.pk>'),
  TRUSTED_PROXY: optional(
    z.string().regex(/^[\w.:/,\s]+$/, 'must be a comma-separated list of addresses or CIDR ranges'),
  ),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // How many accounts one address may create in an hour (decision 305); raised by the browser journeys
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // The catalogue answer cache (decision 209): on unless 'off'; its memory bound in MiB
  CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  // The guest page cache's memory bound in MiB (decision 215); on with the catalogue cache's feed
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  // Load shedding (decision 210): API calls, pages and images beyond this many at once wait in a
  // bounded line for at most the wait, else answer 503 with Retry-After at once. 'off' never sheds.
  LOAD_SHEDDING: z.enum(['on', 'off']).default('on'),
  LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(64),
  LOAD_SHED_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
  LOAD_SHED_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // ... and refused at once when read after the event loop has been busy this long in one turn (0: never)
  LOAD_SHED_MAX_BUSY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOAD_SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(2),
  // Connections (decision 220): a request's headers within HEADERS_TIMEOUT_MS of the connection (or of the
  // previous answer), the whole request within REQUEST_TIMEOUT_MS, else 408 and closed; an idle kept-alive
  // connection closed after KEEP_ALIVE_TIMEOUT_MS; at most MAX_CONNECTIONS_PER_ADDRESS open from one
  // address (0: no cap; trusted proxies are never capped)
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
  // Digital payment (sandbox gateway): callback signing secret and how long an unpaid order waits
  PAYMENT_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // GET /metrics (decision 206): loopback clients always; others only with `Authorization: Bearer <this>`
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  // Web Push (decision 502): VAPID keys (base64url; both or neither, else generated into DATA_DIR/vapid.json)
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[\w-]{87}$/, 'must be an 87-character base64url P-256 public key'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[\w-]{43}$/, 'must be a 43-character base64url P-256 private key'),
  ),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .default('mailto:no-reply@bazaar.pk'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Node refuses a headers limit longer than the whole request's. */
const checked = EnvSchema.refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
  path: ['HEADERS_TIMEOUT_MS'],
  message: 'must not be longer than REQUEST_TIMEOUT_MS',
});

/** Reads the environment once at start; a bad value stops the process with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checked.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Every variable's default, from the schema above: the one place a default is written. */
export const envDefaults = (): Env => EnvSchema.parse({});

/** A partial configuration (tests pass only what they change) with the defaults for the rest. */
export function completeEnv(given: Partial<Env>): Env {
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return { ...envDefaults(), ...set } as Env;
}
