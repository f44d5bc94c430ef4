import { SESSION_COOKIE, XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER } from '@bazaar/contract';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@bazaar/domain';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/authenticate';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { newToken, sameSecret } from '../../platform/tokens';

const XSRF_PATTERN = /^[\w-]{32,64}$/;
/**
 * Form posts the storefront accepts: the largest is a review or refund request with the spec's 3 images
 * of 2 MB each (§5), plus its text fields and multipart framing.
 */
const MAX_FORM_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024;

/** A new double-submit token: the same 256 random bits as every other token (platform/tokens). */
export const newXsrfToken = newToken;

/** The page's XSRF token: the cookie's, or a new one with the Set-Cookie that issues it. */
export function xsrfFor(req: FastifyRequest): { token: string; setCookie?: string } {
  const current = req.cookies[XSRF_COOKIE];
  if (current && XSRF_PATTERN.test(current)) return { token: current };
  const token = newXsrfToken();
  return { token, setCookie: `${XSRF_COOKIE}=${token}; Path=/; Secure; SameSite=Lax` };
}

/** `Authorization: Bearer` for the in-process API, from the session cookie. */
export function sessionHeaders(req: FastifyRequest): Record<string, string> {
  const token = req.cookies[SESSION_COOKIE];
  return token && bearerToken(`Bearer ${token}`) ? { authorization: `Bearer ${token}` } : {};
}

/** Reads a form post into memory (bounded), so it can be checked and then handed to the action. */
export async function readBody(req: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw AppError.of(413, ERROR_CODES.request, 'api.request_too_large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A state-changing storefront request must echo the XSRF cookie, in the X-XSRF-TOKEN header or,
 * for a plain HTML form, in the `_xsrf` field (decision 302). Anything else is refused with 403.
 */
export async function checkXsrf(req: FastifyRequest, url: URL, body: Buffer) {
  const cookie = req.cookies[XSRF_COOKIE];
  let sent = req.headers[XSRF_HEADER];
  const type = req.headers['content-type'] ?? '';
  if (
    typeof sent !== 'string' &&
    body.length &&
    /multipart\/form-data|application\/x-www-form-urlencoded/.test(type)
  ) {
    const form = await new Request(url, {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => null);
    const field = form?.get(XSRF_FIELD);
    if (typeof field === 'string') sent = field;
  }
  if (!cookie || !XSRF_PATTERN.test(cookie) || typeof sent !== 'string' || !sameSecret(sent, cookie)) {
    throw AppError.of(403, 'xsrf', 'api.xsrf_expired');
  }
}

/** Pages for a signed-in shopper are personal: never stored by a cache. */
export function personalCachePolicy(req: FastifyRequest): Record<string, string> {
  return req.cookies[SESSION_COOKIE] ? { 'cache-control': 'private, no-store' } : {};
}
