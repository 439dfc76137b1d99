import type { GameCard } from '@casino/core';

/** The in-house games with a page of their own (§2). */
export const ORIGINAL_GAMES = [
  'coinflip',
  'crash',
  'dice',
  'hilo',
  'keno',
  'miner',
  'roulette',
  'wheel',
] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

/** The originals played for real on their own board (issues 14 and 16); crash is live on its own page (issue 17). */
export const PLAYABLE_GAMES = [
  'dice',
  'coinflip',
  'roulette',
  'keno',
  'wheel',
  'miner',
  'hilo',
] as const satisfies readonly OriginalGame[];
export type PlayableGame = (typeof PLAYABLE_GAMES)[number];

export const LIST_CATEGORIES = ['slots', 'live-casino'] as const;
export type ListCategory = (typeof LIST_CATEGORIES)[number];

export type LaunchMode = 'demo' | 'play';

export const ROOMS = ['red', 'yellow', 'purple'] as const;
export type Room = (typeof ROOMS)[number];

const isOriginal = (slug: string): slug is OriginalGame =>
  (ORIGINAL_GAMES as readonly string[]).includes(slug);

/** The launch page of a slot or live table. */
export function launchPath(category: ListCategory, slug: string, mode: LaunchMode): string {
  return `/games/${category}/${encodeURIComponent(slug)}/${mode}`;
}

/**
 * Where a game's card leads: an original to its page, cases to the cases list, a slot or live table to its demo when
 * it has one, else to real play. An original without a page leads nowhere.
 */
export function gamePath(game: Pick<GameCard, 'slug' | 'category' | 'hasDemo'>): string | null {
  if (game.category === 'originals') {
    if (isOriginal(game.slug)) return `/games/${game.slug}`;
    return game.slug === 'cases' ? '/games/cases' : null;
  }
  return launchPath(game.category, game.slug, game.hasDemo ? 'demo' : 'play');
}
