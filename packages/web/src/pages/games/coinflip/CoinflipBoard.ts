import { makeAutoObservable } from 'mobx';
import { COINFLIP_MULTIPLIER, isNetWin, type CoinSide, type Money, type SettledBet } from '@casino/core';
import type { BetRequest, GameBoard, GameHotkey } from '../play/playPorts.ts';

/** The coinflip board: the side the player calls and the coin as it last landed; a win pays the core's 1.98×. */
export class CoinflipBoard implements GameBoard {
  readonly game = 'coinflip' as const;
  readonly revealMs = 800;
  readonly notReadyKey = null;
  readonly multiplier = COINFLIP_MULTIPLIER;
  readonly hotkeys: readonly GameHotkey[] = [
    { key: 'A', labelKey: 'gameCoinflip:coinflip.keys.heads' },
    { key: 'S', labelKey: 'gameCoinflip:coinflip.keys.tails' },
  ];
  side: CoinSide = 'heads';
  landed: {
    readonly side: CoinSide;
    readonly won: boolean;
    readonly animated: boolean;
    /** The coin has come down: its side and the win or loss are shown. */
    readonly landed: boolean;
    readonly id: string;
  } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  chooseSide(side: CoinSide): void {
    this.side = side;
  }

  requestFor(stake: Money): BetRequest {
    return { params: { game: 'coinflip', side: this.side }, stake };
  }

  show(bet: SettledBet, instant: boolean): void {
    if (bet.outcome.game !== 'coinflip') return;
    this.landed = {
      side: bet.outcome.side,
      won: isNetWin(bet.stake.minor, bet.payout.minor),
      animated: !instant,
      landed: instant,
      id: bet.id,
    };
  }

  land(): void {
    if (this.landed && !this.landed.landed) this.landed = { ...this.landed, landed: true };
  }

  pressKey(key: string): boolean {
    const side = ({ a: 'heads', s: 'tails' } as const)[key.toLowerCase() as 'a' | 's'];
    if (!side) return false;
    this.chooseSide(side);
    return true;
  }
}
