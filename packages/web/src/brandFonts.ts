/**
 * The id of the brand fonts' stylesheet in the page's head: the build links it `media="print"`
 * (build/brandBundle.ts), and the entry script (boot.ts) brings its faces in once the page is painted
 * (`applyBrandFonts`).
 */
export const BRAND_FONTS_ID = 'brand-fonts';

/**
 * Set on `<html>` (`data-brand-fonts`) once the brand's faces are in the document's fonts (`applyBrandFonts`): from
 * then on `document.fonts.ready` waits for those the page draws.
 */
export const BRAND_FONTS_IN = 'brandFonts';

/** A face's `unicode-range` as inclusive code point ranges (`U+0400-045F`, `U+20BD`, `U+4??`). */
export function codePointRanges(unicodeRange: string): readonly (readonly [number, number])[] {
  const ranges: [number, number][] = [];
  for (const [, start = '', end] of unicodeRange.matchAll(/U\+([0-9A-F?]+)(?:-([0-9A-F]+))?/gi)) {
    const low = parseInt(start.replaceAll('?', '0'), 16);
    const high = parseInt(end ?? start.replaceAll('?', 'F'), 16);
    if (Number.isFinite(low) && Number.isFinite(high)) ranges.push([low, high]);
  }
  return ranges;
}

/** Whether a face whose range is `unicodeRange` draws any of `codePoints` (a face with no range draws them all). */
export function coversAny(unicodeRange: string, codePoints: ReadonlySet<number>): boolean {
  const ranges = codePointRanges(unicodeRange);
  if (ranges.length === 0) return true;
  for (const point of codePoints) {
    if (ranges.some(([low, high]) => point >= low && point <= high)) return true;
  }
  return false;
}

/** The code points of the text a page shows (its text nodes, not its scripts' or styles' contents). */
function shownCodePoints(document: Document): Set<number> {
  const points = new Set<number>();
  if (!document.body) return points;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.localName;
    if (parent === 'script' || parent === 'style' || parent === 'noscript') continue;
    for (const char of node.nodeValue ?? '') points.add(char.codePointAt(0) ?? 0);
  }
  return points;
}

/** The stylesheet once the browser has it (a `media="print"` one loads beside the page, not before it). */
function loadedSheet(link: HTMLLinkElement): Promise<CSSStyleSheet | null> {
  if (link.sheet) return Promise.resolve(link.sheet);
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(link.sheet), { once: true });
    link.addEventListener('error', () => resolve(null), { once: true });
  });
}

const unquoted = (family: string) => family.trim().replace(/^(["'])(.*)\1$/, '$2');

/**
 * Brings the brand's web fonts onto a painted page in one step. Applying their stylesheet (as the page did until
 * issue 35's profile of `/betting`) laid the whole page out twice: once when its faces were declared (the text still
 * in the fallback faces) and again when the fonts came, each a long task on a phone (115 and 77 ms of layout at 2.7x on
 * the sportsbook's line). Here the faces of the stylesheet are made in script, those that draw the page's text loaded
 * first, and all of them added to the document at once: one layout, with the fonts in. The faces the page does not
 * use yet come in unloaded and load when a text needs them, as the stylesheet's would. Where the browser has no
 * `FontFace` or the stylesheet cannot be read, the stylesheet is applied as before.
 */
export async function applyBrandFonts(document: Document): Promise<void> {
  const link = document.getElementById(BRAND_FONTS_ID);
  if (!(link instanceof HTMLLinkElement)) return;
  const fontsIn = () => {
    document.documentElement.dataset[BRAND_FONTS_IN] = 'true';
  };
  const applyStylesheet = () => {
    link.setAttribute('media', 'all');
    fontsIn();
  };
  const view = document.defaultView;
  if (!view || typeof view.FontFace !== 'function' || !document.fonts) return applyStylesheet();
  const sheet = await loadedSheet(link);
  let faces: FontFace[];
  try {
    faces = [...(sheet?.cssRules ?? [])]
      .filter((rule): rule is CSSFontFaceRule => rule instanceof view.CSSFontFaceRule)
      .map(({ style }) => {
        const descriptor = (name: string) => style.getPropertyValue(name).trim();
        return new view.FontFace(unquoted(descriptor('font-family')), descriptor('src'), {
          style: descriptor('font-style') || 'normal',
          weight: descriptor('font-weight') || 'normal',
          display: (descriptor('font-display') || 'swap') as FontDisplay,
          unicodeRange: descriptor('unicode-range') || 'U+0-10FFFF',
        });
      });
  } catch {
    return applyStylesheet();
  }
  if (faces.length === 0) return applyStylesheet();
  const shown = shownCodePoints(document);
  // A face that fails to load is added all the same: the browser keeps drawing its text in the fallback.
  await Promise.allSettled(
    faces.filter((face) => coversAny(face.unicodeRange, shown)).map((face) => face.load()),
  );
  for (const face of faces) document.fonts.add(face);
  fontsIn();
}
