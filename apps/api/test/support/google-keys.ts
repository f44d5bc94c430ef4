import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const TEST_CLIENT_ID = 'bazaar-test.apps.googleusercontent.com';

/**
 * Google's side of sign-in, played locally: a JWKS endpoint serving a test RSA key, and a signer of
 * ID tokens shaped like Google's. `foreignKey` signs with a key the JWKS does not publish.
 */
export async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const server = createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function sign(
    claims: JWTPayload & Record<string, unknown>,
    opts: { foreignKey?: boolean; expiresIn?: string } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: TEST_CLIENT_ID,
      email_verified: true,
      iat: now,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.foreignKey ? foreign.privateKey : privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign,
    fetches: () => fetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
