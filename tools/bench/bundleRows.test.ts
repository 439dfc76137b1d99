import { describe, expect, it } from 'vitest';
import { bundleRows } from '../../scripts/bench/lib/bundleRows.mjs';
import { NO_SOURCE_MAP } from '../../scripts/bench/lib/libraries.mjs';

const sizes = { raw: 600_000, gzip: 209_900, brotli: 183_100 };
/** The size report of `/` as lib/sizes.mjs makes it, with the libraries its chunks are credited to. */
const report = (libraries: readonly { name: string; gzip: number }[]) => ({
  initialJs: { ...sizes, files: [{ file: 'assets/framework-A.js', ...sizes }] },
  initialCss: { raw: 70_000, gzip: 13_000, brotli: 11_000, files: [] },
  largestLazy: null,
  lazyCount: 0,
  libraries,
});

describe('the size rows of `pnpm test:size` (issue 35)', () => {
  it('names the libraries of the initial JS, largest first as reported, when the build has source maps', () => {
    const rows = bundleRows(
      report([
        { name: 'react-dom', gzip: 60_800 },
        { name: '@casino/web', gzip: 31_400 },
      ]),
    );
    expect(rows.map((one) => one.measure)).toEqual([
      'initial JS for / (1 files)',
      'initial CSS for / (0 files)',
      '  initial: react-dom',
      '  initial: @casino/web',
    ]);
  });

  it('says the build has no source maps instead of one row crediting everything to none', () => {
    const rows = bundleRows(report([{ name: NO_SOURCE_MAP, gzip: 209_900 }]));
    expect(rows.at(-1)).toMatchObject({
      measure: '  initial, by library',
      value: expect.stringMatching(/no source maps: `pnpm test:size` alone builds with them/),
    });
    expect(rows.some((one) => one.measure.includes(NO_SOURCE_MAP))).toBe(false);
  });
});
