// The per-page tables of `pnpm bench:phone`: for each page, the JavaScript it loaded before it was ready by chunk and by
// library (gzip; a library's share of a chunk estimated from its share of the chunk's characters, lib/libraries.mjs),
// so a page over the budget says what it carries and where it comes from.
import { INTERACTIVE_JS_GZIP_TARGET_BYTES } from '../budgets.mjs';
import { kB, renderGrid } from './table.mjs';

/** Libraries shown by name in the per-library table; the rest are summed in one row. */
const LIBRARIES_SHOWN = 14;

/**
 * `assets/framework-AbC123.js` → `framework`, `assets/locales/ru/common-AbC123.js` → `locales/ru/common`: the chunk's
 * name without its hash, the same in every build.
 */
export const chunkName = (file) =>
  file
    .replaceAll('\\', '/')
    .replace(/^assets\//, '')
    .replace(/\.js$/, '')
    .replace(/-[\w-]{8}$/, '');

const pageOf = (url) => new URL(url).pathname;

/** One column a page: the chunks each page loaded before ready, gzip; a dash where a page did not load it. */
export function chunkTable(reports) {
  const pages = [...reports.keys()];
  const byChunk = new Map();
  for (const [url, report] of reports) {
    for (const file of report.initialJs.files) {
      const name = chunkName(file.file);
      const row = byChunk.get(name) ?? { chunk: name };
      row[url] = (row[url] ?? 0) + file.gzip;
      byChunk.set(name, row);
    }
  }
  const total = (row) => pages.reduce((sum, url) => sum + (row[url] ?? 0), 0);
  const rows = [...byChunk.values()].sort((a, b) => total(b) - total(a));
  const totals = { chunk: `total (budget ${kB(INTERACTIVE_JS_GZIP_TARGET_BYTES)})` };
  for (const url of pages) totals[url] = reports.get(url).initialJs.gzip;
  const show = (row) =>
    Object.fromEntries([['chunk', row.chunk], ...pages.map((url) => [url, row[url] ? kB(row[url]) : '-'])]);
  return renderGrid(
    'JS each page loads before it is ready, by chunk (gzip)',
    [['chunk', 'chunk'], ...pages.map((url) => [url, pageOf(url)])],
    [...rows.map(show), show(totals)],
  );
}

/** One column a page: the libraries of the JS each page loaded before ready, gzip (estimated per chunk). */
export function libraryTable(reports) {
  const pages = [...reports.keys()];
  const byLibrary = new Map();
  for (const [url, report] of reports) {
    for (const library of report.libraries) {
      const row = byLibrary.get(library.name) ?? { library: library.name };
      row[url] = library.gzip;
      byLibrary.set(library.name, row);
    }
  }
  const total = (row) => pages.reduce((sum, url) => sum + (row[url] ?? 0), 0);
  const sorted = [...byLibrary.values()].sort((a, b) => total(b) - total(a));
  const rest = { library: `${Math.max(0, sorted.length - LIBRARIES_SHOWN)} more` };
  for (const row of sorted.slice(LIBRARIES_SHOWN))
    for (const url of pages) rest[url] = (rest[url] ?? 0) + (row[url] ?? 0);
  const rows = [...sorted.slice(0, LIBRARIES_SHOWN), ...(sorted.length > LIBRARIES_SHOWN ? [rest] : [])];
  const show = (row) =>
    Object.fromEntries([
      ['library', row.library],
      ...pages.map((url) => [url, row[url] ? `~${kB(row[url])}` : '-']),
    ]);
  return renderGrid(
    'JS each page loads before it is ready, by library (gzip, estimated from each chunk’s characters)',
    [['library', 'library'], ...pages.map((url) => [url, pageOf(url)])],
    rows.map(show),
  );
}
