import type { ApiCall } from '@bazaar/contract';

declare module 'react-router' {
  interface AppLoadContext {
    /** The public /api/v1, called in-process on the server (see apps/api/src/http/storefront.ts). */
    api: ApiCall;
  }
}

export {};
