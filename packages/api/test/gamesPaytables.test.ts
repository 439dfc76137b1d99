import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KENO_PAYTABLES, KENO_RISKS } from '../src/games/kenoPaytables.ts';
import { WHEEL_LAYOUTS, WHEEL_RISKS, WHEEL_SEGMENTS } from '../src/games/wheelLayouts.ts';

/** The published document the API's own tables are copied from; a change there must reach the API too. */
const FAIRNESS = readFileSync(path.resolve(import.meta.dirname, '../../../docs/fairness.md'), 'utf8');

/** A published multiplier (`3.92`) in ten-thousandths, read as a decimal string so no float rounding enters. */
function tenThousandths(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** numerator / denominator as a percentage with four decimals, rounded half up, exactly. */
function percent(numerator: bigint, denominator: bigint): string {
  const scaled = (numerator * 2_000_000n + denominator) / (2n * denominator);
  return `${scaled / 10_000n}.${String(scaled % 10_000n).padStart(4, '0')}`;
}

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
};

function publishedKeno(risk: string): { pays: number[]; rtp: string }[] {
  // The risk's own heading, whatever its level, then the first ten rows of the table under it.
  const section = FAIRNESS.split(new RegExp(`^#+ ${risk}$`, 'm'))[1] ?? '';
  const rows = section.split('\n').filter((line) => /^\| \d+ /.test(line));
  return rows.slice(0, 10).map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const picks = Number(cells[0]);
    return {
      pays: cells.slice(1, picks + 2).map(tenThousandths),
      rtp: (cells.at(-1) ?? '').replace(' %', ''),
    };
  });
}

function publishedWheel(risk: string, segments: number): { layout: number[]; rtp: string } {
  const match = new RegExp(
    `- \\*\\*${risk}, ${segments} segments\\*\\* \\(RTP ([\\d.]+) %\\): \`([^\`]+)\``,
  ).exec(FAIRNESS);
  return { layout: (match?.[2] ?? '').split(',').map(tenThousandths), rtp: match?.[1] ?? '' };
}

describe('the API pays exactly what docs/fairness.md publishes', () => {
  it.each(KENO_RISKS)('keno %s: every row as published, with the published RTP, exactly', (risk) => {
    const published = publishedKeno(risk);
    expect(published).toHaveLength(10);
    KENO_PAYTABLES[risk].forEach((row, index) => {
      const picks = index + 1;
      expect(row).toEqual(published[index]?.pays);
      const numerator = row.reduce(
        (sum, m, hits) => sum + BigInt(m) * choose(picks, hits) * choose(40 - picks, 10 - hits),
        0n,
      );
      expect(percent(numerator, choose(40, 10) * 10_000n), `${risk}, ${picks} picks`).toBe(
        published[index]?.rtp,
      );
    });
  });

  it.each(WHEEL_RISKS)('wheel %s: every layout as published, with the published RTP, exactly', (risk) => {
    for (const segments of WHEEL_SEGMENTS) {
      const published = publishedWheel(risk, segments);
      const layout = WHEEL_LAYOUTS[risk][segments];
      expect(layout).toEqual(published.layout);
      const total = layout.reduce((sum, m) => sum + BigInt(m), 0n);
      expect(percent(total, BigInt(segments) * 10_000n)).toBe(published.rtp);
    }
  });
});
