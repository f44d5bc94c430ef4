import type { ApiCall } from '@bazaar/contract';
import type { Locale } from '@bazaar/domain';

declare module 'react-router' {
  interface AppLoadContext {
    /** The public /api/v1, called in-process on the server (see apps/api/src/app/storefront/mount.ts). */
    api: ApiCall;
    /** The double-submit token every form posts back as `_xsrf` (decision 302). */
    xsrfToken: string;
    /** This answer's CSP nonce, for React Router's inline scripts. */
    cspNonce: string;
    /** A session cookie came with the request (the API still decides whether it is valid). */
    signedIn: boolean;
    /** The shopper's language (LOCALE_COOKIE, else English); the API answers in it too. */
    locale: Locale;
  }
}
