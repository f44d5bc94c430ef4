/**
 * The allowed directions of imports (docs/architecture.md draws them). `npm run check:deps` runs this
 * as part of `npm test`; a back-arrow or a cycle fails the run.
 *
 *   apps/web, apps/api ─▶ packages/contract ─▶ packages/domain          tools/seed ─▶ apps/api/src/db
 *   inside packages/domain: cart/ ─▶ coupons/, pricing/, delivery/ ─▶ money/;  everything ─▶ messages/
 *   inside apps/api/src:  server.ts, cli/ ─▶ app/ ─▶ areas/<one> ─▶ catalogue/, commerce/
 *                          ─▶ auth/, mail/, payments/, push/, rate-limit/, uploads/ ─▶ config/, db/ ─▶ platform/
 */
const src = '^apps/api/src/';
const below = (layer, allowed) => ({
  name: `${layer}-imports-down-only`,
  comment: `${layer}/ may import only ${allowed.join(', ')} inside apps/api/src.`,
  severity: 'error',
  from: { path: `${src}(${layer})/` },
  to: { path: `${src}`, pathNot: `${src}(${[layer, ...allowed].join('|')})/` },
});
const SERVICES = ['auth', 'mail', 'payments', 'push', 'rate-limit', 'uploads'];

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    below('platform', []),
    below('config', ['platform']),
    below('db', ['platform', 'config']),
    ...SERVICES.map((s) => below(s, ['platform', 'config', 'db', ...SERVICES.filter((x) => x !== s)])),
    below('catalogue', ['platform', 'config', 'db', ...SERVICES, 'commerce']),
    below('commerce', ['platform', 'config', 'db', ...SERVICES]),
    {
      name: 'areas-never-import-each-other',
      comment: 'An area uses the shared layers below it, never another area.',
      severity: 'error',
      from: { path: `${src}areas/([^/]+)/` },
      to: { path: `${src}areas/[^/]+/`, pathNot: `${src}areas/$1/` },
    },
    {
      name: 'areas-never-import-upwards',
      severity: 'error',
      from: { path: `${src}areas/` },
      to: { path: `${src}(app|cli|server)` },
    },
    {
      name: 'only-entries-import-the-composition-root',
      severity: 'error',
      from: { path: src, pathNot: `${src}(app/|cli/|server\\.ts)` },
      to: { path: `${src}app/` },
    },
    {
      name: 'packages-never-import-apps-or-tools',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|tools|bench|e2e)/' },
    },
    {
      name: 'domain-imports-only-itself',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(?!domain/)' },
    },
    {
      name: 'domain-rules-below-the-cart',
      comment: 'The cart is built from prices, coupons and delivery charges; they never reach up into it.',
      severity: 'error',
      from: { path: '^packages/domain/src/(coupons|pricing|delivery|money)/' },
      to: { path: '^packages/domain/src/cart/' },
    },
    {
      name: 'domain-messages-at-the-bottom',
      comment: 'The message catalogue is what every rule refers to; it imports only itself.',
      severity: 'error',
      from: { path: '^packages/domain/src/messages/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/domain/src/(?!messages/)' },
    },
    {
      name: 'api-never-imports-web-seed-or-bench',
      severity: 'error',
      from: { path: src },
      to: { path: '^(apps/web|apps/console|tools|bench|e2e)/' },
    },
    {
      name: 'web-never-imports-the-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/api|apps/console|tools|bench)/' },
    },
    {
      name: 'console-never-imports-the-api-or-the-storefront',
      severity: 'error',
      from: { path: '^apps/console/' },
      to: { path: '^(apps/api|apps/web|tools|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/build/|\\.react-router/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
