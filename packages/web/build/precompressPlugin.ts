import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  compressBytes,
  isCompressible,
  PRECOMPRESSED_SUFFIX,
  type Encoding,
} from '../src/server/compression.ts';

/** Smaller files gain nothing from compression: the headers outweigh the saving. */
const MIN_BYTES = 1024;
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes each text file of the site's build compressed beside it (`app.js.br`, `app.js.gz`) at the highest level, so
 * the production server (src/server/staticFiles.ts) never spends a request's time compressing. Runs after every other
 * plugin has written its files (the worker and builds/latest.json included). Source maps are left alone: only a
 * developer's tools read them.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'casino-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        const files = (await filesUnder(outDir)).filter(
          (file) => isCompressible(file) && !file.endsWith('.map'),
        );
        let count = 0;
        await Promise.all(
          files.map(async (file) => {
            const raw = await readFile(path.join(outDir, file));
            if (raw.byteLength < MIN_BYTES) return;
            for (const encoding of ENCODINGS) {
              const compressed = await compressBytes(raw, encoding);
              await writeFile(path.join(outDir, file + PRECOMPRESSED_SUFFIX[encoding]), compressed);
            }
            count += 1;
          }),
        );
        this.info(`${count} files precompressed (brotli and gzip)`);
      },
    },
  };
}
