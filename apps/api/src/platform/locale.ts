import {
  type Locale,
  type MessageKey,
  type MessageParams,
  renderMessageText,
  resolveLocale,
  t,
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

/** A schema issue's text (a message token) in a locale; see `renderMessageText`. */
export const renderText = renderMessageText;
