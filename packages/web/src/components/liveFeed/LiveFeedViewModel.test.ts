import { describe, expect, it } from 'vitest';
import { crashTableFactory, feedPlayFactory } from '@casino/core/test/factories';
import { FakeLiveChannel } from '@casino/core/test/fakes';
import type { PlayFeedFrame } from '@casino/core';
import { LiveFeedViewModel } from './LiveFeedViewModel.ts';

const snapshot = (feed: PlayFeedFrame) => ({
  kind: 'snapshot' as const,
  serverNow: 0,
  crash: crashTableFactory.build(),
  rooms: [],
  balanceMinor: null,
  feed,
});

describe('LiveFeedViewModel (issue 17)', () => {
  it('waits for the snapshot, then shows the bets newest first and the big wins on their tab', () => {
    const channel = new FakeLiveChannel();
    const vm = new LiveFeedViewModel({ channel });
    vm.start();
    expect(vm.received).toBe(false);

    const lost = feedPlayFactory.build({ id: 1 });
    channel.emit(snapshot({ plays: [lost], bigWins: [] }));
    expect(vm.received).toBe(true);
    expect(vm.shown).toEqual([lost]);

    const big = feedPlayFactory.build({ id: 2, payoutMinor: 2_000, multiplier: 2_000, big: true });
    channel.emit({ kind: 'plays', feed: { plays: [big], bigWins: [big] } });
    expect(vm.shown.map((play) => play.id)).toEqual([2, 1]);
    vm.choose('big');
    expect(vm.shown).toEqual([big]);
  });

  it('stops listening and releases the channel when the page goes', () => {
    const channel = new FakeLiveChannel();
    const vm = new LiveFeedViewModel({ channel });
    vm.start();
    vm.dispose();
    channel.emit(snapshot({ plays: [feedPlayFactory.build()], bigWins: [] }));
    expect(vm.received).toBe(false);
    expect(channel.status).toBe('offline');
  });
});
