import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|reset_token|id_token|password|code|secret|_xsrf)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * How a request appears in the logs: method, path with secrets blanked, client address. Headers
 * (Authorization, Cookie) and bodies (passwords, codes) are never logged.
 */
export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}

/**
 * A failed query as it may be logged: Drizzle's error names the statement *and its parameters*
 * (a sign-up's password hash, an address, a phone), so the parameters become their count. The
 * database's own reason (its message and SQLSTATE code) is kept; its `detail`, which can quote a
 * row's values, is not. Any other error is returned as it is.
 */
export function redactQueryError(err: unknown): unknown {
  if (!(err instanceof Error) || !('query' in err) || !('params' in err)) return err;
  const params = Array.isArray(err.params) ? err.params.length : 0;
  const safe = new Error(`Failed query: ${String(err.query)}\nparams: [${params} redacted]`);
  safe.name = err.name;
  safe.stack = `${safe.name}: ${safe.message}\n${(err.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n')}`;
  const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
  if (cause) safe.cause = { message: String(cause.message ?? ''), code: cause.code };
  return safe;
}
