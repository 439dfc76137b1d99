// Builds /sw.js for a finished web build: bundles src/sw.ts into one classic script, then workbox's injectManifest
// writes the precache manifest of the build's files into it, once for each site the build serves (its own page's
// `sw.js`, and `brands/<id>/sw.js` for each brand's, which a server of that brand answers at /sw.js), each without the
// other brands' stylesheets and fonts (brandPrecache.ts). Called by the web build's PWA plugin after the bundle is
// written (packages/web/build/pwaPlugin.ts); runs on Node 24, which loads this file as TypeScript directly.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { injectManifest } from 'workbox-build';
import { lookOf, otherSitesFiles, sitesOf, withoutFiles } from './brandPrecache.ts';

export interface ServiceWorkerBuildOptions {
  /** The web build's output directory; `sw.js` is written there. */
  readonly distDir: string;
  /** The API bases configured for the build, never cached by the worker. */
  readonly configuredApiBases: readonly string[];
}

export interface ServiceWorkerBuildReport {
  /** The build's own site's worker (`sw.js`) and what it precaches. */
  readonly swPath: string;
  readonly precachedFiles: number;
  readonly precachedBytes: number;
  /** Each brand's worker (`brands/<id>/sw.js`) and what it precaches. */
  readonly brands: readonly {
    readonly swPath: string;
    readonly precachedFiles: number;
    readonly precachedBytes: number;
  }[];
  readonly warnings: readonly string[];
}

const SW_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * What the worker precaches: the shell, the current build's assets and every locale bundle, so a page first opened
 * offline reads its own words instead of its keys (issue 38; the four locales are about 87 kB gzip). Icons are cached
 * when shown; the worker itself, the build id and source maps are never precached.
 */
export const PRECACHE_GLOBS = ['**/*.{html,js,css,webmanifest,woff2,woff,png,svg,ico}'];
// brands/: each brand's own index.html and manifest, which a server of that brand answers at /index.html and
// /manifest.webmanifest (packages/web/src/server/brandedSite.ts).
export const PRECACHE_IGNORES = ['sw.js', 'builds/**', 'brands/**', 'icons/**', '**/*.map', 'stats.html'];

async function bundleWorker(configuredApiBases: readonly string[]): Promise<string> {
  const result = await build({
    configFile: false,
    root: SW_ROOT,
    logLevel: 'warn',
    publicDir: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __CONFIGURED_API_BASES__: JSON.stringify(configuredApiBases),
    },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      lib: {
        entry: path.join(SW_ROOT, 'src/sw.ts'),
        formats: ['iife'],
        name: 'casinoServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker bundle produced no script');
  return chunk.code;
}

export async function buildServiceWorker(
  options: ServiceWorkerBuildOptions,
): Promise<ServiceWorkerBuildReport> {
  return writeSiteWorkers(options.distDir, await bundleWorker(options.configuredApiBases));
}

/**
 * Writes the bundled worker `code` once for each site of the build (brandPrecache.ts), each with the precache
 * manifest of the build less the other sites' stylesheets and fonts.
 */
export async function writeSiteWorkers(distDir: string, code: string): Promise<ServiceWorkerBuildReport> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'casino-sw-'));
  try {
    const swSrc = path.join(workDir, 'sw.js');
    await writeFile(swSrc, code);
    const sites = sitesOf(distDir);
    const left = otherSitesFiles(new Map(sites.map((site) => [site.worker, lookOf(distDir, site.page)])));
    const written = [];
    for (const site of sites) {
      const swDest = path.join(distDir, site.worker);
      const { count, size, warnings } = await injectManifest({
        swSrc,
        swDest,
        globDirectory: distDir,
        globPatterns: PRECACHE_GLOBS,
        globIgnores: PRECACHE_IGNORES,
        // Vite puts a content hash in every name under assets/: the name alone tells versions apart.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        manifestTransforms: [
          (entries) => ({
            manifest: withoutFiles(entries, left.get(site.worker) ?? new Set()),
            warnings: [],
          }),
        ],
      });
      written.push({ swPath: swDest, precachedFiles: count, precachedBytes: size, warnings });
    }
    const [own, ...brands] = written;
    if (!own) throw new Error('The service worker was written for no site');
    return {
      swPath: own.swPath,
      precachedFiles: own.precachedFiles,
      precachedBytes: own.precachedBytes,
      brands: brands.map(({ warnings: _, ...brand }) => brand),
      warnings: [...new Set(written.flatMap((site) => site.warnings))],
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
