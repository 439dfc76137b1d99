import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../test/fakes/FakeClock.ts';
import type { ChatPlayer, SupportChat } from '../ports/SupportChat.ts';
import { SyncSupportChat } from './SyncSupportChat.ts';

class RecordingChat implements SupportChat {
  readonly calls: unknown[][] = [];
  constructor(readonly available = true) {}
  start(): void {
    this.calls.push(['start']);
  }
  open(): void {
    this.calls.push(['open']);
  }
  setRoute(path: string): void {
    this.calls.push(['route', path]);
  }
  identify(player: ChatPlayer | null): void {
    this.calls.push(['identify', player]);
  }
}

describe('the chat widget kept in step with the site (§9)', () => {
  it('is told the route 250 ms after a navigation, only where a quick run of redirects ended', () => {
    const chat = new RecordingChat();
    const clock = new FakeClock();
    const sync = new SyncSupportChat({ supportChat: chat, clock });
    sync.routeChanged('/en');
    clock.advance(249);
    expect(chat.calls).toEqual([]);
    sync.routeChanged('/en/betting');
    clock.advance(249);
    expect(chat.calls).toEqual([]);
    clock.advance(1);
    expect(chat.calls).toEqual([['route', '/en/betting']]);
    sync.routeChanged('/en/betting');
    clock.advance(250);
    expect(chat.calls).toHaveLength(1);
  });

  it('is told the player once logged in, again when the locale changes, and nobody after a logout', () => {
    const chat = new RecordingChat();
    const sync = new SyncSupportChat({ supportChat: chat, clock: new FakeClock() });
    sync.playerChanged(null);
    sync.playerChanged({ id: '7', locale: 'en' });
    sync.playerChanged({ id: '7', locale: 'en' });
    sync.playerChanged({ id: '7', locale: 'ru' });
    sync.playerChanged(null);
    expect(chat.calls).toEqual([
      ['identify', { id: '7', locale: 'en' }],
      ['identify', { id: '7', locale: 'ru' }],
      ['identify', null],
    ]);
  });

  it('does nothing when no chat is configured', () => {
    const chat = new RecordingChat(false);
    const clock = new FakeClock();
    const sync = new SyncSupportChat({ supportChat: chat, clock });
    sync.routeChanged('/en');
    sync.playerChanged({ id: '7', locale: 'en' });
    clock.advance(1_000);
    expect(chat.calls).toEqual([]);
  });
});
