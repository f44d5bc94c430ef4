import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router v8 behaviour, opted into early (and so no future-flag warnings at build):
  future: {
    // Adopted: per-route chunks split further (clientLoader/clientAction apart from the component),
    // the Vite Environment API for the two builds, and `.data` URLs that keep a trailing slash.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: middleware turns the load context into a RouterContextProvider, so the API's mount
    // (apps/api storefront/mount.ts) and every `context.api(...)` would change with it.
    v8_middleware: false,
    // Not yet: loaders would see the raw `.data` request URL, which canonical links and list paging
    // read from `request.url`; they have to move to the `url` argument first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
