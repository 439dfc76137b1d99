import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Operator } from '../../core/src/domain/operator.ts';
import { BRAND_FONTS_ID } from '../src/brandFonts.ts';
import { safeCss } from '../src/server/devStyles.ts';
import { brandTokensCss, type Brand, type FontRole } from './brandConfig.ts';
import { brandFallbacks } from './fontFallbacks.ts';
import { siteText, subsetFamily, type SiteText } from './fontSubset.ts';

/**
 * The brands of one build (issue 36): every brand of `brands/` is built into the site, each as its tokens with its
 * fonts' metric-matched fallbacks (written into its page's head) and a stylesheet of its web fonts' faces with its font
 * files, and each gets its own copy of `index.html` and of the web app's manifest under `brands/<id>/`. The production
 * server serves the one its `VITE_BRAND` names (src/server/brandedSite.ts): one build, several operators' sites, and a
 * page loads only its brand's tokens and fonts.
 */
export interface BuiltFile {
  readonly fileName: string;
  readonly source: Uint8Array | string;
}

export interface BuiltBrand {
  readonly brand: Brand;
  /** The stylesheets and the font files they name, as they go into the build. */
  readonly files: readonly BuiltFile[];
  /**
   * The tokens and the fallbacks' faces, which the first paint waits for: written into the page's head (brandDocument),
   * so the first paint waits for no request of the brand's own.
   */
  readonly tokens: string;
  /** `/assets/brand-<id>-fonts-<hash>.css`: the web fonts' faces, applied once the page is painted (brandDocument). */
  readonly fonts: string;
}

/** Small art goes into the stylesheet as it is (the same limit as Vite's for the files it inlines). */
const INLINE_LIMIT = 4096;

const hashOf = (source: Uint8Array | string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 8);

/** `assets/<stem>-<hash><ext>`: the content names the file, so it is cached for good. */
function assetName(name: string, source: Uint8Array | string): string {
  const ext = path.extname(name);
  return `assets/${path.basename(name, ext)}-${hashOf(source)}${ext}`;
}

/**
 * An SVG as a `data:` URL for a `url('…')` of CSS: white space between elements out, and only what a URL or the quotes
 * may not hold escaped (as Vite writes the small SVGs it inlines).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
  const escape = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  return `data:image/svg+xml,${compact.replace(/[%#<>'{}|\\^[\]]/g, escape)}`;
}

/** Comments and runs of white space out; nothing else of the stylesheet changes. */
const compactCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};:,])\s*/g, '$1');

/**
 * One brand as the build's files: a stylesheet of its fonts' faces from the `@fontsource` packages of
 * `packageDir(name)`, cut to the characters and weights the site draws (build/fontSubset.ts) and named by content; and
 * a stylesheet of the fonts' metric-matched fallback faces (build/fontFallbacks.ts), then the brand's tokens with its
 * art (a small SVG in the stylesheet, a larger one a file of its own).
 */
