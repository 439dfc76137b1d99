import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellsOf, MAX_TABLE_WIDTH, tablesAsLists, wideTables } from './tableWidth.ts';

const root = path.resolve(import.meta.dirname, '../..');
const pages = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.includes('node_modules'));

describe(`every table in the repository's pages is at most ${MAX_TABLE_WIDTH} characters wide`, () => {
  it.each(pages)('%s', (page) => {
    const wide = wideTables(readFileSync(path.join(root, page), 'utf8'));
    expect(wide.map(({ line, width }) => `line ${line}: ${width} characters`)).toEqual([]);
  });
});

const WIDE = [
  'Intro.',
  '',
  `| status | meaning ${'x'.repeat(160)} |`,
  '| ------ | ---- |',
  '| 400    | malformed \\| broken |',
  '',
  '| path | body | answer |',
  '| --- | --- | --- |',
  `| \`/a\` | ${'b'.repeat(150)} | ok |`,
  '| `/b` |  | none |',
  '',
  '```',
  `| inside a fence ${'y'.repeat(170)} |`,
  '```',
  '| narrow | table |',
  '| --- | --- |',
].join('\n');

describe('a table wider than a screen', () => {
  it('is found, with its first line and width', () => {
    expect(wideTables(WIDE)).toEqual([
      { line: 3, width: 181 },
      { line: 7, width: 166 },
    ]);
  });

  it('reads as a list: two columns on one line, more columns named by their headers, pipes unescaped', () => {
    const lists = tablesAsLists(WIDE);
    expect(lists).toContain('- 400: malformed | broken');
    expect(lists).toContain(
      ['- `/a`', `  - body: ${'b'.repeat(150)}`, '  - answer: ok', '- `/b`', '  - answer: none'].join('\n'),
    );
    expect(lists).toContain('| narrow | table |');
    expect(lists).toContain(`| inside a fence ${'y'.repeat(170)} |`);
    expect(wideTables(lists)).toEqual([]);
  });

  it('splits a row into cells, trimming each', () => {
    expect(cellsOf('| a | `b \\| c` |  |')).toEqual(['a', '`b \\| c`', '']);
  });
});
