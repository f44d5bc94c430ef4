import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi } from '../../src/app/build';
import { mountStorefront } from '../../src/app/storefront/mount';
import { freshDatabase } from './db-templates';

/** The settings every stand-in server build exports after its routes and assets (React Router's). */
export const BUILD_SETTINGS = `export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const isSpaMode = false;
export const prerender = [];
export const publicPath = '/';
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const ssr = true;
export const allowedActionOrigins = false;
`;

/**
 * A React Router server build with one form action, POST /auth/logout, that does what the storefront's
 * own does: revokes the session through the in-process API (`context.api`). Lets API tests mount the
 * storefront host (`mountStorefront`) without building apps/web; everything before the action (cookies,
 * the XSRF check, the Bearer header from the session cookie) is the real code.
 */
const SERVER_BUILD = `
const page = { id: 'root', path: '', module: { default: () => null } };
const signOut = {
  id: 'routes/auth/logout',
  parentId: 'root',
  path: 'auth/logout',
  module: {
    async action({ context }) {
      await context.api({ method: 'POST', path: '/auth/logout' });
      return new Response(JSON.stringify({ signedOut: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  },
};
const manifestRoute = (route, hasAction) => ({
  id: route.id,
  parentId: route.parentId,
  path: route.path,
  module: '/' + route.id + '.js',
  hasAction,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});
export const entry = {
  module: {
    // Echoes the answer's CSP nonce on an inline script, as React Router's own scripts carry it.
    default: (_request, status, headers, _router, context) =>
      new Response('<!doctype html><title>page</title><script nonce="' + context.cspNonce + '">0</script>', {
        status,
        headers,
      }),
  },
};
export const routes = { root: page, 'routes/auth/logout': signOut };
export const assets = {
  entry: { module: '/entry.js', imports: [] },
  routes: { root: manifestRoute(page, false), 'routes/auth/logout': manifestRoute(signOut, true) },
  url: '/manifest.js',
  version: 'test',
};
${BUILD_SETTINGS}`;

/** Writes the build into a fresh folder and answers the folder (the one `mountStorefront` takes). */
export async function writeStorefrontBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bazaar-storefront-'));
  await mkdir(path.join(dir, 'server'));
  await mkdir(path.join(dir, 'client'));
  await writeFile(path.join(dir, 'server', 'index.js'), SERVER_BUILD);
  return dir;
}

/**
 * The API with the storefront host mounted on a build of `files` (paths under build/client, e.g.
 * `assets/app-1.js`, `sw.js`) and a server build with no pages, on an in-memory PGlite: for tests of
 * the static files. `close` removes everything.
 */
export async function mountedOnClientFiles(files: Record<string, string | Buffer>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bazaar-client-files-'));
  await mkdir(path.join(dir, 'server'), { recursive: true });
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, 'client', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  await writeFile(path.join(dir, 'server', 'index.js'), 'export const routes = {};\n');
  const handle = await freshDatabase();
  const app = await buildApi({
    db: handle.db,
    env: { GOOGLE_CLIENT_ID: undefined, PUBLIC_URL: undefined, SELLER_HOST: 'https://admin.example.test' },
    dataDir: dir,
    push: { worker: false },
  });
  await mountStorefront(app, dir);
  await app.ready();
  const close = async () => {
    await app.close();
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { app, close };
}
