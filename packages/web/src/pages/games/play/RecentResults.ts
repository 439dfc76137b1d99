import { makeAutoObservable, runInAction } from 'mobx';
import type { InstantGame, RevealedSeedPair, SettledBet } from '@casino/core';
import type { RecentBets } from './playPorts.ts';

/** How many of the player's last results the strip shows. */
export const RECENT_RESULTS = 20;

/**
 * The last results strip of a game: the player's bets of this game from the history when the page opens, and each
 * bet placed here after, newest first, at most 20, a bet never twice (a history row and the answer of the same bet).
 */
export class RecentResults {
  bets: readonly SettledBet[] = [];
  readonly #history: RecentBets;
  readonly #game: InstantGame;

  constructor(history: RecentBets, game: InstantGame) {
    this.#history = history;
    this.#game = game;
    makeAutoObservable(this);
  }

  /** Loads the history once; a failure leaves the strip to this session's bets. */
  async load(): Promise<void> {
    const answer = await this.#history.recent(this.#game, RECENT_RESULTS);
    if (answer.ok) runInAction(() => this.#merge(answer.value));
  }

  add(bet: SettledBet): void {
    this.#merge([bet]);
  }

  /** A pair rotated on this page: its bets carry the revealed server seed, so their verifier links are complete. */
  reveal(pair: RevealedSeedPair): void {
    this.bets = this.bets.map((bet) =>
      bet.fairness.serverSeed === null && bet.fairness.serverSeedHashed === pair.serverSeedHashed
        ? { ...bet, fairness: { ...bet.fairness, serverSeed: pair.serverSeed } }
        : bet,
    );
  }

  #merge(bets: readonly SettledBet[]): void {
    const byId = new Map<string, SettledBet>();
    for (const bet of [...bets, ...this.bets]) if (!byId.has(bet.id)) byId.set(bet.id, bet);
    this.bets = [...byId.values()]
      .filter((bet) => bet.params.game === this.#game)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, RECENT_RESULTS);
  }
}
