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
