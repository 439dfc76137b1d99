import { describe, expect, it } from 'vitest';
import { usd } from '@casino/core/test/factories';
import { settledBetFactory } from '../../testing/betFactories.ts';
import { CoinflipBoard } from './CoinflipBoard.ts';

describe('CoinflipBoard', () => {
  it('calls heads by default and pays the core’s 1.98×', () => {
    const board = new CoinflipBoard();
    expect(board.requestFor(usd(2))).toEqual({ params: { game: 'coinflip', side: 'heads' }, stake: usd(2) });
    expect(board.multiplier).toBe(19_800);
  });

  it('calls tails with S and heads with A', () => {
    const board = new CoinflipBoard();
    board.pressKey('s');
    expect(board.side).toBe('tails');
    board.pressKey('a');
    expect(board.side).toBe('heads');
  });

  it('shows the side the coin landed on and whether the call won', () => {
    const board = new CoinflipBoard();
    board.show(
      settledBetFactory.build({
        params: { game: 'coinflip', side: 'tails' },
        outcome: { game: 'coinflip', side: 'tails' },
        payout: usd(1.98),
      }),
      true,
    );
    expect(board.landed).toMatchObject({ side: 'tails', won: true, animated: false });
  });
});
