import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reading the tables docs/fairness.md and docs/contract.md print, to hold them to the data of `@casino/tables`. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const readDoc = (name: string): string => readFileSync(join(ROOT, 'docs', name), 'utf8');

/** The text of a markdown section from its heading to the next heading of the same or a higher level. */
export function section(text: string, heading: string): string {
  const start = text.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}"`);
  const level = heading.split(' ')[0] ?? '#';
  const rest = text.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

/** The text with its line breaks and runs of spaces folded to one space, as a reader sees a wrapped paragraph. */
export const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** The body rows of the (maybe indented) markdown tables in a text, as trimmed cells; header and rule rows left out. */
export function tableRows(text: string): string[][] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'));
  return lines
    .filter((line, i) => !/^\|[\s|:-]+\|$/.test(line) && !/^\|[\s|:-]+\|$/.test(lines[i + 1] ?? ''))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** The first markdown table after `marker` in the text. */
export function tableAfter(text: string, marker: string): string[][] {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`no "${marker}"`);
  const rest = text.slice(start);
  const from = rest.indexOf('\n|');
  const end = rest.slice(from + 1).search(/\n(?!\|)/);
  return tableRows(rest.slice(from + 1, end < 0 ? undefined : from + 1 + end + 1));
}

/** Backticked words of a text, in order: `deposit`, `withdrawal` … */
export const backticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/** Minor units as the docs print major units: 100000 → "1 000", 10 → "0.10", 1 → "0.01". */
export function major(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0')}`;
}

/** A `[min, max]` of minor units as the docs print a range: "1–10 000", or one figure for a fixed stake. */
export const range = ([min, max]: readonly [number, number]): string =>
  min === max ? major(min) : `${major(min)}–${major(max)}`;
