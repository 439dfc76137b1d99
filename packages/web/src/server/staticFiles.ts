import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compressBytes, isCompressible, PRECOMPRESSED_SUFFIX, type Encoding } from './compression.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** One built file as the server answers it. */
export interface StaticFile {
  readonly body: Uint8Array;
  readonly type: string;
  /** Hashed build output (`/assets/...`): cached for a year, never revalidated. */
  readonly immutable: boolean;
  readonly encoding: Encoding | null;
}

/**
 * The built files under `root`, read once and kept with their compressed forms: the build's own (`app.js.br` beside
 * `app.js`, written by build/precompressPlugin.ts), else compressed once here, off the main thread. `/index.html` is
 * the worker's offline shell (the app rendering itself); every page address is rendered instead. A path that leaves
 * the root, or names a folder, is not a file.
 */
export class StaticFiles {
  readonly #root: string;
  readonly #aliases: Readonly<Record<string, string>>;
  readonly #hidden: readonly string[];
  readonly #cache = new Map<string, Uint8Array | null>();
  readonly #compressing = new Map<string, Promise<Uint8Array>>();

  /**
   * `aliases`: files answered from another path of the root (a brand's own `index.html`, brandedSite.ts); `hidden`:
   * folders of the root that are not served by their own paths (every brand's copies).
   */
  constructor(root: string, aliases: Readonly<Record<string, string>> = {}, hidden: readonly string[] = []) {
    this.#root = path.resolve(root);
    this.#aliases = aliases;
    this.#hidden = hidden;
  }

  async get(urlPath: string, encoding: Encoding | null): Promise<StaticFile | null> {
    const asked = safeRelative(urlPath);
    if (asked === null || this.#hidden.some((folder) => asked.startsWith(`${folder}/`))) return null;
    const relative = this.#aliases[asked] ?? asked;
    const raw = await this.#read(relative);
    if (!raw) return null;
    const compress = encoding !== null && isCompressible(relative);
    const body = compress ? await this.#compressed(relative, raw, encoding) : raw;
    return {
      body,
      type: TYPES[path.extname(relative)] ?? 'application/octet-stream',
      immutable: relative.startsWith('assets/'),
      encoding: compress ? encoding : null,
    };
  }

  async #read(relative: string): Promise<Uint8Array | null> {
    if (this.#cache.has(relative)) return this.#cache.get(relative) ?? null;
    const file = path.join(this.#root, relative);
    const bytes = await stat(file).then(
      (info) => (info.isFile() ? readFile(file) : null),
      () => null,
    );
    this.#cache.set(relative, bytes);
    return bytes;
  }

  /** One compression per file and encoding, however many requests ask for it at once. */
  #compressed(relative: string, raw: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
    const key = `${relative}\0${encoding}`;
    let bytes = this.#compressing.get(key);
    if (!bytes) {
      bytes = this.#read(relative + PRECOMPRESSED_SUFFIX[encoding]).then(
        (built) => built ?? compressBytes(raw, encoding),
      );
      this.#compressing.set(key, bytes);
    }
    return bytes;
  }
}

/** The request path as a file path under the root, or null when it is not one (`..`, a NUL byte, a bad escape). */
export function safeRelative(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const normalised = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (normalised === '' || normalised.startsWith('..') || normalised.endsWith('/')) return null;
  return normalised;
}
