import { makeAutoObservable, runInAction } from 'mobx';
import {
  canShowInstallPrompt,
  initialInstallPrompt,
  INSTALL_PROMPT_STORAGE_KEY,
  installPromptReducer,
  installPromptStoredFlag,
} from '@casino/core';
import type { InstallPromptEvent, InstallPromptState, KeyValueStore } from '@casino/core';
import type { BeforeInstallPromptEvent, InstallPromptSource } from './installPromptSource.ts';
import { token } from '../di/token.ts';

export const INSTALL_PROMPT_VM = token<InstallPromptViewModel>('InstallPromptViewModel');

/**
 * The install prompt (§4): available when the browser offers installation (once the player has engaged with the page:
 * installPromptSource.ts), shown at once, then dismissed (by the player, here or in the browser's dialog; remembered in
 * local storage) or installed.
 */
export class InstallPromptViewModel {
  state: InstallPromptState;
  installing = false;
  private deferred: BeforeInstallPromptEvent | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    source: InstallPromptSource,
    private readonly storage: Pick<KeyValueStore, 'get' | 'set'>,
  ) {
    this.state = initialInstallPrompt(storage.get(INSTALL_PROMPT_STORAGE_KEY));
    makeAutoObservable<this, 'deferred' | 'unsubscribe' | 'storage'>(this, {
      deferred: false,
      unsubscribe: false,
      storage: false,
    });
    this.unsubscribe = source.subscribe({
      available: (event) => this.offer(event),
      installed: () => this.apply({ type: 'installed' }),
    });
  }

  get visible(): boolean {
    return this.state === 'shown';
  }

  /** The player accepts: the browser's own install dialog opens; its answer settles the prompt. */
  async install(): Promise<void> {
    const event = this.deferred;
    if (!event || this.installing) return;
    this.installing = true;
    this.deferred = null;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      runInAction(() => this.apply({ type: choice.outcome === 'accepted' ? 'installed' : 'dismissed' }));
    } catch {
      // The browser refused to show its dialog (already used, or no user gesture): the prompt goes away for now.
      runInAction(() => this.apply({ type: 'dismissed' }));
    } finally {
      runInAction(() => {
        this.installing = false;
      });
    }
  }

  /** The player closes the prompt: it does not come back, across reloads too. */
  dismiss(): void {
    this.apply({ type: 'dismissed' });
  }

  dispose(): void {
    this.unsubscribe();
  }

  private offer(event: BeforeInstallPromptEvent): void {
    this.deferred = event;
    this.apply({ type: 'promptAvailable' });
    if (canShowInstallPrompt(this.state)) this.apply({ type: 'promptShown' });
  }

  private apply(event: InstallPromptEvent): void {
    this.state = installPromptReducer(this.state, event);
    const flag = installPromptStoredFlag(this.state);
    if (flag !== null) this.storage.set(INSTALL_PROMPT_STORAGE_KEY, flag);
  }
}
