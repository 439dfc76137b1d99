import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { DEMO_OPERATOR } from '../../core/src/domain/operator.ts';
import { BrandConfigError, brandTokensCss, checkBrand, type Brand } from './brandConfig.ts';

const MANIFEST = 'manifest.webmanifest';
const webRoot = path.resolve(import.meta.dirname, '..');
/** The brands an operator can build: one folder each, `brand.json` with its logo and hero beside it. */
export const BRANDS_DIR = path.join(webRoot, 'brands');
/** The brand a build without `VITE_BRAND` puts on the site: the local demonstration operator's. */
export const DEFAULT_BRAND = 'vellumbay';
/** The stylesheet the brand's tokens are written into (its folder is where the art's URLs start). */
const GLOBAL_CSS = path.join(webRoot, 'src/styles/global.css');
const BRAND_ID = /^[a-z0-9][a-z0-9-]*$/;
/** The body font's files worth fetching before the stylesheet asks: the scripts of every locale's text. */
const PRELOADED_SUBSETS = ['latin', 'cyrillic'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The families a font package's stylesheet declares; null when the package is not installed. */
function fontFamilies(packageName: string): string[] | null {
  const css = path.join(webRoot, 'node_modules', packageName, 'index.css');
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

/**
 * The operator's brand (issues 34 and 36) from its one file, on both builds and the development server:
 * - the operator the app reads (`import.meta.env.VITE_OPERATOR_*`, set here and nowhere else);
 * - its palette, fonts, radii and art as the design tokens `global.css` ends with, and the fonts' stylesheets before it
 *   (woff2 files, fetched by the browser for the scripts a page shows; no JavaScript);
 * - `index.html`'s title, description and theme colour, a preload of the body font's Latin and Cyrillic files, and the
 *   web app's manifest.
 */
export function brandPlugin(): Plugin {
  let brand: Brand | null = null;
  const current = () => {
    if (!brand) throw new Error('brandPlugin: the configuration was not resolved');
    return brand;
  };
  return {
    name: 'casino-brand',
    enforce: 'pre',
    config(config, { mode }) {
      brand = brandFromEnv(loadEnv(mode, config.envDir || config.root || webRoot, 'VITE_'));
      const { operator } = brand;
      const env = (name: string, value: string) => [
        `import.meta.env.VITE_OPERATOR_${name}`,
        JSON.stringify(value),
      ];
      // The core's built-in demonstration operator needs no variable (and the first load's script no bytes for it).
      const builtIn = JSON.stringify(operator) === JSON.stringify(DEMO_OPERATOR);
      return {
        // A font file stays a file, fetched only by a page whose text needs its script (a small one would be written
        // into the stylesheet every page blocks on); the brand's small SVGs are written in.
        build: { assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined) },
        define: Object.fromEntries(
          builtIn
            ? []
            : [
                env('BRAND', operator.brand),
                env('LEGAL_ENTITY', operator.legalEntity),
                env('LICENCE', operator.licence),
                env('AUTHORITY', operator.authority),
                env('SUPPORT_EMAIL', operator.supportEmail),
                ...(operator.demonstration ? [env('DEMONSTRATION', 'true')] : []),
              ],
        ),
      };
    },
    transform(code, id) {
      if (id.split('?')[0] !== GLOBAL_CSS) return null;
      const artBase = path.relative(path.dirname(GLOBAL_CSS), path.join(BRANDS_DIR, current().id));
      const css = brandTokensCss(current(), artBase.split(path.sep).join('/'));
      const imports = css.match(/^@import [^\n]+$/gm) ?? [];
      const rules = css.replace(/^@import [^\n]+\n/gm, '');
      // @import rules come before any other rule; the brand's tokens after the defaults tokens.css sets.
      return { code: `${imports.join('\n')}\n${code}\n${rules}\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { operator, palette, fonts } = current();
        const stem = fonts.body.package.split('/')[1] ?? '';
        // The regular weight (a variable font's one file, or a static font's 400) of each subset, not its -ext files.
        const regular = new RegExp(
          `^assets/${stem}-(?:${PRELOADED_SUBSETS.join('|')})-(?:wght|400)-normal-[\\w-]+\\.woff2$`,
        );
        const preloads = Object.keys(context.bundle ?? {})
          .filter((name) => regular.test(name))
          .map((name) => `<link rel="preload" as="font" type="font/woff2" href="/${name}" crossorigin />`);
        return html
          .replace(/%OPERATOR_BRAND%/g, escapeHtml(operator.brand))
          .replace(/%BRAND_BG%/g, palette.bg)
          .replace('</title>', `</title>\n    ${preloads.join('\n    ')}`);
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
      if (this.environment?.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: brandManifest(current()) });
    },
  };
}
