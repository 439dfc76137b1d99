import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeSession } from '../../../testing/fakeStores.ts';
import { BetPanelViewModel } from './BetPanelViewModel.ts';

const panelFor = (session = new FakeSession()) => new BetPanelViewModel(session);

describe('BetPanelViewModel', () => {
  it('shows the rouble limits of §9 to a visitor: dice 1–10000 ₽', () => {
    const panel = panelFor();
    panel.chooseGame('dice');
    expect(panel.isVisitor).toBe(true);
    expect(panel.currency).toBe('RUB');
    expect(panel.limits).toEqual({
      min: { minor: 100, currency: 'RUB' },
      max: { minor: 1_000_000, currency: 'RUB' },
    });
  });

  it("shows the limits of the player's currency: crash in USD is 0.01–500 $", () => {
    const panel = panelFor(new FakeSession(userFactory.build({ currency: 'USD' })));
    panel.chooseGame('crash');
    expect(panel.limits).toEqual({
      min: { minor: 1, currency: 'USD' },
      max: { minor: 50_000, currency: 'USD' },
    });
  });

  it('falls back to roubles for a player who has not chosen a currency', () => {
    const panel = panelFor(new FakeSession(userFactory.build({ currency: null })));
    panel.chooseGame('coinflip');
    expect(panel.currency).toBe('RUB');
  });

  it('starts the stake at the minimum of the game', () => {
    const panel = panelFor(new FakeSession(userFactory.build({ currency: 'KZT' })));
    panel.chooseGame('coinflip');
    expect(panel.stakeInput).toBe('5');
  });

  it('refuses a stake over the maximum and carries the limits for the message', () => {
    const panel = panelFor();
    panel.chooseGame('dice');
    panel.typeStake('10000.01');
    panel.placeBet();
    expect(panel.outcome).toMatchObject({ kind: 'rejected', rejection: { reason: 'above_max' } });
  });

  it('refuses a stake under the minimum', () => {
    const panel = panelFor();
    panel.chooseGame('crash');
    panel.typeStake('0,5');
    panel.placeBet();
    expect(panel.outcome).toMatchObject({ kind: 'rejected', rejection: { reason: 'below_min' } });
  });

  it.each(['', 'abc', '-5', '1e3', '1.005', '10 000 000 000 000 000 000'])(
    'refuses %j as an invalid amount',
    (typed) => {
      const panel = panelFor();
      panel.chooseGame('keno');
      panel.typeStake(typed);
      panel.placeBet();
      expect(panel.outcome).toEqual({ kind: 'rejected', rejection: { reason: 'invalid_amount' } });
    },
  );

  it('finds nothing to say about a stake within the limits', () => {
    const panel = panelFor();
    panel.chooseGame('roulette');
    panel.typeStake('250,50');
    panel.placeBet();
    expect(panel.outcome).toBeNull();
  });

  it('clears the verdict once the player edits the stake', () => {
    const panel = panelFor();
    panel.chooseGame('dice');
    panel.typeStake('999999');
    panel.placeBet();
    panel.typeStake('10');
    expect(panel.outcome).toBeNull();
  });

  it('sets the stake to min and max, halves and doubles it', () => {
    const panel = panelFor();
    panel.chooseGame('hilo');
    panel.chooseMaxStake();
    expect(panel.stakeInput).toBe('10000');
    panel.halveStake();
    expect(panel.stakeInput).toBe('5000');
    panel.doubleStake();
    panel.doubleStake();
    expect(panel.stakeInput).toBe('20000');
    panel.chooseMinStake();
    expect(panel.stakeInput).toBe('1');
  });

  it('leaves a stake alone when doubling would overflow exact counting', () => {
    const panel = panelFor();
    panel.chooseGame('dice');
    panel.typeStake('999999999999999');
    panel.doubleStake();
    expect(panel.stakeInput).toBe('999999999999999');
  });

  it('gives a room its one fixed stake: purple 50 ₽', () => {
    const panel = panelFor();
    panel.chooseGame('roomPurple');
    expect(panel.fixedStake).toEqual({ minor: 5_000, currency: 'RUB' });
    panel.placeBet();
    expect(panel.outcome).toBeNull();
  });

  it('offers no room to a dollar account', () => {
    const panel = panelFor(new FakeSession(userFactory.build({ currency: 'USD' })));
    panel.chooseGame('roomRed');
    expect(panel.limits).toBeNull();
  });

  it('follows the session: limits change when a visitor logs in with another currency', () => {
    const session = new FakeSession();
    const panel = panelFor(session);
    panel.chooseGame('crash');
    session.setUser(userFactory.build({ currency: 'KZT' }));
    expect(panel.limits?.max).toEqual({ minor: 25_000_000, currency: 'KZT' });
  });
});
