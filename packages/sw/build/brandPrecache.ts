// Which brand's look a worker precaches (issue 36's brands, issue 35's phone). A build carries every brand of
// packages/web/brands: each brand's two stylesheets (its tokens; its fonts' faces, linked for print until the page is
// painted) and the woff2 files they name. A server serves one brand (its VITE_BRAND;
// packages/web/src/server/brandedSite.ts), so the worker it serves precaches that brand's stylesheets and fonts and none
// of the others' (about 105-120 kB each, fetched in the background on a phone).
// Each site of the build (the build's own page, and each brand's copy under brands/<id>/) gets its own worker, with
// the precache manifest of the build less what only the other sites' pages use.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One site a build can serve: its page (relative to the build's folder) and the worker written for it. */
export interface PrecacheSite {
  readonly page: string;
  readonly worker: string;
}

/** The build's own site (`index.html`, `/sw.js`) and each brand's (`brands/<id>/index.html`, `brands/<id>/sw.js`). */
export function sitesOf(distDir: string): PrecacheSite[] {
  const own: PrecacheSite = { page: 'index.html', worker: 'sw.js' };
  const brands = path.join(distDir, 'brands');
  if (!existsSync(brands)) return [own];
  const ids = readdirSync(brands, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(brands, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();
  return [own, ...ids.map((id) => ({ page: `brands/${id}/index.html`, worker: `brands/${id}/sw.js` }))];
}

/** A same-site absolute or root-relative address as a path of the build (`/assets/a.css` → `assets/a.css`). */
const buildPath = (href: string): string | null =>
  href.startsWith('/') && !href.startsWith('//') ? href.slice(1) : null;

/** The stylesheets a page links (`<link rel="stylesheet" href>`), as paths of the build. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')
    .map(buildPath)
    .filter((file): file is string => file !== null);
}

/** The font files a stylesheet names (`url(/assets/x.woff2)`), as paths of the build. */
export function stylesheetFonts(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)]
    .map((match) => buildPath(match[1] ?? ''))
    .filter((file): file is string => file !== null);
}

/** A page's look: the stylesheets it links and the fonts they name. */
export function lookOf(distDir: string, page: string): Set<string> {
  const sheets = linkedStylesheets(readFileSync(path.join(distDir, page), 'utf8'));
  const fonts = sheets
    .filter((sheet) => existsSync(path.join(distDir, sheet)))
    .flatMap((sheet) => stylesheetFonts(readFileSync(path.join(distDir, sheet), 'utf8')));
  return new Set([...sheets, ...fonts]);
}

/**
 * For each site, the files of the build its worker leaves out of the precache: what the other sites' pages use
 * (their brand's stylesheet and fonts) and its own page does not. What every site uses (the site's stylesheet) stays.
 */
export function otherSitesFiles(looks: ReadonlyMap<string, ReadonlySet<string>>): Map<string, Set<string>> {
  const all = new Set([...looks.values()].flatMap((look) => [...look]));
  return new Map(
    [...looks].map(([site, look]) => [site, new Set([...all].filter((file) => !look.has(file)))]),
  );
}

/** A precache manifest without the given files (workbox's entries name them relative to the build's folder). */
export function withoutFiles<T extends { readonly url: string }>(
  entries: readonly T[],
  left: ReadonlySet<string>,
): T[] {
  return entries.filter((entry) => !left.has(entry.url.replace(/^\//, '')));
}