export async function buildBrand(
  brand: Brand,
  brandDir: string,
  packageDir: (packageName: string) => string,
  site: SiteText = siteText(),
): Promise<BuiltBrand> {
  const files = new Map<string, BuiltFile>();
  const add = (name: string, source: Uint8Array | string) => {
    const fileName = assetName(name, source);
    files.set(fileName, { fileName, source });
    return `/${fileName}`;
  };
  // Each family once (a brand may draw both roles in one), its faces cut to what the site draws.
  const roles = (Object.keys(brand.fonts) as FontRole[]).filter(
    (role, index, all) =>
      all.findIndex((other) => brand.fonts[other].family === brand.fonts[role].family) === index,
  );
  const faces = (
    await Promise.all(
      roles.map((role) =>
        subsetFamily(brand.id, role, brand.fonts[role], packageDir(brand.fonts[role].package), site),
      ),
    )
  )
    .flat()
    .map((face) => face.css.replace(`url(${face.file})`, () => `url(${add(face.file, face.source)})`));
  const art = (file: string) => {
    const svg = readFileSync(path.join(brandDir, file), 'utf8');
    return svg.length < INLINE_LIMIT ? svgDataUrl(svg) : add(`${brand.id}-${file}`, svg);
  };
  // The fonts' stylesheets are in `faces`: the tokens' own @import lines are not needed here.
  const tokens = brandTokensCss(brand, art, await brandFallbacks(brand, packageDir)).replace(
    /^@import [^\n]+\n/gm,
    '',
  );
  const fonts = add(`brand-${brand.id}-fonts.css`, `${compactCss(faces.join('\n'))}\n`);
  return { brand, files: [...files.values()], tokens: tokens.trim(), fonts };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The operator as the variables the app reads it from (`operatorFromEnv` of the core). */
export function operatorEnv(operator: Operator): Record<string, string> {
  return {
    VITE_OPERATOR_BRAND: operator.brand,
    VITE_OPERATOR_LEGAL_ENTITY: operator.legalEntity,
    VITE_OPERATOR_LICENCE: operator.licence,
    VITE_OPERATOR_AUTHORITY: operator.authority,
    VITE_OPERATOR_SUPPORT_EMAIL: operator.supportEmail,
    ...(operator.demonstration ? { VITE_OPERATOR_DEMONSTRATION: 'true' } : {}),
  };
}

/** The id of the brand's tokens written into the head. */
const BRAND_TOKENS_ID = 'brand-tokens';

/**
 * The elements a brand puts in a page's head, found again in a built page to give it another brand (and the font
 * preloads an older build put there).
 */
const BRAND_ELEMENTS = [
  /\s*<meta name="operator"[^>]*>/g,
  new RegExp(`\\s*<style id="${BRAND_TOKENS_ID}">[\\s\\S]*?</style>`, 'g'),
  /\s*<noscript><link rel="stylesheet" href="\/assets\/brand-[^"]*"[^>]*><\/noscript>/g,
  /\s*<link rel="preload" as="font"[^>]*>/g,
  /\s*<link rel="stylesheet" href="\/assets\/brand-[^"]*"[^>]*>/g,
];

/**
 * `index.html` (the source's, or a built one of another brand) with the brand's head: its name as the title and
 * description, its background as the theme colour, the operator the app reads (`<meta name="operator">`, read by the
 * browser and the server alike), its tokens written in and its fonts' stylesheet, after the site's own stylesheet.
 *
 * The first paint waits for the site's stylesheet and for nothing of the brand's: its tokens (with the fonts'
 * metric-matched fallbacks and its small art) are in the page, where a stylesheet of their own cost the phone a
 * render-blocking request (Lighthouse: about 0.3 s). It waits for no font either (issue 36). The text is
 * drawn in the metric-matched fallbacks, which keep every line where the brand's font puts it. The web fonts' faces
 * come in a stylesheet of their own, `media="print"`: the browser fetches it without holding the paint and leaves its
 * fonts alone, and the app's entry script (src/boot.ts, `applyBrandFonts`) brings its faces in once the server's page
 * is painted: the fonts of the scripts the page's text shows are fetched, then every face added at once (one layout).
 * Fetched before the first paint (as they were when the faces were in the brand's stylesheet), they shared the phone's
 * first round trips with the stylesheets, and Lighthouse's model of a phone counts a font that arrives before the
 * first paint as one the paint waited for: on `/en/faq` the largest paint came about 0.4 s later. Without scripts, the
 * `<noscript>` copy applies them. No font is preloaded, for the same reason. The hero's art needs no preload either:
 * it is written into the tokens (build/brandBundle.ts, `art`).
 */
export function brandDocument(
  html: string,
  built: Pick<BuiltBrand, 'brand'> & { readonly tokens: string | null; readonly fonts: string | null },
): string {
  const { operator, palette } = built.brand;
  const name = escapeHtml(operator.brand);
  const head = [`<meta name="operator" content="${escapeHtml(JSON.stringify(operatorEnv(operator)))}" />`];
  // The development server has none: its tokens and faces are in global.css.
  const links = [
    ...(built.tokens ? [`<style id="${BRAND_TOKENS_ID}">${safeCss(built.tokens)}</style>`] : []),
    ...(built.fonts
      ? [
          `<link rel="stylesheet" href="${built.fonts}" media="print" id="${BRAND_FONTS_ID}" />`,
          `<noscript><link rel="stylesheet" href="${built.fonts}" /></noscript>`,
        ]
      : []),
  ];
  return BRAND_ELEMENTS.reduce((page, element) => page.replace(element, ''), html)
    .replace(/(<meta name="theme-color" content=")[^"]*/, (_, start: string) => start + palette.bg)
    .replace(/(<meta name="description" content=")[^"]*/, (_, start: string) => start + name)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>\n    ${head.join('\n    ')}`)
    .replace('</head>', () => `${links.map((link) => `  ${link}\n  `).join('')}</head>`);
}
