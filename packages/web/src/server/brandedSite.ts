import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The brand this server puts on the site (issue 36). A build carries every brand of `brands/`, each with its own copy
 * of `index.html` and of the manifest under `brands/<id>/` (build/brandPlugin.ts); `VITE_BRAND` at run time chooses
 * one, so one build serves several operators' sites. Without it the server serves the build's own (`index.html`,
 * the brand `VITE_BRAND` named when it was built).
 */
export interface BrandedSite {
  /** The page every render goes into. */
  readonly template: string;
  /**
   * Files of the build answered from the brand's folder instead (`index.html`, the offline shell; the manifest; the
   * service worker, which precaches this brand's stylesheets and fonts and no other's: packages/sw/build/brandPrecache.ts).
   */
  readonly files: Readonly<Record<string, string>>;
  /** The build's folders not served by their own paths: every brand's copies (a site names no other brand). */
  readonly hidden: readonly string[];
  /** The operator the page's head names (`<meta name="operator">`), as the variables the app reads it from. */
  readonly operatorEnv: Readonly<Record<string, string>>;
}

const OWN_FILES = ['index.html', 'manifest.webmanifest', 'sw.js'];
const BRANDS = 'brands';

export function brandedSite(distDir: string, brandId: string | undefined): BrandedSite {
  const id = brandId?.trim();
  if (!id) {
    const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    return { template, files: {}, hidden: [BRANDS], operatorEnv: operatorEnvOf(template) };
  }
  const folder = `${BRANDS}/${id}`;
  const file = path.join(distDir, folder, 'index.html');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id) || !existsSync(file)) {
    const built = existsSync(path.join(distDir, BRANDS)) ? readdirSync(path.join(distDir, BRANDS)) : [];
    throw new Error(`VITE_BRAND "${id}" is not a brand of this build; it has: ${built.join(', ') || 'none'}`);
  }
  const template = readFileSync(file, 'utf8');
  const files = Object.fromEntries(OWN_FILES.map((name) => [name, `${folder}/${name}`]));
  return { template, files, hidden: [BRANDS], operatorEnv: operatorEnvOf(template) };
}

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The `VITE_OPERATOR_*` variables a page's `<meta name="operator">` holds; none when it has none. */
export function operatorEnvOf(html: string): Record<string, string> {
  const content = /<meta name="operator" content="([^"]*)"/.exec(html)?.[1];
  if (content === undefined) return {};
  const value: unknown = JSON.parse(decodeHtml(content));
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith('VITE_OPERATOR_') && typeof entry[1] === 'string',
    ),
  );
}
