/**
 * What a request body may be before anything walks it (decision 220): JSON nested at most
 * MAX_JSON_DEPTH levels (JSON.parse itself copes with any depth, but a walk over the parsed value —
 * the NUL check, validation, logging, JSON.stringify — could overflow the stack), and no body at all
 * on a call that takes none.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES } from './errors';

/** The deepest nesting a JSON body may have: the deepest call (an order's lines' choices) needs 6. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass left to right, no
 * recursion, brackets inside strings not counted. Text that is not JSON is left to the parser.
 */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** 400 in the envelope for JSON nested too deeply. */
export const tooDeep = () =>
  AppError.of(400, ERROR_CODES.request, 'api.body_too_deep', { max: MAX_JSON_DEPTH });

/**
 * JSON bodies parsed by Fastify's own parser (prototype-poisoning checks included) once their depth is
 * known to be within the limit. A scope with its own JSON parser (the payment callback keeps the raw
 * text) checks `jsonDeeperThan` itself.
 */
export function guardJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parse(req, text, done);
  });
}

/** Whether a request carries a body: a length over two bytes (`{}` is tolerated), or one sent in chunks. */
export function carriesBody(req: FastifyRequest): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  return Number(req.headers['content-length'] ?? 0) > 2;
}

/** For a call that takes no body: refuses one (400) before it is read. */
export async function refuseBody(req: FastifyRequest) {
  if (carriesBody(req)) throw AppError.of(400, ERROR_CODES.request, 'api.body_not_expected');
}
