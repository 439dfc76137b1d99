import { makeAutoObservable } from 'mobx';
import {
  MINER_MAX_MINES,
  MINER_MIN_MINES,
  MINER_TILES,
  isMineCount,
  minerMultiplier,
  payoutFor,
  safeTiles,
  type Money,
} from '@casino/core';
import { token } from '../../../di/token.ts';
import type { RoundPlay } from '../rounds/RoundPlay.ts';

export const MINER_VM = token<MinerViewModel>('MinerViewModel');

export const MINER_COLUMNS = 5;

/** What a tile shows: hidden, a safe tile revealed, the mine that ended the round, or a mine shown once it is over. */
export type TileState = 'hidden' | 'safe' | 'hit' | 'mine';

/**
 * The miner table (issue 16): the number of mines for the next round, the 5 × 5 grid of the round as the API keeps
 * it, the payout a cash-out gives now and the multiplier the next safe tile brings. The grid is one keyboard grid:
 * arrows move the focused tile, Enter or Space reveals it. Auto-pick reveals a random hidden tile.
 */
export class MinerViewModel {
  minesInput = '3';
  focused = 0;
  readonly play: RoundPlay;
  readonly #random: () => number;

  constructor(play: RoundPlay, random: () => number) {
    this.play = play;
    this.#random = random;
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

  /** The mines chosen for the next round, or null when the field holds no whole number of 1 to 24. */
  get mines(): number | null {
    const value = Number(this.minesInput.trim());
    return this.minesInput.trim() !== '' && isMineCount(value) ? value : null;
  }

  readonly minMines = MINER_MIN_MINES;
  readonly maxMines = MINER_MAX_MINES;

  /** The round's state, or null before any round. */
  get state() {
    const round = this.play.round;
    return round && round.state.game === 'miner' ? round.state : null;
  }

  get tiles(): readonly TileState[] {
    const state = this.state;
    return Array.from({ length: MINER_TILES }, (_, tile): TileState => {
      if (!state) return 'hidden';
      if (state.hitMine === tile) return 'hit';
      if (state.revealed.includes(tile)) return 'safe';
      return state.minePositions?.includes(tile) ? 'mine' : 'hidden';
    });
  }

  /** What cashing out now pays: the stake times the running multiplier, rounded down. */
  get currentPayout(): Money | null {
    const round = this.play.round;
    if (!round || round.status !== 'open') return null;
    return payoutFor(round.stake, round.multiplierTenThousandths);
  }

  /** The multiplier after one more safe tile, or null when no safe tile is left or no round is open. */
  get nextMultiplier(): number | null {
    const state = this.state;
    if (!state || this.play.round?.status !== 'open') return null;
    const next = state.revealed.length + 1;
    return next > safeTiles(state.mines) ? null : minerMultiplier(state.mines, next);
  }

  setMines(text: string): void {
    this.minesInput = text;
  }

  async begin(): Promise<void> {
    const mines = this.mines;
    if (mines === null) return;
    this.focused = 0;
    await this.play.begin({ game: 'miner', mines });
  }

  async reveal(tile: number): Promise<void> {
    this.focused = tile;
    if (this.tiles[tile] !== 'hidden') return;
    await this.play.act({ kind: 'reveal', tile });
  }

  /** A random tile not revealed yet. */
  async autoPick(): Promise<void> {
    const hidden = this.tiles.flatMap((state, tile) => (state === 'hidden' ? [tile] : []));
    if (hidden.length === 0 || !this.play.canAct) return;
    const tile = hidden[Math.min(hidden.length - 1, Math.floor(this.#random() * hidden.length))] as number;
    await this.reveal(tile);
  }

  /** Arrow keys, Home and End move the focus inside the grid; true when the key was the grid's. */
  moveFocus(key: string): boolean {
    const row = Math.floor(this.focused / MINER_COLUMNS);
    const column = this.focused % MINER_COLUMNS;
    const last = MINER_COLUMNS - 1;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [Math.max(0, row - 1), column],
      ArrowDown: [Math.min(last, row + 1), column],
      ArrowLeft: [row, Math.max(0, column - 1)],
      ArrowRight: [row, Math.min(last, column + 1)],
      Home: [row, 0],
      End: [row, last],
    };
    const move = moves[key];
    if (!move) return false;
    this.focused = move[0] * MINER_COLUMNS + move[1];
    return true;
  }
}
