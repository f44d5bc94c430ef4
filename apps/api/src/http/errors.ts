import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translate } from './locale';

export type ErrorItem = { code: string; message: string };

/** An expected failure with the envelope it answers; anything else becomes a bare 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
    /** Headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? 'error');
    this.name = 'AppError';
  }

  static notFound(code: string, message = 'Not found') {
    return new AppError(404, [{ code, message }]);
  }

  static field(code: string, message: string) {
    return new AppError(403, [{ code, message }]);
  }
}

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

/** Zod issue path → the field name clients put the message under (`email`, `items.0.quantity`). */
function fieldCode(issue: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || 'request';
}

/** The one error path: every failure leaves as `{"errors":[{"code","message"}]}`. */
export function errorHandler(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.status).headers(error.headers).send({ errors: error.errors });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // One entry per field (its first message), in the locale the client asked for.
    const byField = new Map<string, string>();
    for (const v of error.validation) {
      const code = fieldCode(v);
      if (!byField.has(code)) byField.set(code, translate(req, v.message ?? 'Invalid value'));
    }
    const errors = [...byField].map(([code, message]) => ({ code, message }));
    return reply.status(403).send({ errors });
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
    return reply.status(500).send({ errors: [{ code: 'internal', message: 'Internal Server Error' }] });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: [{ code: 'internal', message: 'Internal Server Error' }] });
  }
  const code = (error.code ?? 'request').toLowerCase();
  return reply.status(status).send({ errors: [{ code, message: GENERIC[status] ?? 'Bad request' }] });
}
