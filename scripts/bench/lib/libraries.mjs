// Which libraries a built chunk is made of, read from its source map: every generated character is credited to the
// source it maps to, and sources are grouped by npm package (or workspace package for our own code).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return values;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * `node_modules/.pnpm/x/node_modules/@scope/name/...` → `@scope/name`; `packages/core/...` → `@casino/core`. The
 * build's source maps name our own files relative to `packages/web/dist/assets`: `../../src/...` is the web package,
 * `../../../core/...` a sibling workspace package.
 */
export function libraryOf(source) {
  const path = source.replaceAll('\\', '/');
  const marker = path.lastIndexOf('node_modules/');
  if (marker !== -1) {
    const parts = path.slice(marker + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const workspace =
    /(?:^|\/)packages\/([^/]+)\//.exec(path) ?? /^(?:\.\.\/){3}(core|adapters|sw|web)\//.exec(path);
  if (workspace) return `@casino/${workspace[1]}`;
  if (/^(?:\.\.\/){2}src\//.test(path)) return '@casino/web';
  return '(bundler runtime)';
}

/** What a chunk without a source map is credited to: its libraries cannot be told apart. */
export const NO_SOURCE_MAP = '(no source map)';

/** Generated characters per library in one chunk; characters no mapping covers go to `(unmapped)`. */
export async function librariesOfChunk(chunkFile) {
  const mapFile = `${chunkFile}.map`;
  const code = await readFile(chunkFile, 'utf8');
  const totals = new Map();
  const credit = (library, count) => totals.set(library, (totals.get(library) ?? 0) + count);
  if (!existsSync(mapFile)) {
    credit(NO_SOURCE_MAP, code.length);
    return totals;
  }
  const map = JSON.parse(await readFile(mapFile, 'utf8'));
  const libraries = map.sources.map(libraryOf);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const values = decodeSegment(segment);
      column += values[0] ?? 0;
      if (values.length >= 4) sourceIndex += values[1];
      segments.push({ column, source: values.length >= 4 ? sourceIndex : null });
    }
    let covered = 0;
    segments.forEach((segment, index) => {
      const end = Math.min(segments[index + 1]?.column ?? lineLength, lineLength);
      const length = Math.max(0, end - segment.column);
      covered += length;
      credit(segment.source === null ? '(unmapped)' : (libraries[segment.source] ?? '(unmapped)'), length);
    });
    credit('(unmapped)', Math.max(0, lineLength - covered));
  });
  return totals;
}
