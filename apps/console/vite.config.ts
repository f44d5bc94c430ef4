import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Scripts and styles go to `/console-assets/` so they never meet the storefront's `/assets/` on the
 * one port both are served from (apps/api/src/app/console/mount.ts).
 */
export const CONSOLE_ASSETS = 'console-assets';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsDir: CONSOLE_ASSETS },
  environments: {
    client: {
      build: {
        assetsDir: CONSOLE_ASSETS,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }] },
          },
        },
      },
    },
  },
});
