import { makeAutoObservable } from 'mobx';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  tenThousandthsOf,
  wheelLayout,
  type Money,
  type SettledBet,
  type WheelRisk,
  type WheelSegments,
} from '@casino/core';
import type { BetRequest, GameBoard, GameHotkey } from '../play/playPorts.ts';

export interface WheelStop {
  readonly segment: number;
  readonly multiplier: number;
  readonly animated: boolean;
  /** The wheel has stopped: the segment under the pointer is marked and named. */
  readonly landed: boolean;
  readonly id: string;
  /** The wheel's turn in degrees so the segment stops under the pointer, a few full turns past the last stop. */
  readonly rotation: number;
}

const FULL_TURNS = 4;

const next = <T>(list: readonly T[], current: T): T =>
  list[(list.indexOf(current) + 1) % list.length] ?? current;

/** The wheel of fortune: a risk and a size pick one of the core's published layouts; a spin stops on a segment. */
export class WheelBoard implements GameBoard {
  readonly game = 'wheel' as const;
  readonly revealMs = 1500;
  readonly notReadyKey = null;
  readonly hotkeys: readonly GameHotkey[] = [
    { key: 'R', labelKey: 'gameWheel:wheel.keys.risk' },
    { key: 'G', labelKey: 'gameWheel:wheel.keys.segments' },
  ];
  risk: WheelRisk = 'low';
  segments: WheelSegments = 10;
  stop: WheelStop | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Each segment's multiplier in integer ten-thousandths, segment 0 first. */
  get multipliers(): readonly number[] {
    return wheelLayout(this.risk, this.segments).segments.map(tenThousandthsOf);
  }

  get rtp(): string {
    return wheelLayout(this.risk, this.segments).rtp;
  }

  chooseRisk(risk: WheelRisk): void {
    this.risk = risk;
    this.stop = null;
  }

  chooseSegments(segments: WheelSegments): void {
    this.segments = segments;
    this.stop = null;
  }

  requestFor(stake: Money): BetRequest {
    return { params: { game: 'wheel', risk: this.risk, segments: this.segments }, stake };
  }

  show(bet: SettledBet, instant: boolean): void {
    if (bet.outcome.game !== 'wheel' || bet.params.game !== 'wheel') return;
    const { segment } = bet.outcome;
    const size = 360 / bet.params.segments;
    const resting = -(segment + 0.5) * size;
    const previous = this.stop?.rotation ?? 0;
    // At least FULL_TURNS turns forward. The division by 360 can round a turn's worth down (3164.4 to 4604.4 came out
    // 1439.9999999999995 degrees on 50 segments), so the sum itself is checked and one more turn added when short.
    const ahead = resting + (Math.ceil((previous - resting) / 360) + FULL_TURNS) * 360;
    const rotation = ahead - previous < FULL_TURNS * 360 ? ahead + 360 : ahead;
    this.stop = {
      segment,
      multiplier: bet.multiplierTenThousandths,
      animated: !instant,
      landed: instant,
      id: bet.id,
      rotation: instant ? resting : rotation,
    };
  }

  land(): void {
    if (this.stop && !this.stop.landed) this.stop = { ...this.stop, landed: true };
  }

  pressKey(key: string): boolean {
    switch (key.toLowerCase()) {
      case 'r':
        this.chooseRisk(next(WHEEL_RISKS, this.risk));
        return true;
      case 'g':
        this.chooseSegments(next(WHEEL_SEGMENTS, this.segments));
        return true;
      default:
        return false;
    }
  }
}
