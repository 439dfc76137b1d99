import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '@casino/core';
import { BroadcastSessionChannel, SESSION_CHANNEL_NAME } from './BroadcastSessionChannel.ts';

const opened: BroadcastChannel[] = [];
const open = (name: string) => {
  const channel = new BroadcastChannel(name);
  opened.push(channel);
  return channel;
};
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

describe('BroadcastSessionChannel', () => {
  it('tells the other tabs a session event, and they hear it', async () => {
    const here = new BroadcastSessionChannel(open);
    const there = new BroadcastSessionChannel(open);
    const heard: SessionEvent[] = [];
    there.listen((event) => heard.push(event));
    here.announce({ kind: 'loggedOut' });
    here.announce({ kind: 'loggedIn', userId: 'player-1' });
    await vi.waitFor(() =>
      expect(heard).toEqual([{ kind: 'loggedOut' }, { kind: 'loggedIn', userId: 'player-1' }]),
    );
  });

  it('ignores any other message on the channel', async () => {
    const tab = new BroadcastSessionChannel(open);
    const heard: SessionEvent[] = [];
    tab.listen((event) => heard.push(event));
    const stranger = open(SESSION_CHANNEL_NAME);
    for (const message of [
      'loggedOut',
      null,
      { type: 'session', kind: 'toString' },
      { type: 'session', kind: 'loggedout' },
      { type: 'other', kind: 'loggedOut' },
      { type: 'session', kind: ['loggedOut'] },
      { type: 'session', kind: 'loggedIn' },
      { type: 'session', kind: 'loggedIn', userId: 42 },
      { type: 'session', kind: 'loggedIn', userId: '' },
      { type: 'session', kind: 'loggedIn', userId: 'x'.repeat(129) },
    ])
      stranger.postMessage(message);
    stranger.postMessage({ type: 'session', kind: 'loggedIn', userId: 'player-7' });
    await vi.waitFor(() => expect(heard).toEqual([{ kind: 'loggedIn', userId: 'player-7' }]));
  });

  it('stops hearing after the unsubscribe', async () => {
    const here = new BroadcastSessionChannel(open);
    const there = new BroadcastSessionChannel(open);
    const heard: SessionEvent[] = [];
    const stop = there.listen((event) => heard.push(event));
    stop();
    here.announce({ kind: 'loggedOut' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });

  it('hears and tells nothing where the browser has no BroadcastChannel', () => {
    const tab = new BroadcastSessionChannel(null);
    expect(() => tab.announce({ kind: 'loggedOut' })).not.toThrow();
    expect(typeof tab.listen(() => undefined)).toBe('function');
  });
});
