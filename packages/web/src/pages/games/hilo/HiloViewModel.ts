import { makeAutoObservable } from 'mobx';
import {
  HILO_GUESSES,
  HILO_MAX_SKIPS,
  hiloChance,
  hiloMultiplier,
  payoutFor,
  type HiloCard,
  type HiloGuess,
  type HiloStep,
  type Money,
} from '@casino/core';
import { token } from '../../../di/token.ts';
import type { RoundPlay } from '../rounds/RoundPlay.ts';

export const HILO_VM = token<HiloViewModel>('HiloViewModel');

/** A guess as the table shows it before it is made: its chance, the multiplier it brings and what it would pay. */
export interface GuessOption {
  readonly guess: HiloGuess;
  /** In thirteenths: the deck is endless, so every rank comes with the same chance. */
  readonly chanceThirteenths: number;
  readonly multiplierTenThousandths: number;
  readonly payout: Money;
}

/** The chances of the correct guesses so far: their product makes the running multiplier. */
function chancesOf(steps: readonly HiloStep[]): number[] {
  return steps.flatMap((step, index) => {
    const before = steps[index - 1];
    if (!before || step.correct !== true || (step.action !== 'higher' && step.action !== 'lower')) return [];
    return [hiloChance(before.card, step.action)];
  });
}

/**
 * The hilo table (issue 16): the card on the table, both guesses with their chance and payout shown before the
 * guess, a skip (52 per round) and the cash-out; the cards of the round so far below.
 */
export class HiloViewModel {
  readonly play: RoundPlay;

  constructor(play: RoundPlay) {
    this.play = play;
    makeAutoObservable(this);
  }

  /** The data of the page's first render: the round the player left open (issue 15, item 3). */
  preload(): Promise<void> {
    return this.play.resume();
  }

  start(): void {
    this.play.start();
  }

  dispose(): void {
    this.play.dispose();
  }

  get steps(): readonly HiloStep[] {
    const round = this.play.round;
    return round && round.state.game === 'hilo' ? round.state.steps : [];
  }

  /** The card the next guess is about: the last one drawn. */
  get card(): HiloCard | null {
    return this.steps.at(-1)?.card ?? null;
  }

  get skipsLeft(): number {
    return HILO_MAX_SKIPS - this.steps.filter((step) => step.action === 'skip').length;
  }

  /** Both guesses on the card on the table, while the round is open. */
  get options(): readonly GuessOption[] {
    const round = this.play.round;
    const card = this.card;
    if (!round || round.status !== 'open' || !card) return [];
    const chances = chancesOf(this.steps);
    return HILO_GUESSES.map((guess) => {
      const chance = hiloChance(card, guess);
      const multiplier = hiloMultiplier([...chances, chance]);
      return {
        guess,
        chanceThirteenths: chance,
        multiplierTenThousandths: multiplier,
        payout: payoutFor(round.stake, multiplier),
      };
    });
  }

  get currentPayout(): Money | null {
    const round = this.play.round;
    if (!round || round.status !== 'open') return null;
    return payoutFor(round.stake, round.multiplierTenThousandths);
  }

  begin(): Promise<void> {
    return this.play.begin({ game: 'hilo' });
  }

  guess(guess: HiloGuess): Promise<void> {
    return this.play.act({ kind: 'guess', guess });
  }

  skip(): Promise<void> {
    if (this.skipsLeft <= 0) return Promise.resolve();
    return this.play.act({ kind: 'skip' });
  }
}
