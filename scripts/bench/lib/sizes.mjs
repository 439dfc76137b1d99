// Compressed sizes of a build's files, as a server that precompresses at the highest levels would send them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { librariesOfChunk } from './libraries.mjs';

export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

const sum = (items) =>
  items.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

async function listFiles(dir, extension) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `/assets/x.js` of a page request → its file in the build folder. */
const fileOf = (distDir, urlPath) => path.join(distDir, ...urlPath.split('/').filter(Boolean));

/**
 * Sizes of the initial load (files a page requested before it was ready), the largest lazy JS chunk (any other
 * chunk of the build's assets, the service worker excluded), and the libraries the initial JS is made of, each with
 * its share of the gzip size estimated from its share of the characters.
 */
export async function bundleReport(distDir, load) {
  const initialPaths = new Set(
    load.files.filter((file) => file.phase === 'initial').map((file) => file.path),
  );
  const measure = async (file) => ({ file, ...compressedSizes(await readFile(file)) });
  const initialFiles = await Promise.all(
    [...initialPaths].map((urlPath) => measure(fileOf(distDir, urlPath))),
  );
  const initialJs = initialFiles.filter(({ file }) => file.endsWith('.js'));
  const initialCss = initialFiles.filter(({ file }) => file.endsWith('.css'));
  const initialSet = new Set(initialFiles.map(({ file }) => file));
  const lazyFiles = (await listFiles(path.join(distDir, 'assets'), '.js')).filter(
    (file) => !initialSet.has(file),
  );
  const lazy = await Promise.all(lazyFiles.map(measure));
  const largestLazy = lazy.reduce(
    (largest, chunk) => (largest === null || chunk.gzip > largest.gzip ? chunk : largest),
    null,
  );

  const libraries = new Map();
  for (const chunk of initialJs) {
    const characters = await librariesOfChunk(chunk.file);
    const total = [...characters.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [library, count] of characters) {
      libraries.set(library, (libraries.get(library) ?? 0) + (chunk.gzip * count) / total);
    }
  }
  const relative = (item) => ({ ...item, file: path.relative(distDir, item.file) });
  return {
    initialJs: { ...sum(initialJs), files: initialJs.map(relative) },
    initialCss: { ...sum(initialCss), files: initialCss.map(relative) },
    largestLazy: largestLazy && relative(largestLazy),
    lazyCount: lazy.length,
    libraries: [...libraries].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}
