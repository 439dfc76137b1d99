import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, compressRendered, isCompressible, preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and sends plain bytes to a browser that accepts neither', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });

  it('respects an encoding refused with q=0', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeNull();
  });
});

describe('compression', () => {
  const text = new TextEncoder().encode('<p>casino</p>'.repeat(200));

  it('compresses built files so they decompress to the same bytes', async () => {
    expect(brotliDecompressSync(await compressBytes(text, 'br'))).toEqual(Buffer.from(text));
    expect(gunzipSync(await compressBytes(text, 'gzip'))).toEqual(Buffer.from(text));
  });

  it('compresses a rendered page on the way out, in either encoding', () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = compressRendered(text, encoding);
      expect(decompress(compressed)).toEqual(Buffer.from(text));
      expect(compressed.length).toBeLessThan(text.length);
    }
  });

  it('compresses text, not images that are compressed already', () => {
    expect(isCompressible('assets/index-abc.js')).toBe(true);
    expect(isCompressible('manifest.webmanifest')).toBe(true);
    expect(isCompressible('icons/icon-48.png')).toBe(false);
  });
});
