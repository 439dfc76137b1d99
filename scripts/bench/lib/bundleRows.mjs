// The size rows of the bench table: the initial load of `/`, the largest lazy chunk, and the libraries in the
// initial load.
import { INITIAL_JS_FILES_MAX, INITIAL_JS_GZIP_MAX_BYTES } from '../budgets.mjs';
import { NO_SOURCE_MAP } from './libraries.mjs';
import { kB, row } from './table.mjs';

/** Libraries shown by name; the rest are summed in one row. */
const LIBRARIES_SHOWN = 12;

const both = (sizes) => `${kB(sizes.gzip)} gzip / ${kB(sizes.brotli)} br (${kB(sizes.raw)} raw)`;

export function initialJsPassed(report) {
  return (
    report.initialJs.gzip <= INITIAL_JS_GZIP_MAX_BYTES &&
    report.initialJs.files.length <= INITIAL_JS_FILES_MAX
  );
}

export function bundleRows(report) {
  const rows = [
    row(
      `initial JS for / (${report.initialJs.files.length} files)`,
      both(report.initialJs),
      `<= ${kB(INITIAL_JS_GZIP_MAX_BYTES)} gzip, <= ${INITIAL_JS_FILES_MAX} files`,
      initialJsPassed(report),
    ),
    row(`initial CSS for / (${report.initialCss.files.length} files)`, both(report.initialCss)),
  ];
  if (report.largestLazy) {
    rows.push(
      row(
        `largest lazy chunk (of ${report.lazyCount}): ${report.largestLazy.file}`,
        both(report.largestLazy),
      ),
    );
  }
  // A build without source maps (the browser suite's, which `npm test` measures) cannot be read by library.
  if (report.libraries.every((library) => library.name === NO_SOURCE_MAP)) {
    rows.push(
      row('  initial, by library', 'the build has no source maps: `pnpm test:size` alone builds with them'),
    );
    return rows;
  }
  const shown = report.libraries.slice(0, LIBRARIES_SHOWN);
  for (const library of shown) rows.push(row(`  initial: ${library.name}`, `~${kB(library.gzip)} gzip`));
  const rest = report.libraries.slice(LIBRARIES_SHOWN);
  if (rest.length > 0) {
    const restGzip = rest.reduce((total, library) => total + library.gzip, 0);
    rows.push(row(`  initial: ${rest.length} more`, `~${kB(restGzip)} gzip`));
  }
  return rows;
}
