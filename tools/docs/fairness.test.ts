import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  KENO_PAYTABLES,
  KENO_RISKS,
  WHEEL_LAYOUTS,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
} from '../../packages/tables/src/index.ts';
import { LIVE_TABLES, wheelLayout } from '../../packages/core/src/games/tables/index.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FAIRNESS = readFileSync(join(ROOT, 'docs', 'fairness.md'), 'utf8');

/** The text of a markdown section from its heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = FAIRNESS.indexOf(heading);
  if (start < 0) throw new Error(`docs/fairness.md has no "${heading}"`);
  const level = heading.split(' ')[0] ?? '#';
  const rest = FAIRNESS.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

/** The cells of the table rows under a heading: `| 1 | 0 | 3.92 | | … | 98.0000 % |`. */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('docs/fairness.md, the published tables and the core agree', () => {
  it('publishes every keno paytable row and RTP exactly as the core pays it', () => {
    for (const risk of KENO_RISKS) {
      const rows = tableRows(section(`### ${risk}`));
      expect(rows).toHaveLength(10);
      rows.forEach((cells, i) => {
        const row = KENO_PAYTABLES[risk][i];
        expect(cells[0]).toBe(String(i + 1));
        expect(cells.slice(1, i + 3).map(Number)).toEqual(row?.pays);
        expect(cells[cells.length - 1]).toBe(`${row?.rtp} %`);
      });
    }
  });

  it('publishes every wheel layout, segment by segment, and its RTP exactly as the core pays it', () => {
    const text = section('## Wheel layouts');
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENTS) {
        const layout = WHEEL_LAYOUTS[risk][segments];
        const line = text
          .split('\n')
          .find((candidate) => candidate.includes(`**${risk}, ${segments} segments**`));
        expect(line, `${risk} ${segments}`).toBeDefined();
        expect(line).toContain(`(RTP ${layout.rtp} %)`);
        expect(
          line
            ?.match(/`([^`]+)`/)?.[1]
            ?.split(',')
            .map(Number),
        ).toEqual(layout.segments);
      }
    }
  });

  it('publishes every live money wheel’s layout exactly as the core’s verifier lays it out', () => {
    const text = section('### Live tables');
    for (const [slug, table] of Object.entries(LIVE_TABLES)) {
      if (table.kind !== 'wheel') continue;
      const line = text.split('\n').find((candidate) => candidate.startsWith(`- **\`${slug}\`,`));
      expect(line, slug).toBeDefined();
      expect(
        line
          ?.match(/: `([^`]+)`$/)?.[1]
          ?.split(', ')
          .map(Number),
      ).toEqual(wheelLayout(slug));
    }
  });
});
