import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '@casino/core/test/fakes';
import { GamePreferences } from './GamePreferences.ts';

describe('GamePreferences', () => {
  it('starts with sound off, animation on and hotkeys on', () => {
    const preferences = new GamePreferences(new InMemoryKeyValueStore());
    preferences.load();
    expect(preferences).toMatchObject({ sound: false, instant: false, hotkeys: true });
  });

  it('remembers each switch on this device for the next page', () => {
    const store = new InMemoryKeyValueStore();
    const first = new GamePreferences(store);
    first.load();
    first.toggleSound();
    first.toggleInstant();
    first.toggleHotkeys();
    const next = new GamePreferences(store);
    expect(next.hotkeys).toBe(true);
    next.load();
    expect(next).toMatchObject({ sound: true, instant: true, hotkeys: false });
  });
});
