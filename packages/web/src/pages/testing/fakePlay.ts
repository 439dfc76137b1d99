import { ok, type DomainError, type InstantGame, type Result, type SettledBet } from '@casino/core';
import type { RecentBets, Tones } from '../games/play/playPorts.ts';

export class FakeRecentBets implements RecentBets {
  readonly asked: { game: InstantGame; limit: number }[] = [];

  constructor(private readonly answer: Result<readonly SettledBet[], DomainError> = ok([])) {}

  async recent(game: InstantGame, limit: number): Promise<Result<readonly SettledBet[], DomainError>> {
    this.asked.push({ game, limit });
    return this.answer;
  }
}

export class FakeTones implements Tones {
  readonly played: ('win' | 'loss')[] = [];

  play(kind: 'win' | 'loss'): void {
    this.played.push(kind);
  }
}
