import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The one file allowed to write a balance or the ledger (issue 37): the money module's store. */
export const MONEY_STORE = path.join('packages', 'api', 'src', 'money', 'moneyStore.ts');

/**
 * SQL that writes money: an insert, update, replace or delete on the ledger (`transactions`), an update that sets a
 * balance column (`balance_minor`, `bonus_balance_minor`) of any table, or an insert that gives one.
 */
const WRITES = [
  /\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|DELETE\s+FROM|UPDATE)\s+["`]?transactions\b/gi,
  /\bUPDATE\s+["`]?\w+["`]?\s+SET\b[^;'"`]*?\b\w*balance_minor\s*=/gi,
  /\bINSERT(?:\s+OR\s+\w+)?\s+INTO\s+["`]?\w+["`]?\s*\([^)]*?\b\w*balance_minor\b/gi,
];

export interface MoneyWrite {
  readonly line: number;
  readonly sql: string;
}

/** Every money write in a source text, with its line. */
export function moneyWrites(text: string): MoneyWrite[] {
  const found: MoneyWrite[] = [];
  for (const pattern of WRITES)
    for (const match of text.matchAll(pattern))
      found.push({
        line: text.slice(0, match.index).split('\n').length,
        sql: match[0].replace(/\s+/g, ' '),
      });
  return found.sort((a, b) => a.line - b.line);
}

/** The TypeScript sources under `folder` (relative to `root`), tests left out, as paths relative to `root`. */
export function sourcesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The money writes in `files`, as `file:line sql`. */
export function writesIn(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    moneyWrites(readFileSync(path.join(root, file), 'utf8')).map(
      (write) => `${file}:${write.line} ${write.sql}`,
    ),
  );
}

/** The money writes in `files` outside the money store. */
export const writesOutsideStore = (root: string, files: readonly string[]) =>
  writesIn(
    root,
    files.filter((file) => file !== MONEY_STORE),
  );
