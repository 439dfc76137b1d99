import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { DEMO_OPERATOR } from '../../core/src/domain/operator.ts';
import { brandDocument, buildBrand, operatorEnv, type BuiltBrand } from './brandBundle.ts';
import { BrandConfigError, brandTokensCss, checkBrand, type Brand } from './brandConfig.ts';
import { brandFallbacks } from './fontFallbacks.ts';

const MANIFEST = 'manifest.webmanifest';
const webRoot = path.resolve(import.meta.dirname, '..');
/** The brands an operator can build: one folder each, `brand.json` with its logo and hero beside it. */
export const BRANDS_DIR = path.join(webRoot, 'brands');
/** The brand a build without `VITE_BRAND` puts on the site: the local demonstration operator's. */
export const DEFAULT_BRAND = 'vellumbay';
/** The stylesheet the brand's tokens are written into (its folder is where the art's URLs start). */
const GLOBAL_CSS = path.join(webRoot, 'src/styles/global.css');
const BRAND_ID = /^[a-z0-9][a-z0-9-]*$/;

const packageDir = (packageName: string) => path.join(webRoot, 'node_modules', packageName);

/** The families a font package's stylesheet declares; null when the package is not installed. */
function fontFamilies(packageName: string): string[] | null {
  const css = path.join(packageDir(packageName), 'index.css');
  if (!existsSync(css)) return null;
  return [...readFileSync(css, 'utf8').matchAll(/font-family:\s*'([^']+)'/g)].map((match) => match[1] ?? '');
}

/** The brand `id` names, read from its folder and checked whole; a bad one is refused with every problem named. */
export function loadBrand(id: string, dir = BRANDS_DIR): Brand {
  const folder = path.join(dir, id);
  const file = path.join(folder, 'brand.json');
  if (!BRAND_ID.test(id) || !existsSync(file)) {
    const known = existsSync(dir) ? readdirNames(dir) : [];
    throw new BrandConfigError(`brands/${id}/brand.json`, [
      `VITE_BRAND "${id}" names no brand; there are: ${known.join(', ')}`,
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandConfigError(`brands/${id}/brand.json`, [`not JSON: ${(error as Error).message}`]);
  }
  return checkBrand(id, raw, {
    file: (name) =>
      existsSync(path.join(folder, name)) ? readFileSync(path.join(folder, name), 'utf8') : null,
    fontFamilies,
  });
}

function readdirNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'brand.json')))
    .map((entry) => entry.name);
}

/**
 * The brand the build's environment chooses (`VITE_BRAND`, else the demonstration's). The operator is named only
 * there: a `VITE_OPERATOR_*` variable left in the environment would be a second source, and is refused.
 */
export function brandFromEnv(env: Readonly<Record<string, string | undefined>>): Brand {
  const stray = Object.keys(env).filter((name) => name.startsWith('VITE_OPERATOR_'));
  if (stray.length > 0)
    throw new Error(
      `${stray.join(', ')}: the operator is named by its brand file now (brands/<id>/brand.json, chosen by VITE_BRAND)`,
    );
  return loadBrand(env['VITE_BRAND']?.trim() || DEFAULT_BRAND);
}

/** The web app's manifest with the brand's name (JSON-escaped) and background colour. */
export function brandManifest(brand: Brand): string {
  const template = readFileSync(new URL(`./${MANIFEST}`, import.meta.url), 'utf8');
  return template
    .replace(/%OPERATOR_BRAND%/g, JSON.stringify(brand.operator.brand).slice(1, -1))
    .replace(/%BRAND_BG%/g, brand.palette.bg);
}

/** Every brand of the folder, each checked whole: a build carries them all. */
export function loadBrands(dir = BRANDS_DIR): Brand[] {
  return readdirNames(dir).map((id) => loadBrand(id, dir));
}

/** Where a build writes a brand's own `index.html` and manifest (src/server/brandedSite.ts serves them). */
export const brandFolder = (id: string) => `brands/${id}`;

