import { describe, expect, it } from 'vitest';
import { err, ok } from '@casino/core';
import { FakeRecentBets } from '../../../testing/fakePlay.ts';
import { settledBetFactory } from '../../../testing/betFactories.ts';
import { RecentResults } from './RecentResults.ts';

describe('RecentResults', () => {
  it('loads the player’s last 20 bets of the game from the history', async () => {
    const history = new FakeRecentBets(ok(settledBetFactory.buildList(3)));
    const results = new RecentResults(history, 'dice');
    await results.load();
    expect(history.asked).toEqual([{ game: 'dice', limit: 20 }]);
    const ids = results.bets.map((bet) => bet.id);
    expect(ids).toHaveLength(3);
    expect([...results.bets].sort((a, b) => b.createdAt - a.createdAt).map((bet) => bet.id)).toEqual(ids);
  });

  it('puts a new bet first, keeps 20, and never lists a bet twice', async () => {
    const old = settledBetFactory.buildList(20);
    const results = new RecentResults(new FakeRecentBets(ok(old)), 'dice');
    await results.load();
    const fresh = settledBetFactory.build({ createdAt: Date.UTC(2030, 0, 1) });
    results.add(fresh);
    results.add(fresh);
    expect(results.bets).toHaveLength(20);
    expect(results.bets[0]).toEqual(fresh);
    expect(results.bets.filter((bet) => bet.id === fresh.id)).toHaveLength(1);
  });

  it('keeps this page’s bets when the history cannot be read', async () => {
    const results = new RecentResults(
      new FakeRecentBets(err({ kind: 'network', message: 'Network Error' })),
      'dice',
    );
    const bet = settledBetFactory.build();
    results.add(bet);
    await results.load();
    expect(results.bets).toEqual([bet]);
  });

  it('shows only this game’s bets', () => {
    const results = new RecentResults(new FakeRecentBets(), 'keno');
    results.add(settledBetFactory.build());
    expect(results.bets).toEqual([]);
  });

  it('gives the bets of a pair rotated on the page its server seed, for complete verifier links (issue 38)', () => {
    const results = new RecentResults(new FakeRecentBets(ok([])), 'dice');
    const [mine, other] = settledBetFactory.buildList(2);
    results.add(mine!);
    results.add({ ...other!, fairness: { ...other!.fairness, serverSeedHashed: 'f'.repeat(64) } });
    results.reveal({ ...mine!.fairness, nonce: 9, serverSeed: 'revealed' });
    const seedOf = (id: string) => results.bets.find((bet) => bet.id === id)?.fairness.serverSeed;
    expect(seedOf(mine!.id)).toBe('revealed');
    expect(seedOf(other!.id)).toBeNull();
  });
});
