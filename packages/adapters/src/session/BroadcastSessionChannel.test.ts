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
    here.announce('loggedOut');
    here.announce('loggedIn');
    await vi.waitFor(() => expect(heard).toEqual(['loggedOut', 'loggedIn']));
  });

  it('ignores any other message on the channel', async () => {
    const tab = new BroadcastSessionChannel(open);
    const heard: SessionEvent[] = [];
    tab.listen((event) => heard.push(event));
    const stranger = open(SESSION_CHANNEL_NAME);
    for (const message of [
      'loggedOut',
      null,
      { type: 'session', event: 'toString' },
      { type: 'session', event: 'loggedout' },
      { type: 'other', event: 'loggedOut' },
      { type: 'session', event: ['loggedOut'] },
    ])
      stranger.postMessage(message);
    stranger.postMessage({ type: 'session', event: 'loggedIn' });
    await vi.waitFor(() => expect(heard).toEqual(['loggedIn']));
  });

  it('stops hearing after the unsubscribe', async () => {
    const here = new BroadcastSessionChannel(open);
    const there = new BroadcastSessionChannel(open);
    const heard: SessionEvent[] = [];
    const stop = there.listen((event) => heard.push(event));
    stop();
    here.announce('loggedOut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });

  it('hears and tells nothing where the browser has no BroadcastChannel', () => {
    const tab = new BroadcastSessionChannel(null);
    expect(() => tab.announce('loggedIn')).not.toThrow();
    expect(typeof tab.listen(() => undefined)).toBe('function');
  });
});
