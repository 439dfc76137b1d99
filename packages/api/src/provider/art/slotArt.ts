import { slotBackgroundSvg, slotFrameSvg } from './slotScene.ts';
import { SLOT_SYMBOLS, symbolSvg, type SlotSymbol } from './slotSymbols.ts';

/** The files of a slot's art (`/art/<slug>/<file>`): a symbol by its code, the backdrop or the frame; else null. */
export function slotArtFile(slug: string, palette: readonly [string, string], file: string): string | null {
  if (file === 'background.svg') return slotBackgroundSvg(slug, palette);
  if (file === 'frame.svg') return slotFrameSvg(slug, palette);
  const code = /^([A-Z])\.svg$/.exec(file)?.[1];
  return code && (SLOT_SYMBOLS as readonly string[]).includes(code)
    ? symbolSvg(slug, palette, code as SlotSymbol)
    : null;
}
