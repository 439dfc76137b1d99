import { describe, expect, it } from 'vitest';
import { parseWire } from './common.ts';
import { refusedAnswerSchema } from './sports.ts';

describe('the refusal of a bet whose odds moved (docs/contract.md, "Sportsbook")', () => {
  it('reads each moved leg with its odds now and the version of its event they are from', () => {
    const parsed = parseWire(refusedAnswerSchema, {
      message: 'odds_changed',
      legs: [{ selection_id: '7:1x2:home', odds: 160, version: 12 }],
    });
    expect(parsed).toEqual({
      success: true,
      data: { kind: 'oddsChanged', legs: [{ selectionId: '7:1x2:home', odds: 160, version: 12 }] },
    });
  });

  it('reads a leg without a version as before, and refuses a version that is not a count', () => {
    const without = parseWire(refusedAnswerSchema, {
      message: 'odds_changed',
      legs: [{ selection_id: '7:1x2:home', odds: null }],
    });
    expect(without).toEqual({
      success: true,
      data: { kind: 'oddsChanged', legs: [{ selectionId: '7:1x2:home', odds: null }] },
    });
    for (const version of [-1, 1.5, '3', null])
      expect(
        parseWire(refusedAnswerSchema, {
          message: 'odds_changed',
          legs: [{ selection_id: '7:1x2:home', odds: 160, version }],
        }).success,
      ).toBe(false);
  });
});
