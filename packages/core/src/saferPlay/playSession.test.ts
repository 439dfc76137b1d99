import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePlaySession, PLAY_SESSION_GAP_MS, resumePlaySession } from './playSession.ts';

const MINUTE = 60_000;
const stored = { playerId: '7', startedAt: 1_000 * MINUTE, startMinor: 100_00, lastSeenAt: 1_020 * MINUTE };

describe('the play session', () => {
  it('goes on after a reload or a visit away shorter than 30 minutes, from its own start', () => {
    expect(resumePlaySession(stored, '7', 1_021 * MINUTE)).toEqual(stored);
    expect(resumePlaySession(stored, '7', stored.lastSeenAt + PLAY_SESSION_GAP_MS - 1)).toEqual(stored);
  });

  it('ends 30 minutes after the player was last on a game page, or for another player', () => {
    expect(resumePlaySession(stored, '7', stored.lastSeenAt + 30 * MINUTE)).toBeNull();
    expect(resumePlaySession(stored, '8', 1_021 * MINUTE)).toBeNull();
    expect(resumePlaySession(null, '7', 1_021 * MINUTE)).toBeNull();
    expect(resumePlaySession(stored, '7', stored.startedAt - 1)).toBeNull();
  });

  it('reads back what it wrote, and nothing else', () => {
    expect(parsePlaySession(JSON.stringify(stored))).toEqual(stored);
    for (const text of [
      null,
      '',
      '{',
      '[]',
      'null',
      '{"playerId":7}',
      JSON.stringify({ ...stored, startedAt: 'x' }),
    ])
      expect(parsePlaySession(text)).toBeNull();
    expect(parsePlaySession(JSON.stringify({ ...stored, startedAt: stored.lastSeenAt + 1 }))).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parsePlaySession(text);
        return parsed === null || parsed.startedAt <= parsed.lastSeenAt;
      }),
    );
  });
});
