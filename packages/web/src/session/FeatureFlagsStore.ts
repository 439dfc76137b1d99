import { makeAutoObservable } from 'mobx';
import type { Analytics } from '@casino/core';

/**
 * The analytics flag service's flags as the pages observe them (§6): a page rendered before the flags arrived (the
 * profile's menu, the bonuses page) shows what they open as soon as they do.
 */
export class FeatureFlagsStore {
  flags: readonly string[];
  /** Whether the flag service has answered (never on the server: the browser asks once the page runs). */
  loaded: boolean;
  readonly #stop: () => void;
  readonly #analytics: Pick<Analytics, 'requestFeatureFlags'>;

  constructor(
    analytics: Pick<
      Analytics,
      'featureFlags' | 'featureFlagsLoaded' | 'onFeatureFlags' | 'requestFeatureFlags'
    >,
  ) {
    this.flags = analytics.featureFlags();
    this.loaded = analytics.featureFlagsLoaded;
    this.#analytics = analytics;
    makeAutoObservable<FeatureFlagsStore, '#stop' | '#analytics'>(this, {
      '#stop': false,
      '#analytics': false,
    });
    this.#stop = analytics.onFeatureFlags((flags) => this.receive(flags));
  }

  /** A page waits on the flags: the flag service is asked now (§6). */
  requestFeatureFlags(): void {
    this.#analytics.requestFeatureFlags();
  }

  featureFlags(): readonly string[] {
    return this.flags;
  }

  get featureFlagsLoaded(): boolean {
    return this.loaded;
  }

  receive(flags: readonly string[]): void {
    this.flags = [...flags];
    this.loaded = true;
  }

  dispose(): void {
    this.#stop();
  }
}
