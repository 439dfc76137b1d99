import { makeAutoObservable } from 'mobx';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  diceChance,
  diceMultiplier,
  diceTargetForChance,
  isNetWin,
  type DiceDirection,
  type Money,
  type SettledBet,
} from '@casino/core';
import type { BetRequest, GameBoard, GameHotkey } from '../play/playPorts.ts';

const TARGET_TEXT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/**
 * The dice board: a target in hundredths and a direction; the win chance and the multiplier come from the core's
 * dice rules (chance 0.01 %–98 %, multiplier 99 / chance). The last roll is shown on the track.
 */
export class DiceBoard implements GameBoard {
  readonly game = 'dice' as const;
  readonly revealMs = 600;
  readonly notReadyKey = null;
  readonly hotkeys: readonly GameHotkey[] = [
    { key: 'A', labelKey: 'gameDice:dice.keys.over' },
    { key: 'S', labelKey: 'gameDice:dice.keys.under' },
    { key: '←/→', labelKey: 'gameDice:dice.keys.target' },
  ];
  targetHundredths = 5050;
  direction: DiceDirection = 'over';
  targetInput = '50.5';
  /** The roll on the track, its bet, whether it slides there, and whether it has stopped (its number shown). */
  shown: {
    readonly roll: number;
    readonly won: boolean;
    readonly animated: boolean;
    readonly landed: boolean;
    readonly id: string;
  } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get chance(): number {
    return diceChance(this.targetHundredths, this.direction);
  }

  get multiplier(): number {
    return diceMultiplier(this.chance);
  }

  /** The legal targets of the direction: the ones whose chance is 0.01 %–98 %. */
  get bounds(): { readonly min: number; readonly max: number } {
    const a = diceTargetForChance(DICE_MIN_CHANCE, this.direction);
    const b = diceTargetForChance(DICE_MAX_CHANCE, this.direction);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }

  setTarget(hundredths: number): void {
    if (!Number.isSafeInteger(hundredths)) return;
    const { min, max } = this.bounds;
    this.targetHundredths = Math.min(max, Math.max(min, hundredths));
    this.targetInput = String(this.targetHundredths / 100);
  }

  /** A typed target applies when it is a number with at most two decimals inside the legal range. */
  typeTarget(text: string): void {
    this.targetInput = text;
    const trimmed = text.trim();
    if (!TARGET_TEXT.test(trimmed)) return;
    const hundredths = Math.round(Number(trimmed.replace(',', '.')) * 100);
    const { min, max } = this.bounds;
    if (hundredths >= min && hundredths <= max) this.targetHundredths = hundredths;
  }

  /** Turning the direction keeps the chance: the target mirrors (over 50.50 ↔ under 49.50). */
  chooseDirection(direction: DiceDirection): void {
    if (direction === this.direction) return;
    const chance = this.chance;
    this.direction = direction;
    this.setTarget(diceTargetForChance(chance, direction));
  }

  requestFor(stake: Money): BetRequest {
    return {
      params: { game: 'dice', targetHundredths: this.targetHundredths, direction: this.direction },
      stake,
    };
  }

  show(bet: SettledBet, instant: boolean): void {
    if (bet.outcome.game !== 'dice') return;
    this.shown = {
      roll: bet.outcome.rollHundredths,
      won: isNetWin(bet.stake.minor, bet.payout.minor),
      animated: !instant,
      landed: instant,
      id: bet.id,
    };
  }

  land(): void {
    if (this.shown && !this.shown.landed) this.shown = { ...this.shown, landed: true };
  }

  pressKey(key: string): boolean {
    switch (key.toLowerCase()) {
      case 'a':
        this.chooseDirection('over');
        return true;
      case 's':
        this.chooseDirection('under');
        return true;
      case 'arrowleft':
        this.setTarget(this.targetHundredths - 100);
        return true;
      case 'arrowright':
        this.setTarget(this.targetHundredths + 100);
        return true;
      default:
        return false;
    }
  }
}
