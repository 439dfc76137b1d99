import type { Odds } from './odds.ts';

/**
 * What the player allows when odds move between the moment they press "Place bet" (the odds the slip shows then, kept
 * live by the line) and the moment the API takes the bet: `never` ("ask me") only the same odds, `higher` the same or
 * better, `always` any. The API applies it when it takes the bet (docs/contract.md, "Sportsbook").
 */
export type OddsChangePreference = 'never' | 'higher' | 'always';
export const ODDS_CHANGE_PREFERENCES: readonly OddsChangePreference[] = ['always', 'higher', 'never'];

/** A leg the API refused for a move: the odds sent and the odds now (null: no longer offered). */
export interface OddsChangeLeg {
  readonly selectionId: string;
  readonly from: Odds;
  readonly to: Odds | null;
}
