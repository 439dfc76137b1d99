/**
 * The id of the brand fonts' stylesheet in the page's head: the build links it `media="print"`
 * (build/brandBundle.ts) and the entry script applies it once the page is painted (boot.ts).
 */
export const BRAND_FONTS_ID = 'brand-fonts';
