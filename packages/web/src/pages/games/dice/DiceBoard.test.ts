import { describe, expect, it } from 'vitest';
import { usd } from '@casino/core/test/factories';
import { settledBetFactory } from '../../testing/betFactories.ts';
import { DiceBoard } from './DiceBoard.ts';

describe('DiceBoard', () => {
  it('shows the chance and the multiplier of the core for the target: over 50.50 is 49.50 % at 2×', () => {
    const board = new DiceBoard();
    expect(board.chance).toBe(4950);
    expect(board.multiplier).toBe(20_000);
  });

  it('keeps the chance when the direction turns: over 50.50 becomes under 49.50', () => {
    const board = new DiceBoard();
    board.chooseDirection('under');
    expect(board.targetHundredths).toBe(4950);
    expect(board.chance).toBe(4950);
  });

  it('holds the target inside the legal chances (0.01 %–98 %): over 2.00 to 99.99, under 0.01 to 98.00', () => {
    const board = new DiceBoard();
    board.setTarget(100);
    expect(board.targetHundredths).toBe(200);
    board.setTarget(20_000);
    expect(board.targetHundredths).toBe(9999);
    board.chooseDirection('under');
    board.setTarget(9_900);
    expect(board.targetHundredths).toBe(9800);
    expect(board.multiplier).toBe(10_102);
  });

  it('takes a typed target with a comma or a dot, and ignores one out of range', () => {
    const board = new DiceBoard();
    board.typeTarget('75,25');
    expect(board.targetHundredths).toBe(7525);
    board.typeTarget('1');
    expect(board.targetHundredths).toBe(7525);
    board.typeTarget('abc');
    expect(board.targetHundredths).toBe(7525);
  });

  it('bets the target in hundredths and the direction', () => {
    const board = new DiceBoard();
    board.typeTarget('63.21');
    expect(board.requestFor(usd(1))).toEqual({
      params: { game: 'dice', targetHundredths: 6321, direction: 'over' },
      stake: usd(1),
    });
  });

  it('switches over and under with A and S, and moves the target with the arrows', () => {
    const board = new DiceBoard();
    expect(board.pressKey('s')).toBe(true);
    expect(board.direction).toBe('under');
    expect(board.pressKey('A')).toBe(true);
    expect(board.direction).toBe('over');
    board.pressKey('ArrowRight');
    expect(board.targetHundredths).toBe(5150);
    expect(board.pressKey('x')).toBe(false);
  });

  it('puts the roll on the track, sliding unless instant', () => {
    const board = new DiceBoard();
    board.show(settledBetFactory.build({ outcome: { game: 'dice', rollHundredths: 6321 } }), false);
    expect(board.shown).toMatchObject({ roll: 6321, won: false, animated: true });
    board.show(settledBetFactory.build(), true);
    expect(board.shown?.animated).toBe(false);
  });
});
