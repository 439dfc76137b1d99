/** Lists of games, not a game: no session runs on them. */
const LISTS = new Set(['cases', 'slots', 'live-casino', 'rooms']);

/**
 * Whether an unprefixed path is a page where the player stakes real money (issue 18 "while a game is open"): an
 * original (`/games/dice`), a case, a room, a slot or live table in play mode. Demo play moves no money.
 */
export function isGamePage(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'games') return false;
  const [, section, item, mode] = parts;
  if (section === undefined) return false;
  if (parts.length === 2) return !LISTS.has(section);
  if (section === 'cases' || section === 'rooms') return parts.length === 3 && item !== undefined;
  if (section === 'slots' || section === 'live-casino') return parts.length === 4 && mode === 'play';
  return false;
}

/** A span of play as a clock: 0:05:09, 1:15:00. */
export function sessionClock(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
