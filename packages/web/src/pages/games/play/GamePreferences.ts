import { makeAutoObservable } from 'mobx';
import type { KeyValueStore } from '@casino/core';

const KEYS = {
  instant: 'games.instant',
  sound: 'games.sound',
  hotkeys: 'games.hotkeys',
} as const;

/**
 * The player's table settings, shared by the game pages and remembered on this device: instant mode (no animation),
 * sound (off by default) and the hotkeys (on by default). Read once the page is on screen, never while rendering.
 */
export class GamePreferences {
  instant = false;
  sound = false;
  hotkeys = true;
  readonly #store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.#store = store;
    makeAutoObservable(this);
  }

  load(): void {
    this.instant = this.#store.get(KEYS.instant) === '1';
    this.sound = this.#store.get(KEYS.sound) === '1';
    this.hotkeys = this.#store.get(KEYS.hotkeys) !== '0';
  }

  toggleInstant(): void {
    this.instant = !this.instant;
    this.#store.set(KEYS.instant, this.instant ? '1' : '0');
  }

  toggleSound(): void {
    this.sound = !this.sound;
    this.#store.set(KEYS.sound, this.sound ? '1' : '0');
  }

  toggleHotkeys(): void {
    this.hotkeys = !this.hotkeys;
    this.#store.set(KEYS.hotkeys, this.hotkeys ? '1' : '0');
  }
}
