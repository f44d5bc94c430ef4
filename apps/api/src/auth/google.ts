import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../platform/errors';

export type GoogleIdentity = { sub: string; email: string; givenName: string; familyName: string };
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const failed = () => AppError.of(401, 'id_token', 'account.google_failed');

/**
 * Checks a Google ID token: RS256 signature against Google's published keys (fetched from
 * `jwksUrl`, cached by jose and refetched when an unknown key id appears), audience = our client id,
 * issuer, expiry, and a verified email (decision 304).
 */
export function createGoogleVerifier(clientId: string, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 6 * 3_600_000, cooldownDuration: 30_000 });
  return async (idToken) => {
    const verified = await jwtVerify(idToken, keys, {
      issuer: ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
      clockTolerance: 30,
      requiredClaims: ['sub', 'exp', 'iat'],
    }).catch(() => null);
    const claims = verified?.payload;
    if (!claims || typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw failed();
    if (claims.email_verified !== true) throw failed();
    const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
    return {
      sub: claims.sub,
      email: claims.email.trim().toLowerCase(),
      givenName: text(claims.given_name) || text(claims.name) || claims.email.split('@')[0]!.slice(0, 100),
      familyName: text(claims.family_name),
    };
  };
}
