import { describe, expect, it } from 'vitest';
import { chunkName, chunkTable, libraryTable } from '../../scripts/bench/lib/pageJsRows.mjs';

const HOME = 'http://localhost:1/';
const DICE = 'http://localhost:1/games/dice';

/** A page's report as lib/sizes.mjs makes it: its initial files (gzip) and the libraries they are made of. */
const report = (files: Record<string, number>, libraries: Record<string, number>) => ({
  initialJs: {
    gzip: Object.values(files).reduce((a, b) => a + b, 0),
    files: Object.entries(files).map(([file, gzip]) => ({ file, gzip })),
  },
  libraries: Object.entries(libraries).map(([name, gzip]) => ({ name, gzip })),
});

describe('the per-page JS tables of bench:phone (issue 35)', () => {
  it('names a chunk without its hash, keeping a locale bundle’s folder', () => {
    expect(chunkName('assets/framework-Bxu0QGF3.js')).toBe('framework');
    expect(chunkName('assets/locales/ru/common-CAVbNFNB.js')).toBe('locales/ru/common');
    expect(chunkName('assets/play-core-BfPkfu_Z.js')).toBe('play-core');
  });

  it('shows each page’s chunks in its column, a dash where a page did not load one, and each page’s total', () => {
    const reports = new Map([
      [HOME, report({ 'assets/framework-Bxu0QGF3.js': 151_000, 'assets/HomePage-AAAAAAAA.js': 1_000 }, {})],
      [DICE, report({ 'assets/framework-Bxu0QGF3.js': 151_000, 'assets/play-core-BBBBBBBB.js': 19_000 }, {})],
    ]);
    const table = chunkTable(reports);
    expect(table).toMatch(/framework\s+\| 151\.0 kB \| 151\.0 kB/);
    expect(table).toMatch(/play-core\s+\| -\s+\| 19\.0 kB/);
    expect(table).toMatch(/total \(budget 180\.0 kB\)\s+\| 152\.0 kB \| 170\.0 kB/);
  });

  it('shows each page’s libraries, the largest first', () => {
    const reports = new Map([
      [HOME, report({}, { 'react-dom': 61_000, mobx: 13_000 })],
      [DICE, report({}, { 'react-dom': 61_000, '@noble/hashes': 3_300 })],
    ]);
    const lines = libraryTable(reports).split('\n');
    const rows = lines.filter((line) => /^(react-dom|mobx|@noble)/.test(line));
    expect(rows.map((line) => line.split(' ')[0])).toEqual(['react-dom', 'mobx', '@noble/hashes']);
    expect(rows[2]).toMatch(/@noble\/hashes\s+\| -\s+\| ~3\.3 kB/);
  });
});
