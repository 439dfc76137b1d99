import type { KeyValueStore } from '../ports/KeyValueStore.ts';
import { BetSlip, parseSlipSnapshot, slipStorageKey } from './betSlip.ts';

/**
 * Keeps a player's bet slip on the device (issue 20): it survives a reload and a logout and login of the same player,
 * and one player's slip is never shown to another. What the store holds is parsed, never trusted.
 */
export class BetSlipStore {
  readonly #store: KeyValueStore;

  constructor(store: KeyValueStore) {
    this.#store = store;
  }

  load(playerId: string | number | null): BetSlip {
    const text = this.#store.get(slipStorageKey(playerId));
    if (text === null) return new BetSlip();
    try {
      return new BetSlip(parseSlipSnapshot(JSON.parse(text)));
    } catch {
      return new BetSlip();
    }
  }

  save(playerId: string | number | null, slip: BetSlip): void {
    const key = slipStorageKey(playerId);
    if (slip.legs.length === 0 && slip.stakeMinor === null) this.#store.remove(key);
    else this.#store.set(key, JSON.stringify(slip.snapshot()));
  }
}
