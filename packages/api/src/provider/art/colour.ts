/** Colour arithmetic for the generated art: `#rrggbb` in, `#rrggbb` out, so the same input always draws the same. */

const HEX = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  const value = HEX.test(hex) ? hex : '#808080';
  return [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
}

const toHex = (parts: readonly number[]) =>
  `#${parts
    .map((part) =>
      Math.round(Math.max(0, Math.min(255, part)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `from` moved a share `t` (0 to 1) of the way to `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((part, index) => part + ((b[index] ?? 0) - part) * t));
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** A colour given in a palette, or a neutral one when what was given is not `#rrggbb`. */
export const safeColour = (value: string | undefined, fallback = '#444444') =>
  value !== undefined && HEX.test(value) ? value.toLowerCase() : fallback;

/** A small stable hash (FNV-1a) of a text: the same name always picks the same shapes and colours. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number with at most one decimal, as SVG coordinates are written. */
export const n = (value: number) => String(Math.round(value * 10) / 10);
