/**
 * Where clients reach this server, for every absolute link it sends — a mail's link, a payment's
 * return address, image base URLs, a page's canonical address (decision 220): PUBLIC_URL when
 * configured, else the address the server listens on. Never a request's Host header, which the client
 * chooses: a forged one would send a victim's mailed token to the forger's site.
 */
export function publicOrigin(env: { PUBLIC_URL?: string | undefined; HOST: string; PORT: number }): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  return `http://${hostForUrl(env.HOST)}:${env.PORT}`;
}

/** A listening address as a URL's host: every interface as loopback, an IPv6 address in brackets. */
function hostForUrl(host: string) {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `publicOrigin` of the app's configuration (app/build.ts decorates the app with it). */
    publicOrigin: string;
  }
}
