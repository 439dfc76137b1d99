import type { BetParams, DomainError, InstantGame, Money, PlaceBet, Result, SettledBet } from '@casino/core';

/** What the player asked for: the board's choice and the whole stake (for roulette, the sum of the chips). */
export interface BetRequest {
  readonly params: BetParams;
  readonly stake: Money;
}

/**
 * The core's PlaceBet: checks, sends with an idempotency key and retries, and sets the balance from the answer; a
 * page that animates the outcome holds the payout back until the board has shown it.
 */
export type BetPlacer = Pick<PlaceBet, 'execute' | 'releasePayout'>;

/** The player's last bets of one game, newest first, from the bet history. */
export interface RecentBets {
  recent(game: InstantGame, limit: number): Promise<Result<readonly SettledBet[], DomainError>>;
}

/** Short win and loss tones (Web Audio in the browser); silent until the player turns sound on. */
export interface Tones {
  play(kind: 'win' | 'loss'): void;
}

/**
 * A per-game key and what it does, shown in the hotkeys help: `labelKey` names its game's namespace
 * (`gameDice:dice.keys.over`), since the help is drawn by the page every instant game shares.
 */
export interface GameHotkey {
  readonly key: string;
  readonly labelKey: string;
}

/** A game's board: what the player chose, the bet it makes and how it shows a settled one. */
export interface GameBoard {
  readonly game: InstantGame;
  /** Why the board cannot bet yet (a key with its game's namespace, e.g. no keno square picked), or null. */
  readonly notReadyKey: string | null;
  /** The bet the board makes with the panel's stake; roulette ignores it and stakes its chips. */
  requestFor(stake: Money): BetRequest | null;
  /** Shows a settled bet in motion (the coin in the air); `instant` skips the animation. Its result waits for `land`. */
  show(bet: SettledBet, instant: boolean): void;
  /** The animation of the bet shown has ended: the board shows its result (the side, the pocket, the roll). */
  land(): void;
  /** How long the board's animation of an outcome lasts, in milliseconds. */
  readonly revealMs: number;
  readonly hotkeys: readonly GameHotkey[];
  /** A per-game key pressed outside a field; true when the board used it. */
  pressKey(key: string): boolean;
}
