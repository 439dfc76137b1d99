import { makeAutoObservable } from 'mobx';
import { buildManifestUrl, buildUpdateReducer, initialBuildUpdate, isAppUpdateAvailable } from '@casino/core';
import type { BuildUpdateState, Clock, FetchJson, TimerHandle } from '@casino/core';
import { token } from '../di/token.ts';

/** How often builds/latest.json is asked for. The spec gives no figure; a minute keeps mobile traffic negligible. */
export const BUILD_POLL_MS = 60_000;

export interface BuildUpdateDeps {
  /** The running build's id, compiled in by the build (null in development). */
  readonly currentBuildId: string | null;
  /** GETs a URL and returns its parsed JSON body; rejects on any failure. */
  readonly getJson: FetchJson;
  readonly clock: Clock;
  readonly isOnline: () => boolean;
  readonly reloadPage: () => void;
}

export const BUILD_UPDATE_VM = token<BuildUpdateViewModel>('BuildUpdateViewModel');

/**
 * Build updates (§4): builds/latest.json is polled with a timestamp query; an id other than the running build's
 * raises the app update prompt. "Later" hides it until a newer build appears.
 */
export class BuildUpdateViewModel {
  state: BuildUpdateState;
  dismissedId: string | null = null;
  private timer: TimerHandle | null = null;

  constructor(private readonly deps: BuildUpdateDeps) {
    this.state = initialBuildUpdate(deps.currentBuildId);
    makeAutoObservable<this, 'deps' | 'timer'>(this, { deps: false, timer: false });
  }

  /**
   * Polls from the mount of the prompt's host (`useViewModel`), not from the constructor: a render React threw away
   * made a view model that was never disposed, and its poll ran for the page's life beside the mounted one's (two
   * requests at every load, one more after each remount).
   */
  start(): void {
    this.dispose();
    void this.check();
    this.timer = this.deps.clock.setInterval(() => void this.check(), BUILD_POLL_MS);
  }

  get visible(): boolean {
    return isAppUpdateAvailable(this.state) && this.state.availableId !== this.dismissedId;
  }

  /** Asks for the newest build id; a failed or malformed answer changes nothing. */
  async check(): Promise<void> {
    if (!this.deps.isOnline()) return;
    let body: unknown;
    try {
      body = await this.deps.getJson(buildManifestUrl(this.deps.clock.now()));
    } catch {
      return;
    }
    this.receive(body);
  }

  receive(body: unknown): void {
    this.state = buildUpdateReducer(this.state, body);
  }

  update(): void {
    this.deps.reloadPage();
  }

  later(): void {
    this.dismissedId = this.state.availableId;
  }

  dispose(): void {
    this.timer?.cancel();
    this.timer = null;
  }
}
