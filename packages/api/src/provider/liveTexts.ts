import type { GameLocale } from './gameTexts.ts';
import { LIVE_TEXTS_BR } from './liveTextsBr.ts';
import { LIVE_TEXTS_EN } from './liveTextsEn.ts';
import { LIVE_TEXTS_KZ } from './liveTextsKz.ts';
import { LIVE_TEXTS_RU } from './liveTextsRu.ts';

/**
 * What the live table's page says, in the site's four languages ({n}, {s}, {p} are filled in by the page), one file a
 * language.
 */
export const LIVE_TEXTS: Readonly<Record<GameLocale, Readonly<Record<string, string>>>> = {
  en: LIVE_TEXTS_EN,
  ru: LIVE_TEXTS_RU,
  kz: LIVE_TEXTS_KZ,
  br: LIVE_TEXTS_BR,
};
