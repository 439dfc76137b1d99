import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointRanges, coversAny } from './brandFonts.ts';

describe('the brand fonts a page loads first (issue 35: one layout when they come)', () => {
  it('reads a face’s unicode-range as the browser writes it, single points and wildcards included', () => {
    expect(codePointRanges('U+0301, U+0400-045F, U+20BD, U+4??')).toEqual([
      [0x301, 0x301],
      [0x400, 0x45f],
      [0x20bd, 0x20bd],
      [0x400, 0x4ff],
    ]);
    expect(codePointRanges('')).toEqual([]);
    expect(codePointRanges('not a range')).toEqual([]);
  });

  it('reads back any list of ranges written as a unicode-range', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 0x10ffff }), fc.integer({ min: 0, max: 0x1000 }))
      .map(([low, width]) => [low, Math.min(low + width, 0x10ffff)] as const);
    fc.assert(
      fc.property(fc.array(range, { maxLength: 12 }), (ranges) => {
        const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
        const written = ranges.map(([low, high]) => `U+${hex(low)}${low === high ? '' : `-${hex(high)}`}`);
        expect(codePointRanges(written.join(', '))).toEqual(ranges);
      }),
    );
  });

  it('loads a face when the page shows a letter of its range, and not otherwise', () => {
    const cyrillic = 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116';
    const kazakh =
      'U+0492-0493, U+049A-049B, U+04A2-04A3, U+04AE-04AF, U+04BA-04BB, U+04D8-04D9, U+04E8-04E9';
    const points = (text: string) => new Set([...text].map((char) => char.codePointAt(0) ?? 0));
    expect(coversAny(cyrillic, points('Приём ставок'))).toBe(true);
    expect(coversAny(cyrillic, points('Betting paused'))).toBe(false);
    expect(coversAny(kazakh, points('Бәс қабылдау'))).toBe(true);
    expect(coversAny(kazakh, points('Приём ставок'))).toBe(false);
    // A face with no range draws every letter.
    expect(coversAny('', points('a'))).toBe(true);
  });
});
