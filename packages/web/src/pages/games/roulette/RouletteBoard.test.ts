import { describe, expect, it } from 'vitest';
import type { Money } from '@casino/core';
import { usd } from '@casino/core/test/factories';
import { settledBetFactory } from '../../../testing/betFactories.ts';
import { RouletteBoard, outsideSpot } from './RouletteBoard.ts';
import { pocketUnderBall } from './rouletteWheel.ts';

const boardWithChip = (value: Money | null = usd(0.01)) => {
  let chip = value;
  const board = new RouletteBoard(() => chip);
  return { board, setChip: (next: Money | null) => (chip = next) };
};

describe('RouletteBoard', () => {
  it('places a straight chip of the chip value on a clicked number', () => {
    const { board } = boardWithChip();
    board.clickNumber(17);
    expect(board.chips).toEqual([{ kind: 'straight', numbers: [17], amount: usd(0.01) }]);
    expect(board.notReadyKey).toBeNull();
  });

  it('merges chips on the same bet and sums the stake of the spin', () => {
    const { board, setChip } = boardWithChip();
    board.clickNumber(17);
    setChip(usd(0.02));
    board.clickNumber(17);
    board.place(outsideSpot('red'));
    expect(board.chips).toEqual([
      { kind: 'straight', numbers: [17], amount: usd(0.03) },
      { kind: 'red', numbers: outsideSpot('red').numbers, amount: usd(0.02) },
    ]);
    expect(board.total).toEqual(usd(0.05));
    expect(board.requestFor(usd(0.02))?.stake).toEqual(usd(0.05));
  });

  it('offers the legal splits that hold a number, and places the one chosen', () => {
    const { board } = boardWithChip();
    board.chooseInsideKind('split');
    board.clickNumber(5);
    expect(board.choosing?.spots.map((spot) => spot.numbers)).toEqual([
      [4, 5],
      [5, 6],
      [2, 5],
      [5, 8],
    ]);
    board.place({ kind: 'split', numbers: [5, 8] });
    expect(board.chips[0]).toMatchObject({ kind: 'split', numbers: [5, 8] });
    expect(board.choosing).toBeNull();
  });

  it('places the one street of a number at once', () => {
    const { board } = boardWithChip();
    board.chooseInsideKind('street');
    board.clickNumber(14);
    expect(board.chips[0]).toMatchObject({ kind: 'street', numbers: [13, 14, 15] });
  });

  it('places dozens and columns from the core’s layout', () => {
    const { board } = boardWithChip();
    board.place(outsideSpot('dozen', 2));
    board.place(outsideSpot('column', 3));
    expect(board.chips.map((chip) => chip.numbers.length)).toEqual([12, 12]);
    expect(board.chips[1]?.numbers).toContain(36);
  });

  it('undoes the last chip and clears the table', () => {
    const { board } = boardWithChip();
    board.clickNumber(1);
    board.clickNumber(2);
    board.pressKey('u');
    expect(board.chips.map((chip) => chip.numbers)).toEqual([[1]]);
    board.pressKey('c');
    expect(board.chips).toEqual([]);
    expect(board.notReadyKey).toBe('gameRoulette:roulette.placeFirst');
  });

  it('refuses a chip without a chip value', () => {
    const { board } = boardWithChip(null);
    board.clickNumber(3);
    expect(board.chips).toEqual([]);
    expect(board.refusedKey).toBe('roulette.noChipValue');
  });

  it('holds at most 50 bets in a spin', () => {
    const { board } = boardWithChip();
    for (let number = 0; number <= 36; number += 1) board.clickNumber(number);
    board.chooseInsideKind('street');
    for (const number of [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 0]) {
      board.clickNumber(number);
      if (board.choosing) board.place(board.choosing.spots[0]!);
    }
    expect(board.chips).toHaveLength(50);
    board.place(outsideSpot('red'));
    expect(board.chips).toHaveLength(50);
    expect(board.refusedKey).toBe('roulette.tooManyChips');
  });

  it('spins the wheel on from its last stop to the pocket of each outcome, marked only once it lands', () => {
    const { board } = boardWithChip();
    const spin = (pocket: number, instant: boolean) =>
      board.show(settledBetFactory.build({ outcome: { game: 'roulette', pocket } }), instant);
    spin(17, false);
    const first = board.landed?.pose ?? { wheel: 0, ball: 0 };
    expect(pocketUnderBall(first)).toBe(17);
    expect(board.landed?.landed).toBe(false);
    board.land();
    expect(board.landed?.landed).toBe(true);
    spin(0, false);
    expect(pocketUnderBall(board.landed?.pose ?? first)).toBe(0);
    expect(board.landed?.pose.wheel).toBeGreaterThan(first.wheel + 3 * 360 - 1);
    spin(26, true);
    expect(board.landed).toMatchObject({ pocket: 26, landed: true, animated: false });
  });
});