/**
 * The operator's brand (issues 34 and 36) from its one file, on both builds and the development server:
 * - on the development server, the brand `VITE_BRAND` names: the operator the app reads
 *   (`import.meta.env.VITE_OPERATOR_*`, set here and nowhere else) and its palette, fonts, radii and art as the design
 *   tokens `global.css` ends with, the fonts' stylesheets before them and their metric-matched fallbacks' faces
 *   (build/fontFallbacks.ts) after;
 * - in a build, every brand of `brands/` (build/brandBundle.ts): its tokens with its fonts' fallbacks (written into its
 *   page's head), a stylesheet of its fonts' faces, whose woff2 files the browser fetches for the scripts a page
 *   shows (no JavaScript), and a copy of `index.html` and of the manifest under `brands/<id>/`, which the production server
 *   serves when its `VITE_BRAND` names it; the build's own `index.html` and manifest are `VITE_BRAND`'s;
 * - in each page's head: the brand's name as the title and description, its theme colour, the operator
 *   (`<meta name="operator">`, read by the browser and by the production server's render), the brand's tokens and
 *   its fonts' stylesheet, applied once the page is painted (no font preload: brandDocument says why).
 */
export function brandPlugin(): Plugin {
  let brand: Brand | null = null;
  let building = false;
  const built = new Map<string, BuiltBrand>();
  let outDir = '';
  const current = () => {
    if (!brand) throw new Error('brandPlugin: the configuration was not resolved');
    return brand;
  };
  const isServerBuild = (plugin: { environment?: { config: { build: { ssr: unknown } } } }) =>
    Boolean(plugin.environment?.config.build.ssr);
  return {
    name: 'casino-brand',
    enforce: 'pre',
    config(config, { mode, command }) {
      brand = brandFromEnv(loadEnv(mode, config.envDir || config.root || webRoot, 'VITE_'));
      building = command === 'build';
      // The core's built-in demonstration operator needs no variable; a build's pages name theirs in their head.
      const builtIn = JSON.stringify(brand.operator) === JSON.stringify(DEMO_OPERATOR);
      const env = building || builtIn ? {} : operatorEnv(brand.operator);
      return {
        // A font file stays a file, fetched only by a page whose text needs its script (a small one would be written
        // into the stylesheet every page blocks on); the brand's small SVGs are written in.
        build: { assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined) },
        define: Object.fromEntries(
          Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
        ),
      };
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      if (!building || isServerBuild(this)) return;
      built.clear();
      const emitted = new Set<string>();
      for (const each of loadBrands()) {
        const files = await buildBrand(each, path.join(BRANDS_DIR, each.id), packageDir);
        built.set(each.id, files);
        for (const file of files.files) {
          if (emitted.has(file.fileName)) continue;
          emitted.add(file.fileName);
          this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
        }
      }
    },
    async transform(code, id) {
      if (building || id.split('?')[0] !== GLOBAL_CSS) return null;
      const artBase = path.relative(path.dirname(GLOBAL_CSS), path.join(BRANDS_DIR, current().id));
      const fallbacks = await brandFallbacks(current(), packageDir);
      const css = brandTokensCss(current(), artBase.split(path.sep).join('/'), fallbacks);
      const imports = css.match(/^@import [^\n]+$/gm) ?? [];
      const rules = css.replace(/^@import [^\n]+\n/gm, '');
      // @import rules come before any other rule; the brand's tokens after the defaults tokens.css sets.
      return { code: `${imports.join('\n')}\n${code}\n${rules}\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const page = built.get(current().id) ?? { brand: current(), tokens: null, fonts: null };
        return brandDocument(html, page);
      },
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${MANIFEST}`) return next();
        response.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
        response.end(brandManifest(current()));
      });
    },
    generateBundle() {
      // The server's build renders into the site's index.html: only the site's has a manifest.
      if (isServerBuild(this)) return;
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: brandManifest(current()) });
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (isServerBuild(this) || index?.type !== 'asset') return;
      // Each brand's copy of the built page: the same scripts and site stylesheet, its own head.
      for (const [id, files] of built) {
        const folder = path.join(outDir, brandFolder(id));
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, 'index.html'), brandDocument(String(index.source), files));
        await writeFile(path.join(folder, MANIFEST), brandManifest(files.brand));
      }
    },
  };
}
