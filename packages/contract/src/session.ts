/**
 * The storefront's cookie names (decision 302), in one place: the storefront writes them at sign-in
 * and sign-out, the API's storefront host reads them on every page.
 */

/** Holds the API's bearer token: HttpOnly, so page scripts never see it. */
export const SESSION_COOKIE = 'bazaar_session';
/** Double-submit token: readable by the page, echoed as X-XSRF-TOKEN or the `_xsrf` form field. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The form field a storefront form posts the XSRF token in. */
export const XSRF_FIELD = '_xsrf';
/** The header a script sends the XSRF token in. */
export const XSRF_HEADER = 'x-xsrf-token';
/** The shopper's language (en, ar, sp, ur), remembered for a year; read by the storefront host. */
export const LOCALE_COOKIE = 'bazaar_locale';
