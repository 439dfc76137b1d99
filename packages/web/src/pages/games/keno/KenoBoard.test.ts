import { describe, expect, it } from 'vitest';
import { kenoPaytableRow } from '@casino/core';
import { usd } from '@casino/core/test/factories';
import { settledBetFactory } from '../../../testing/betFactories.ts';
import { KenoBoard } from './KenoBoard.ts';

/** A fixed sequence standing in for the browser's random numbers. */
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe('KenoBoard', () => {
  it('is not ready before a square is picked', () => {
    expect(new KenoBoard(Math.random).notReadyKey).toBe('gameKeno:keno.pickFirst');
  });

  it('picks and unpicks squares, at most 10, kept in order', () => {
    const board = new KenoBoard(Math.random);
    for (const square of [40, 3, 17, 1, 2, 4, 5, 6, 7, 8, 9]) board.togglePick(square);
    expect(board.picks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 17, 40]);
    board.togglePick(17);
    expect(board.picks).not.toContain(17);
    board.togglePick(41);
    expect(board.picks).toHaveLength(9);
  });

  it('shows the core’s paytable row for the picks and the risk', () => {
    const board = new KenoBoard(Math.random);
    board.togglePick(5);
    board.togglePick(6);
    board.chooseRisk('high');
    expect(board.paytable).toEqual(kenoPaytableRow('high', 2));
  });

  it('auto-picks ten distinct squares when none are picked, and as many as picked otherwise', () => {
    const board = new KenoBoard(sequence(0, 0, 0.999, 0.5, 0.1, 0.2, 0.3, 0.4, 0.6, 0.7));
    board.autoPick();
    expect(new Set(board.picks).size).toBe(10);
    expect(board.picks.every((square) => square >= 1 && square <= 40)).toBe(true);
    board.clear();
    board.togglePick(7);
    board.togglePick(8);
    board.autoPick();
    expect(board.picks).toHaveLength(2);
  });

  it('marks drawn squares as hits by the bet’s picks, whatever is picked after', () => {
    const board = new KenoBoard(Math.random);
    board.togglePick(3);
    board.togglePick(9);
    const drawn = [3, 12, 14, 20, 22, 25, 30, 33, 38, 40];
    board.show(
      settledBetFactory.build({
        params: { game: 'keno', picks: [3, 9], risk: 'classic' },
        outcome: { game: 'keno', drawn },
        stake: usd(1),
      }),
      false,
    );
    board.togglePick(12);
    expect(board.draw?.hits).toBe(1);
    expect(board.drawState(3)).toBe('hit');
    expect(board.drawState(12)).toBe('miss');
    expect(board.drawState(9)).toBeNull();
  });

  it('auto-picks with R and clears with C', () => {
    const board = new KenoBoard(sequence(0.5));
    board.pressKey('r');
    expect(board.picks).toHaveLength(10);
    board.pressKey('c');
    expect(board.picks).toEqual([]);
  });
});
