import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * SQL belongs in a feature's store (issue 37): a route parses, calls and answers, a rule or an engine decides, a store
 * queries. A store file is one named `…Store.ts`, in its feature's folder beside the routes, rules and engines it
 * serves; the schema (`src/db/`) and the demo data (`src/seed/`) are SQL by nature. Only those two folders at the top
 * of a package's `src` are exempt: a folder named `db` or `seed` inside a feature is not.
 */
export function isStoreFile(file: string): boolean {
  const parts = file.split(/[\\/]/);
  const name = parts[parts.length - 1] ?? '';
  const folders = parts.slice(0, -1);
  // The folder right under `src` that holds the file (or a folder of it).
  const top = folders.includes('src') ? folders[folders.indexOf('src') + 1] : undefined;
  return top === 'db' || top === 'seed' || /Store\.ts$/.test(name);
}

/** A statement of SQL in a source text (upper case, as this repository writes it), or a statement prepared by hand. */
const SQL =
  /\bSELECT\s+\*|\b(?:SELECT\s+(?:DISTINCT|[\w.]+)|INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE\s+["`]?\w+["`]?\s+SET|DELETE\s+FROM|CREATE\s+(?:UNIQUE\s+)?(?:TABLE|INDEX|TRIGGER|VIEW)|ALTER\s+TABLE|DROP\s+(?:TABLE|INDEX))\b|\.prepare\(/g;

/** The lines of a source text that hold SQL, comments left out. */
export function sqlLines(text: string): number[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
    return SQL.test(line) ? ((SQL.lastIndex = 0), [index + 1]) : [];
  });
}

/** The files among `files` (relative to `root`) that are not stores and hold SQL, as `file:line`. */
export function sqlOutsideStores(root: string, files: readonly string[]): string[] {
  return files
    .filter((file) => !isStoreFile(file))
    .flatMap((file) =>
      sqlLines(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
}
