#!/usr/bin/env node
// Draws the app icons (a gold chip on the site's night blue) into public/icons/, in the sizes browsers ask for.
// Run after changing the drawing: `pnpm exec node packages/web/build/generateIcons.mjs`; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodePng } from './pngEncoder.mjs';

const OUT_DIR = path.resolve(import.meta.dirname, '../public/icons');

// The colours of src/styles/tokens.css: --color-bg, --color-surface-raised, --color-accent.
const NIGHT = [0x0f, 0x12, 0x20];
const SURFACE = [0x1e, 0x23, 0x40];
const GOLD = [0xff, 0xc2, 0x33];

/**
 * `any` icons are a rounded square with transparent corners; `maskable` and `apple` fill the whole square (the
 * platform cuts its own shape), with the chip kept inside the maskable safe zone (a circle of 80 % of the size).
 */
const ICONS = [
  ...[48, 72, 96, 128, 144, 152, 192, 256, 384, 512].map((size) => ({
    file: `icon-${size}.png`,
    size,
    kind: 'any',
  })),
  { file: 'maskable-192.png', size: 192, kind: 'maskable' },
  { file: 'maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon-180.png', size: 180, kind: 'apple' },
];

const CHIP_SCALE = { any: 0.78, maskable: 0.62, apple: 0.74 };
const SAMPLES = 4; // 4 × 4 samples a pixel smooth the edges

/** Colour of the chip at (x, y) in chip units (radius 1), or null outside it. */
function chipColour(x, y) {
  const r = Math.hypot(x, y);
  if (r > 1) return null;
  if (r > 0.78) {
    // Eight dark notches around the rim.
    const angle = (Math.atan2(y, x) + Math.PI * 2) % (Math.PI / 4);
    return Math.abs(angle - Math.PI / 8) < 0.16 ? SURFACE : GOLD;
  }
  if (r > 0.7) return NIGHT;
  if (r > 0.62) return GOLD;
  if (Math.abs(x) + Math.abs(y) < 0.36) return GOLD; // the diamond in the middle
  return SURFACE;
}

function roundedSquareContains(x, y, radius) {
  const dx = Math.max(Math.abs(x) - (1 - radius), 0);
  const dy = Math.max(Math.abs(y) - (1 - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

/** Colour and coverage at (x, y) in icon units (-1..1). */
function sample(x, y, kind) {
  if (kind === 'any' && !roundedSquareContains(x, y, 0.36)) return null;
  return chipColour(x / CHIP_SCALE[kind], y / CHIP_SCALE[kind]) ?? NIGHT;
}

function draw(size, kind) {
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 2 - 1;
          const colour = sample(x, y, kind);
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          covered += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered > 0) {
        pixels[offset] = Math.round(red / covered);
        pixels[offset + 1] = Math.round(green / covered);
        pixels[offset + 2] = Math.round(blue / covered);
      }
      pixels[offset + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return encodePng(size, size, pixels);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  const png = draw(icon.size, icon.kind);
  writeFileSync(path.join(OUT_DIR, icon.file), png);
  console.log(`${icon.file}  ${icon.size}×${icon.size}  ${icon.kind}  ${png.length} bytes`);
}
