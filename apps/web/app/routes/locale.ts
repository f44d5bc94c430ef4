import { LOCALE_COOKIE } from '@bazaar/contract';
import { isLocale, type Locale } from '@bazaar/domain';
import { redirect } from 'react-router';
import type { Route } from './+types/locale';

const YEAR_SECONDS = 365 * 86_400;

/** The language cookie the storefront host reads into `context.locale` (a year, the whole site). */
export const localeCookie = (locale: Locale) =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; Secure`;

/**
 * Where to go back to: a path on this site only. Parsed as a URL, so tricks browsers would read as
 * another host (`//evil`, `/\evil`, tabs or newlines inside) resolve off-site and fall back to '/'.
 */
export function backTo(target: FormDataEntryValue | null): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return '/';
  try {
    const base = 'http://bazaar.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * `POST /locale` (locale, redirect_to, _xsrf — the host checks the token before this runs): remembers
 * the shopper's language for a year and goes back to the page with a 303. An unknown locale is a 400
 * and changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  if (!isLocale(locale)) throw new Response(null, { status: 400 });
  return redirect(backTo(form.get('redirect_to')), {
    status: 303,
    headers: { 'Set-Cookie': localeCookie(locale) },
  });
}

/** A GET never changes the language (POST only): 405. */
export function loader() {
  throw new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
