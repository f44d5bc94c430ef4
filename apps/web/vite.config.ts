import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  // Bundled into the server build rather than imported whole at run time: lucide-react's package index
  // loads every icon (~37 MiB of the server's memory, 0.25 s of its start; decision 208), the build
  // keeps only the icons the pages use.
  ssr: { noExternal: ['@bazaar/contract', '@bazaar/domain', 'lucide-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Every icon the pages use in one chunk: left to themselves, each shared icon is its own
              // chunk of 100–500 bytes, and a first visit preloaded 15–20 of them.
              groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
