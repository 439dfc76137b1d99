import { describe, expect, it } from 'vitest';
import {
  MONEY_WHEEL_COUNTS,
  ROULETTE_BET_KINDS,
  ROULETTE_RED_NUMBERS,
  SLOT_MODELS,
} from '../../packages/tables/src/index.ts';
import { flat, readDoc, section, tableRows } from './publishedTables.ts';

/**
 * docs/fairness.md prints the slots' maths, the roulette layout and the money wheels; each is held here to the one
 * copy both the core and the API read, `@casino/tables` (the keno paytables and wheel layouts: fairness.test.ts; the paylines:
 * packages/api/test/fairnessDocs.test.ts).
 */
const FAIRNESS = readDoc('fairness.md');
const VOLATILITY = { low: 'Low', medium: 'Medium', high: 'High' } as const;

describe('docs/fairness.md prints the published tables as they are', () => {
  it.each(SLOT_MODELS)('slot $id: its return, free spins, scatter and line pays, and strips', (model) => {
    const heading = `### Slot: ${VOLATILITY[model.volatility]} volatility (\`${model.id}\`): RTP ${model.rtp} %`;
    const text = section(FAIRNESS, heading);
    const [three, four, five] = model.scatterPays;
    expect(flat(text)).toContain(
      `Free spins: ${model.freeSpins} at ×${model.freeSpinMultiplier}. Scatters pay ${three}, ${four}, ${five} stakes for 3, 4, 5.`,
    );
    const pays = Object.fromEntries(tableRows(text).map(([symbol, ...row]) => [symbol, row.map(Number)]));
    expect(pays).toEqual(model.linePays);
    expect(Object.keys(pays)).toEqual(Object.keys(model.linePays));
    expect(/```\n([A-Z\n]+)```/.exec(text)?.[1]?.trim().split('\n')).toEqual(model.strips);
  });

  it('roulette: the red numbers and every kind of chip the layout takes', () => {
    const text = section(FAIRNESS, '### Roulette (European, single zero)');
    const red = /Red: ([\d, ]+)\./.exec(text)?.[1]?.split(', ').map(Number);
    expect(red).toEqual(ROULETTE_RED_NUMBERS);
    expect(tableRows(text).map(([kind]) => kind)).toEqual(ROULETTE_BET_KINDS);
  });

  it('every money wheel with the segments of each number', () => {
    const text = section(FAIRNESS, '### Live tables');
    for (const [slug, counts] of Object.entries(MONEY_WHEEL_COUNTS)) {
      const total = counts.reduce((sum, [, segments]) => sum + segments, 0);
      const line = text.split('\n').find((candidate) => candidate.startsWith(`- **\`${slug}\`, `));
      expect(line, slug).toContain(`**\`${slug}\`, ${total} segments**`);
      const listed = counts.map(([value, segments]) => `${value} (${segments})`).join(', ');
      expect(line).toContain(`numbers with their segments: ${listed})`);
    }
  });
});
