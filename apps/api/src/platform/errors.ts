import { type Locale, type MessageKey, type MessageParams, type MessageRef, t } from '@bazaar/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { renderText, requestLocale } from './locale';
import { redactQueryError } from './log-redaction';

/** One entry of the wire envelope `{"errors":[{"code","message"}]}`. */
export type ErrorItem = { code: string; message: string };

/**
 * One reason a request failed, before it is put into words: `code` is the field name for a field
 * error (`email`, `items.0.quantity`) or one of ERROR_CODES otherwise; the message is a catalogue key
 * rendered in the request's language (X-localization) when the answer is sent.
 */
export type ErrorEntry = { code: string } & (
  | MessageRef
  /** For a message whose values are themselves words to translate (an order status's label). */
  | { describe: (locale: Locale) => string }
);

/**
 * The codes an error carries when no single field is at fault (api-contract.md): snake_case, except
 * `auth-001`, which the spec's clients match on for wrong or missing credentials.
 */
export const ERROR_CODES = {
  unauthorized: 'auth-001',
  forbidden: 'forbidden',
  notFound: 'not_found',
  tooManyRequests: 'too_many_requests',
  conflict: 'conflict',
  request: 'request',
  internal: 'internal',
} as const;

/** An expected failure with the envelope it answers; anything else becomes a bare 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly entries: ErrorEntry[],
    /** Headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    // In English for logs and for callers outside HTTP (the admin CLI); answers use `render`.
    super(
      entries.map((e) => ('key' in e ? t(e.key, e.params, 'en') : e.describe('en'))).join('; ') || 'error',
    );
    this.name = 'AppError';
  }

  /** A single reason: status, code and the catalogue message. */
  static of(status: number, code: string, key: MessageKey, params?: MessageParams) {
    return new AppError(status, [params ? { code, key, params } : { code, key }]);
  }

  /** 404: the thing named by `code` does not exist for this caller (someone else's looks the same). */
  static notFound(code: string, key: MessageKey = 'api.not_found', params?: MessageParams) {
    return AppError.of(404, code, key, params);
  }

  /** 403 under a field, as validation failures answer (spec §8). */
  static field(code: string, key: MessageKey, params?: MessageParams) {
    return AppError.of(403, code, key, params);
  }

  /** 403 under a field with a schema issue's text (a message token; see `renderMessageText`). */
  static fromIssue(code: string, text: string) {
    return new AppError(403, [
      { code, describe: (locale) => renderText(text, locale, 'validation.invalid_value') },
    ]);
  }

  /** The envelope's entries in a language. */
  render(locale: Locale): ErrorItem[] {
    return this.entries.map((e) => ({
      code: e.code,
      message: 'key' in e ? t(e.key, e.params, locale) : e.describe(locale),
    }));
  }
}

const GENERIC: Record<number, MessageKey> = {
  400: 'api.bad_request',
  401: 'api.unauthorized',
  404: 'api.not_found',
  405: 'api.method_not_allowed',
  413: 'api.request_too_large',
  415: 'api.unsupported_media_type',
  429: 'api.too_many_requests',
};

/** Zod issue path → the field name clients put the message under (`email`, `items.0.quantity`). */
function fieldCode(issue: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || 'request';
}

const internal = (req: FastifyRequest) => [
  { code: ERROR_CODES.internal, message: t('http.internal_error', {}, requestLocale(req)) },
];

/** The one error path: every failure leaves as `{"errors":[{"code","message"}]}` in the request's language. */
export function errorHandler(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  // Fastify drops the content-type before an error handler runs, and a route with its own serializer
  // (sendTrustedJson) would then send the envelope with none: say it here, for every error.
  reply.type('application/json; charset=utf-8');
  if (error instanceof AppError) {
    return reply
      .status(error.status)
      .headers(error.headers)
      .send({ errors: error.render(locale) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // One entry per field (its first message), in the locale the client asked for.
    const byField = new Map<string, string>();
    for (const v of error.validation) {
      const code = fieldCode(v);
      if (!byField.has(code))
        byField.set(code, renderText(v.message ?? '', locale, 'validation.invalid_value'));
    }
    const errors = [...byField].map(([code, message]) => ({ code, message }));
    return reply.status(403).send({ errors });
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error, issues: error.cause.issues }, 'response does not match the contract');
    return reply.status(500).send({ errors: internal(req) });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    req.log.error({ err: redactQueryError(error) }, 'unhandled error');
    return reply.status(500).send({ errors: internal(req) });
  }
  const code = (error.code ?? ERROR_CODES.request).toLowerCase();
  return reply
    .status(status)
    .send({ errors: [{ code, message: t(GENERIC[status] ?? 'api.bad_request', {}, locale) }] });
}
