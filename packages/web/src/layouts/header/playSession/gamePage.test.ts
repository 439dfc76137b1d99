import { describe, expect, it } from 'vitest';
import { isGamePage, sessionClock } from './gamePage.ts';

describe('isGamePage', () => {
  it('counts a game in play as a playing session, not a list of games nor demo play', () => {
    const games = ['/games/dice', '/games/cases/starter', '/games/rooms/red', '/games/slots/book/play'];
    const others = ['/games', '/games/cases', '/games/slots', '/games/slots/book/demo', '/profile', '/'];
    expect(games.map(isGamePage)).toEqual(games.map(() => true));
    expect(others.map(isGamePage)).toEqual(others.map(() => false));
  });
});

describe('sessionClock', () => {
  it('shows hours, minutes and seconds of play', () => {
    expect(sessionClock(309_000)).toBe('0:05:09');
    expect(sessionClock(4_500_000)).toBe('1:15:00');
  });
});
