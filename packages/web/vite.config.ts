import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin } from './build/brandPlugin.ts';
import { chunkOutput } from './build/chunkGroups.ts';
import { precompressPlugin } from './build/precompressPlugin.ts';
import { pwaPlugin } from './build/pwaPlugin.ts';
import { cspPlugin } from './csp/cspPlugin.ts';

/** The chunk of index.html's one script (boot.ts): Vite names it after the page. */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;
/** The chunks boot.ts imports one after another, fetched side by side: the libraries, the building blocks, the app. */
const STARTUP_CHUNKS = /^assets\/(?:framework|ui|shell|main)-[\w-]+\.js$/;

// The app talks to VITE_API_URL when set (dev and e2e builds), else to api.<current host> (§7).
// `vite build` builds the site into dist/; `vite build --ssr src/server/main.ts` the server that renders it.
export default defineConfig(({ isSsrBuild }) => ({
  // pwaPlugin: builds /sw.js and builds/latest.json with the production build (none under `vite dev`).
  // precompressPlugin: every text file also written brotli- and gzip-compressed, for the production server.
  // The server's build has no index.html, worker or policy of its own: it renders into the site's.
  // brandPlugin: the operator and the look of its brand (VITE_BRAND, brands/<id>/brand.json; issues 34 and 36), in
  // both builds: the server renders the same operator the browser does.
  plugins: isSsrBuild
    ? [react(), brandPlugin()]
    : [react(), brandPlugin(), pwaPlugin(), cspPlugin(), precompressPlugin()],
  server: { port: 5173, strictPort: true },
  // workbox-window's `main` is a UMD build: Node imports it without named exports, so the development server's
  // renderer failed on `import { Workbox }` for every page. Bundled from its ES module instead, on both servers.
  ssr: { noExternal: ['workbox-window'] },
  preview: { port: 4173, strictPort: true },
  build: {
    target: isSsrBuild ? 'node22' : 'es2022',
    sourcemap: true,
    // Pages, modals and locale bundles are separate chunks; nothing lazy may creep into the entry.
    modulePreload: {
      polyfill: false,
      // The entry's imports (the libraries, the shell, main.tsx) get preload links for their four large chunks only,
      // so boot.ts can evaluate them one after another while all are fetched side by side: a link for every chunk of
      // the app (about forty) took 70-90 ms on a phone just after the server's page is painted, and the browser finds
      // the small ones as it reads the modules' imports. Later imports (a page's chunk and what it needs) keep their
      // links, so a navigation fetches its chunks side by side.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && ENTRY_CHUNK.test(hostId) ? deps.filter((dep) => STARTUP_CHUNKS.test(dep)) : deps,
    },
    rollupOptions: { output: chunkOutput },
    // One stylesheet for the whole site, linked from index.html: a page rendered on the server paints styled before
    // any script has run (per-chunk CSS arrives only with its page's chunk). It is about 8 kB gzip.
    cssCodeSplit: false,
    // The server's build serves the site's public files from dist/, not copies of its own.
    copyPublicDir: !isSsrBuild,
  },
}));
