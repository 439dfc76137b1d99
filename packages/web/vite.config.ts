import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkOutput } from './build/chunkGroups.ts';
import { pwaPlugin } from './build/pwaPlugin.ts';
import { cspPlugin } from './csp/cspPlugin.ts';
import { preloadChunksPlugin } from './preload/preloadChunksPlugin.ts';

// The app talks to VITE_API_URL when set (dev and e2e builds), else to api.<current host> (§7).
export default defineConfig({
  // pwaPlugin: builds /sw.js and builds/latest.json with the production build (none under `vite dev`).
  // preloadChunksPlugin: the shell chunk is fetched beside the entry, not after the entry has run.
  plugins: [react(), pwaPlugin(), cspPlugin(), preloadChunksPlugin(['/src/app/shell.tsx'])],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Pages, modals and locale bundles are separate chunks; nothing lazy may creep into the entry.
    modulePreload: { polyfill: false },
    rollupOptions: { output: chunkOutput },
  },
});
