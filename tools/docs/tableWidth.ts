/**
 * Markdown tables no wider than a reader's screen (issue 37): a table whose widest row passes `MAX_TABLE_WIDTH`
 * characters reads better as a list. `wideTables` finds them; `tablesAsLists` rewrites each as a list, the first
 * column leading each item and the other columns named by their headers.
 */
export const MAX_TABLE_WIDTH = 160;

export interface WideTable {
  /** The table's first line, counted from 1. */
  readonly line: number;
  readonly width: number;
}

interface Block {
  readonly start: number;
  readonly lines: readonly string[];
}

const isRow = (line: string) => line.trimStart().startsWith('|');

/** Every table of the page (a run of lines starting with `|`, outside fenced code). */
function tables(lines: readonly string[]): Block[] {
  const found: Block[] = [];
  let fenced = false;
  let start = -1;
  const close = (end: number) => {
    if (start >= 0 && end - start >= 2) found.push({ start, lines: lines.slice(start, end) });
    start = -1;
  };
  lines.forEach((line, index) => {
    if (line.trimStart().startsWith('```')) {
      close(index);
      fenced = !fenced;
      return;
    }
    if (!fenced && isRow(line)) {
      if (start < 0) start = index;
    } else close(index);
  });
  close(lines.length);
  return found;
}

const widthOf = (block: Block) => Math.max(...block.lines.map((line) => line.length));

/** The tables of a page wider than the limit, with their first line and width. */
export function wideTables(markdown: string, limit = MAX_TABLE_WIDTH): WideTable[] {
  return tables(markdown.split('\n'))
    .filter((block) => widthOf(block) > limit)
    .map((block) => ({ line: block.start + 1, width: widthOf(block) }));
}

/** A row's cells, trimmed; a pipe escaped as `\|` stays inside its cell. */
export function cellsOf(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (char === '\\' && inner[index + 1] === '|') {
      cell += '\\|';
      index += 1;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const isRule = (row: string) => /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(row.trim());

/** One table as a list: `- first: second` for two columns; with more, the other cells named by their headers below. */
function asList(block: Block): string[] {
  const [header = '', ...rest] = block.lines;
  const names = cellsOf(header);
  // Outside a table a pipe needs no escape (and inside code it would show its backslash).
  const rows = rest
    .filter((row) => !isRule(row))
    .map((row) => cellsOf(row).map((cell) => cell.replaceAll('\\|', '|')));
  return rows.flatMap((cells) => {
    const [lead = '', ...others] = cells;
    if (names.length === 2) return [`- ${lead}: ${others[0] ?? ''}`.trimEnd()];
    const named = others.flatMap((cell, index) => (cell ? [`  - ${names[index + 1]}: ${cell}`] : []));
    return [`- ${lead}`, ...named];
  });
}

/** The page with every table wider than the limit rewritten as a list; narrower tables stay as they are. */
export function tablesAsLists(markdown: string, limit = MAX_TABLE_WIDTH): string {
  const lines = markdown.split('\n');
  const wide = tables(lines).filter((block) => widthOf(block) > limit);
  let out: string[] = [];
  let from = 0;
  for (const block of wide) {
    out = out.concat(lines.slice(from, block.start), asList(block));
    from = block.start + block.lines.length;
  }
  return out.concat(lines.slice(from)).join('\n');
}
