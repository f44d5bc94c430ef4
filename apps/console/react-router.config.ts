import type { Config } from '@react-router/dev/config';

/**
 * The console is a single-page app (decision 411): every page is behind a sign-in and shows one
 * person's data, so nothing is gained by rendering on the server, and the API process only has to
 * send one prerendered `index.html` for every /seller and /courier address.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
