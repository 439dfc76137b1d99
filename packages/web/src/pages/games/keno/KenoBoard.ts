import { makeAutoObservable } from 'mobx';
import {
  KENO_MAX_PICKS,
  KENO_SQUARES,
  kenoHits,
  kenoPaytableRow,
  type KenoPaytableRow,
  type KenoRisk,
  type Money,
  type SettledBet,
} from '@casino/core';
import type { BetRequest, GameBoard, GameHotkey } from '../play/playPorts.ts';

/** Milliseconds between two drawn squares appearing; the whole draw shows in ten steps. */
export const KENO_STEP_MS = 150;

export interface KenoDraw {
  readonly drawn: readonly number[];
  /** The squares the bet picked: hits are told by them, whatever the player picks next. */
  readonly picks: readonly number[];
  readonly hits: number;
  readonly animated: boolean;
  /** Every square of the draw is out: the hits are told. */
  readonly landed: boolean;
  readonly id: string;
}

/**
 * The keno board: 1 to 10 of the 40 squares, a risk, and the paytable row of the core for that risk and count. The
 * last draw is revealed square by square (or at once in instant mode).
 */
export class KenoBoard implements GameBoard {
  readonly game = 'keno' as const;
  readonly revealMs = KENO_STEP_MS * 10;
  readonly hotkeys: readonly GameHotkey[] = [
    { key: 'R', labelKey: 'gameKeno:keno.keys.auto' },
    { key: 'C', labelKey: 'gameKeno:keno.keys.clear' },
  ];
  readonly squares: readonly number[] = Array.from({ length: KENO_SQUARES }, (_, index) => index + 1);
  picks: readonly number[] = [];
  risk: KenoRisk = 'classic';
  draw: KenoDraw | null = null;
  readonly #random: () => number;

  /** `random` (uniform in [0, 1)) only chooses auto-picks; outcomes come from the server's derivation. */
  constructor(random: () => number) {
    this.#random = random;
    makeAutoObservable(this);
  }

  get notReadyKey(): string | null {
    return this.picks.length === 0 ? 'gameKeno:keno.pickFirst' : null;
  }

  get paytable(): KenoPaytableRow | null {
    return this.picks.length > 0 ? kenoPaytableRow(this.risk, this.picks.length) : null;
  }

  isPicked(square: number): boolean {
    return this.picks.includes(square);
  }

  /** A square drawn last time and whether it was a hit. */
  drawState(square: number): 'hit' | 'miss' | null {
    if (!this.draw?.drawn.includes(square)) return null;
    return this.draw.picks.includes(square) ? 'hit' : 'miss';
  }

  togglePick(square: number): void {
    if (!this.squares.includes(square)) return;
    if (this.isPicked(square)) this.picks = this.picks.filter((pick) => pick !== square);
    else if (this.picks.length < KENO_MAX_PICKS) this.picks = [...this.picks, square].sort((a, b) => a - b);
  }

  chooseRisk(risk: KenoRisk): void {
    this.risk = risk;
  }

  clear(): void {
    this.picks = [];
    this.draw = null;
  }

  /** Picks as many squares as now (10 when none), at random. */
  autoPick(): void {
    const count = this.picks.length || KENO_MAX_PICKS;
    const pool = [...this.squares];
    const picked: number[] = [];
    while (picked.length < count) {
      const index = Math.min(pool.length - 1, Math.floor(this.#random() * pool.length));
      picked.push(...pool.splice(index, 1));
    }
    this.picks = picked.sort((a, b) => a - b);
    this.draw = null;
  }

  requestFor(stake: Money): BetRequest {
    return { params: { game: 'keno', picks: this.picks, risk: this.risk }, stake };
  }

  show(bet: SettledBet, instant: boolean): void {
    if (bet.outcome.game !== 'keno' || bet.params.game !== 'keno') return;
    const drawn = bet.outcome.drawn;
    const picks = bet.params.picks;
    this.draw = {
      drawn,
      picks,
      hits: kenoHits(picks, drawn),
      animated: !instant,
      landed: instant,
      id: bet.id,
    };
  }

  land(): void {
    if (this.draw && !this.draw.landed) this.draw = { ...this.draw, landed: true };
  }

  pressKey(key: string): boolean {
    switch (key.toLowerCase()) {
      case 'r':
        this.autoPick();
        return true;
      case 'c':
        this.clear();
        return true;
      default:
        return false;
    }
  }
}
