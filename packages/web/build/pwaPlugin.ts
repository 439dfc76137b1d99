// The PWA part of the production build: locale bundles named by locale (so the worker can cache them on use),
// the build id compiled into the app and written to builds/latest.json, and /sw.js built from packages/sw with the
// precache manifest of this build. Nothing of it runs under `vite dev`: there is no service worker in development.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { Plugin, Rolldown } from 'vite';

/** Where the app polls for the newest build (§4, §7). */
export const LATEST_BUILD_FILE = 'builds/latest.json';

const LOCALE_BUNDLE = /[/\\]i18n[/\\]locales[/\\]([a-z]{2})[/\\]([\w-]+)\.json$/;

/** `assets/locales/<locale>/<namespace>-<hash>.js` for a locale bundle; the worker caches that folder on use. */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  const match = chunk.facadeModuleId ? LOCALE_BUNDLE.exec(chunk.facadeModuleId) : null;
  return match ? `assets/locales/${match[1]}/${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

/** A new id for every build unless BUILD_ID is given (a release pipeline may pass its own). */
export function newBuildId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

/** The API bases configured for the build: the worker never answers calls to them from a cache. */
function configuredApiBases(env: Record<string, string>): string[] {
  return Object.entries(env)
    .filter(([name, value]) => /^VITE_(?:\w+_)?API_URL$/.test(name) && value.trim() !== '')
    .map(([, value]) => value.trim());
}

interface ServiceWorkerBuilder {
  buildServiceWorker(options: { distDir: string; configuredApiBases: readonly string[] }): Promise<{
    precachedFiles: number;
    precachedBytes: number;
    brands: readonly { swPath: string; precachedFiles: number; precachedBytes: number }[];
    warnings: readonly string[];
  }>;
}

export function pwaPlugin(): Plugin {
  const buildId = process.env['BUILD_ID']?.trim() || newBuildId();
  let outDir = '';
  let root = '';
  let apiBases: string[] = [];
  let written = false;

  return {
    name: 'casino-pwa',
    apply: 'build',
    config: () => ({
      define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
      build: { rolldownOptions: { output: { chunkFileNames: chunkFileName } } },
    }),
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      apiBases = configuredApiBases(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    // After every file is in place (public files included), and only for a build that was written.
    async closeBundle() {
      if (!written) return;
      const latest = path.join(outDir, LATEST_BUILD_FILE);
      await mkdir(path.dirname(latest), { recursive: true });
      await writeFile(latest, `${JSON.stringify({ id: buildId, builtAt: new Date().toISOString() })}\n`);

      // Loaded by path at build time: the builder lives in packages/sw with the dependencies it needs.
      const builderPath = path.resolve(root, '../sw/build/buildServiceWorker.ts');
      const builder = (await import(pathToFileURL(builderPath).href)) as ServiceWorkerBuilder;
      const report = await builder.buildServiceWorker({ distDir: outDir, configuredApiBases: apiBases });
      for (const warning of report.warnings) this.warn(warning);
      const kib = (bytes: number) => Math.round(bytes / 1024);
      const brands = report.brands.map(
        (brand) =>
          `${path.relative(outDir, brand.swPath)} ${brand.precachedFiles} (${kib(brand.precachedBytes)} KiB)`,
      );
      this.info(
        `sw.js precaches ${report.precachedFiles} files (${kib(report.precachedBytes)} KiB); ${brands.join(', ')}; build ${buildId}`,
      );
    },
  };
}
