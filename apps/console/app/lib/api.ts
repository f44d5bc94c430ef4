import { createApiClient, isApiError } from '@bazaar/contract';
import type { Locale } from '@bazaar/domain';
import { redirect } from 'react-router';
import { type ConsoleArea, clearSession, loginPath, readSession, sessionFor } from './session';

let language: Locale = 'en';

/** The language every call asks for (X-localization): refusals come back in the page's language. */
export function setApiLanguage(locale: Locale) {
  language = locale;
}

/** The signed-in person's bearer token on every call; the API itself reads no cookie (decision 411). */
export function authHeaders(): Record<string, string> {
  const session = readSession();
  return {
    'x-localization': language,
    ...(session ? { authorization: `Bearer ${session.token}` } : {}),
  };
}

/** Every console call goes through the contract's typed client. */
export const api = createApiClient({ baseUrl: '/api/v1', headers: authHeaders });

/**
 * A call made for a signed-in page. Without a session of the area it is not made at all (a page's
 * loader runs beside its layout's, which sends the visitor to sign in); a 401 means the token has ended
 * (revoked, expired), so the session is dropped and the visitor signs in again, back here afterwards.
 */
export async function signedIn<T>(area: ConsoleArea, call: () => Promise<T>): Promise<T> {
  if (!sessionFor(area)) throw redirect(loginPath(area, location.pathname + location.search));
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearSession();
      throw redirect(loginPath(area, location.pathname + location.search, 'expired'));
    }
    throw error;
  }
}
