// One plain-text table, column widths from the widest cell, a status column that reads ok / FAIL / -.

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** A row: what is measured, its value, the budget it is held to (or '' for figures only), and whether it passed. */
export function row(measure, value, budget = '', passed = null) {
  return { measure, value, budget, status: passed === null ? '-' : passed ? 'ok' : 'FAIL' };
}

export function renderTable(title, rows) {
  const header = { measure: 'measure', value: 'value', budget: 'budget', status: 'status' };
  const columns = ['measure', 'value', 'budget', 'status'];
  const widths = columns.map((column) =>
    Math.max(...[header, ...rows].map((item) => String(item[column]).length)),
  );
  const line = (item) =>
    columns.map((column, index) => String(item[column]).padEnd(widths[index])).join(' | ');
  return [
    title,
    '',
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}

/** A table of any columns: `columns` are [key, heading] pairs, each row an object holding those keys. */
export function renderGrid(title, columns, rows) {
  const header = Object.fromEntries(columns);
  const widths = columns.map(([key]) =>
    Math.max(...[header, ...rows].map((item) => String(item[key]).length)),
  );
  const line = (item) => columns.map(([key], index) => String(item[key]).padEnd(widths[index])).join(' | ');
  return [
    title,
    '',
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}
