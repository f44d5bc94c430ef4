import { BUILD_SETTINGS } from './storefront-build';

/**
 * A React Router server build whose loaders call the in-process API as the storefront's do: `/` asks
 * for the settings and the categories (twice, as layout and page both do), `/product/:id` for an
 * item, `/uncached` for an answer the answer cache does not cover; POST `/cart` is a form action. The
 * page shows the loaders' data, the CSP nonce on a script and the XSRF token in a form, as the real
 * storefront's pages do.
 */
export const PAGE_CACHE_SERVER_BUILD = `
const get = (path) => ({ method: 'GET', path });
const root = { id: 'root', path: '', module: { default: () => null } };
const routeList = [
  { id: 'routes/home', index: true, loader: async ({ context }) => {
      const [config, categories, again] = await Promise.all([
        context.api(get('/config')), context.api(get('/categories')), context.api(get('/categories')),
      ]);
      return { business: config.business_name, categories: categories.length, again: again.length };
    } },
  { id: 'routes/product', path: 'product/:id', loader: async ({ context, params }) => {
      const item = await context.api(get('/items/details/{id}'), { params: { id: params.id } });
      return { name: item.name, price: item.price, open: item.store.open };
    } },
  { id: 'routes/uncached', path: 'uncached', loader: async ({ context }) => {
      const doc = await context.api(get('/openapi.json'));
      return { openapi: doc.openapi };
    } },
  { id: 'routes/cart', path: 'cart', action: async () => ({ added: true }) },
  { id: 'routes/token', path: 'token.txt', resource: true, loader: async ({ context }) => {
      await context.api(get('/config'));
      const text = 'token=' + context.xsrfToken;
      return new Response(text, { headers: { 'content-type': 'text/plain', 'content-length': String(text.length) } });
    } },
];
const routes = { root };
const manifest = { root: { id: 'root', path: '', module: '/root.js', hasAction: false, hasLoader: false,
  hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false } };
for (const r of routeList) {
  routes[r.id] = { id: r.id, parentId: 'root', path: r.path, index: r.index,
    module: { ...(!r.resource && { default: () => null }), ...(r.loader && { loader: r.loader }), ...(r.action && { action: r.action }) } };
  manifest[r.id] = { id: r.id, parentId: 'root', path: r.path, index: r.index, module: '/' + r.id + '.js',
    hasAction: Boolean(r.action), hasLoader: Boolean(r.loader), hasClientAction: false, hasClientLoader: false,
    hasClientMiddleware: false, hasErrorBoundary: false };
}
export const entry = {
  module: {
    default: (_request, status, headers, router, context) => {
      const data = JSON.stringify(router.staticHandlerContext.loaderData);
      headers.set('content-type', 'text/html');
      return new Response(
        '<!doctype html><title>page</title><script nonce="' + context.cspNonce + '">0</script>' +
        '<form method="post" action="/cart"><input type="hidden" name="_xsrf" value="' + context.xsrfToken + '"></form>' +
        '<pre id="data">' + data.replace(/</g, '&lt;') + '</pre>' +
        '<pre id="action">' + JSON.stringify(router.staticHandlerContext.actionData) + '</pre>',
        { status, headers },
      );
    },
  },
};
export { routes };
export const assets = { entry: { module: '/entry.js', imports: [] }, routes: manifest, url: '/manifest.js', version: 'test' };
${BUILD_SETTINGS}`;
