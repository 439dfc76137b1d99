/**
 * Rewrites the Markdown tables wider than `MAX_TABLE_WIDTH` as lists, in place:
 * `node tools/docs/narrow-tables.ts docs/contract.md README.md`. The width test (`tableWidth.test.ts`) names the
 * pages that need it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tablesAsLists } from './tableWidth.ts';

for (const file of process.argv.slice(2)) {
  const before = readFileSync(file, 'utf8');
  const after = tablesAsLists(before);
  if (after !== before) writeFileSync(file, after);
}
