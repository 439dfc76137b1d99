import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The file-name suffix of a file compressed ahead of time with each encoding (`app.js` → `app.js.br`). */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Text worth compressing: markup, scripts, styles, data, vector images. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|map|xml)$/;

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/** The best encoding the browser accepts: brotli, then gzip; null for neither (or an explicit q=0). */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A whole file compressed at the highest level: built assets never change, so it is done once (at build time, or once
 * per file by the server) and kept. Compressed off the main thread: a page request never waits behind it.
 */
export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipAsync(bytes, { level: 9 });
}

/** A whole page kept by the server's micro-cache, compressed once at the level pages stream at. */
export async function compressPage(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * A page rendered for one request, compressed in one step: the render hands over the whole document at once, so a
 * compressing stream bought nothing but its bridging between Node's and the web's streams, a few per cent of a
 * player's page (issue 35, item 4). Brotli at 3 makes a page about 15 % larger than at 5 (1 kB of a home page's
 * 7) in a third of the time; a page the micro-cache keeps is compressed once, at `compressPage`'s level.
 */
export function compressRendered(bytes: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } })
    : gzipSync(bytes, { level: 6 });
}
