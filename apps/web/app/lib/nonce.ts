import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this answer, given on the server only. In the browser it is '' (browsers hide
 * nonce attributes from the page, and scripts added after hydration come from 'self').
 */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
