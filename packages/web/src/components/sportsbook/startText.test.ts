import { describe, expect, it } from 'vitest';
import { startText } from './sportsText.ts';

describe('a kick-off time', () => {
  const startAt = Date.UTC(2026, 10, 29, 20, 30);

  it('is read in the zone given, so the server and the hydrating browser say the same', () => {
    const now = Date.UTC(2026, 10, 29, 12, 0);
    expect(startText(startAt, now, 'en-US', 'UTC')).toBe('20:30');
    // In Almaty (UTC+5) the same kick-off is tomorrow's, and shows its date.
    const almaty = startText(startAt, now, 'en-US', 'Asia/Almaty');
    expect(almaty).toContain('Nov 30, 2026');
    expect(almaty).toContain('1:30');
  });
});
