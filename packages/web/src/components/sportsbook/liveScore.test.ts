import { describe, expect, it } from 'vitest';
import { changedSide, matchTime } from './liveScore.ts';

describe('the live score', () => {
  it('names the side whose score moved, both, or none', () => {
    expect(changedSide({ home: 1, away: 0 }, { home: 2, away: 0 })).toBe('home');
    expect(changedSide({ home: 1, away: 0 }, { home: 1, away: 1 })).toBe('away');
    expect(changedSide({ home: 80, away: 78 }, { home: 82, away: 81 })).toBe('both');
    expect(changedSide({ home: 1, away: 1 }, { home: 1, away: 1 })).toBeNull();
  });

  it('marks nothing when there was no score before (a match that just kicked off, a first render)', () => {
    expect(changedSide(null, { home: 0, away: 0 })).toBeNull();
    expect(changedSide({ home: 0, away: 0 }, null)).toBeNull();
  });
});

describe('the match clock', () => {
  it('shows minute 1 as 00:ss and the 45th as 44:ss', () => {
    expect(matchTime(1, 0)).toBe('00:00');
    expect(matchTime(1, 7)).toBe('00:07');
    expect(matchTime(45, 59)).toBe('44:59');
  });

  it('never shows a 60th second: the seconds wait at 59 for the next minute', () => {
    expect(matchTime(12, 75)).toBe('11:59');
  });
});
