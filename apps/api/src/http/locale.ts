import {
  type Locale,
  type MessageKey,
  type MessageParams,
  resolveLocale,
  t,
  translateEnglish,
} from '@bazaar/domain';
import type { FastifyRequest } from 'fastify';

/** The locale a client asked for with `X-localization` (en, ar, sp, ur); English otherwise. */
export const requestLocale = (req: FastifyRequest): Locale => {
  const header = req.headers['x-localization'];
  return resolveLocale(typeof header === 'string' ? header : undefined);
};

/** A catalogue message in the request's locale. */
export const say = (req: FastifyRequest, key: MessageKey, params?: MessageParams) =>
  t(key, params, requestLocale(req));

/** An English catalogue text (as the zod schemas carry it) in the request's locale. */
export const translate = (req: FastifyRequest, english: string) =>
  translateEnglish(english, requestLocale(req));
