import { makeAutoObservable } from 'mobx';
import {
  LEGAL_ROULETTE_BETS,
  OUTSIDE_NUMBERS,
  ROULETTE_MAX_CHIPS,
  addMoney,
  columnNumbers,
  dozenNumbers,
  isNetWin,
  rouletteStake,
  type Money,
  type OutsideBetKind,
  type RouletteBetKind,
  type RouletteChip,
  type SettledBet,
} from '@casino/core';
import type { BetRequest, GameBoard, GameHotkey } from '../play/playPorts.ts';
import { spinTo, type WheelPose } from './rouletteWheel.ts';

/** The inside bets a click on a number places; a split, street, corner or line is then picked among those legal. */
export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];

/** A bet of the layout the player may place a chip on. */
export interface LayoutSpot {
  readonly kind: RouletteBetKind;
  readonly numbers: readonly number[];
}

const keyOf = (spot: LayoutSpot): string => `${spot.kind}:${spot.numbers.join(',')}`;

/** An outside area's bet, from the core's layout. */
export function outsideSpot(kind: 'dozen' | 'column', which: 1 | 2 | 3): LayoutSpot;
export function outsideSpot(kind: OutsideBetKind): LayoutSpot;
export function outsideSpot(kind: OutsideBetKind | 'dozen' | 'column', which: 1 | 2 | 3 = 1): LayoutSpot {
  if (kind === 'dozen') return { kind, numbers: dozenNumbers(which) };
  if (kind === 'column') return { kind, numbers: columnNumbers(which) };
  return { kind, numbers: OUTSIDE_NUMBERS[kind] };
}

/**
 * The roulette table: chips of the panel's chip value placed on the layout's bets (the core's list of legal bets),
 * merged per bet, with undo and clear. A click on a number places a straight chip, or with another inside kind
 * offers the legal bets of that kind that hold the number. The last spin's pocket is shown on the wheel.
 */
export class RouletteBoard implements GameBoard {
  readonly game = 'roulette' as const;
  readonly revealMs = 1500;
  readonly hotkeys: readonly GameHotkey[] = [
    { key: 'U', labelKey: 'gameRoulette:roulette.keys.undo' },
    { key: 'C', labelKey: 'gameRoulette:roulette.keys.clear' },
  ];
  insideKind: InsideKind = 'straight';
  /** The number clicked with a kind that has several bets holding it: the player picks one. */
  choosing: { readonly number: number; readonly spots: readonly LayoutSpot[] } | null = null;
  placements: readonly RouletteChip[] = [];
  /** Why the last chip was not placed (a games-namespace key), or null. */
  refusedKey: string | null = null;
  landed: {
    readonly pocket: number;
    readonly won: boolean;
    readonly animated: boolean;
    /** The wheel has stopped: the pocket is named and marked. */
    readonly landed: boolean;
    readonly id: string;
    /** Where the wheel and the ball stop: the pocket under the pointer, turned forward from the last spin. */
    readonly pose: WheelPose;
  } | null = null;
  readonly #chipValue: () => Money | null;

  /** `chipValue` is the bet panel's stake: each click places one chip of it. */
  constructor(chipValue: () => Money | null) {
    this.#chipValue = chipValue;
    makeAutoObservable(this);
  }

  /** The chips as the bet sends them: one per bet, the amounts of its placements summed, in first-placed order. */
  get chips(): readonly RouletteChip[] {
    const merged = new Map<string, RouletteChip>();
    for (const chip of this.placements) {
      const key = keyOf(chip);
      const before = merged.get(key);
      merged.set(key, before ? { ...before, amount: addMoney(before.amount, chip.amount) } : chip);
    }
    return [...merged.values()];
  }

  get total(): Money | null {
    return rouletteStake(this.chips);
  }

  get notReadyKey(): string | null {
    return this.placements.length === 0 ? 'gameRoulette:roulette.placeFirst' : null;
  }

  /** The chips on one bet of the layout, summed, or null. */
  amountOn(spot: LayoutSpot): Money | null {
    return this.chips.find((chip) => keyOf(chip) === keyOf(spot))?.amount ?? null;
  }

  chooseInsideKind(kind: InsideKind): void {
    this.insideKind = kind;
    this.choosing = null;
  }

  /** A click on a number: a straight chip, the one legal bet of the kind, or the choice among several. */
  clickNumber(number: number): void {
    const spots =
      this.insideKind === 'straight'
        ? [{ kind: 'straight' as const, numbers: [number] }]
        : LEGAL_ROULETTE_BETS.filter((bet) => bet.kind === this.insideKind && bet.numbers.includes(number));
    const [only] = spots;
    if (spots.length === 1 && only) this.place(only);
    else if (spots.length === 0) this.refusedKey = 'roulette.noSuchBet';
    else this.choosing = { number, spots };
  }

  place(spot: LayoutSpot): void {
    this.choosing = null;
    const value = this.#chipValue();
    if (!value || value.minor <= 0) {
      this.refusedKey = 'roulette.noChipValue';
      return;
    }
    if (!this.amountOn(spot) && this.chips.length >= ROULETTE_MAX_CHIPS) {
      this.refusedKey = 'roulette.tooManyChips';
      return;
    }
    this.refusedKey = null;
    // Chips of another currency (placed before a login) cannot join this spin.
    const kept = this.placements.filter((chip) => chip.amount.currency === value.currency);
    this.placements = [...kept, { kind: spot.kind, numbers: spot.numbers, amount: value }];
  }

  undo(): void {
    this.placements = this.placements.slice(0, -1);
    this.refusedKey = null;
  }

  clear(): void {
    this.placements = [];
    this.choosing = null;
    this.refusedKey = null;
  }

  requestFor(chipValue: Money): BetRequest | null {
    const stake = this.total;
    return stake && stake.currency === chipValue.currency
      ? { params: { game: 'roulette', chips: this.chips }, stake }
      : null;
  }

  show(bet: SettledBet, instant: boolean): void {
    if (bet.outcome.game !== 'roulette') return;
    this.landed = {
      pocket: bet.outcome.pocket,
      won: isNetWin(bet.stake.minor, bet.payout.minor),
      animated: !instant,
      landed: instant,
      id: bet.id,
      pose: spinTo(this.landed?.pose ?? { wheel: 0, ball: 0 }, bet.outcome.pocket, !instant),
    };
  }

  land(): void {
    if (this.landed && !this.landed.landed) this.landed = { ...this.landed, landed: true };
  }

  pressKey(key: string): boolean {
    switch (key.toLowerCase()) {
      case 'u':
        this.undo();
        return true;
      case 'c':
        this.clear();
        return true;
      default:
        return false;
    }
  }
}
