import { makeAutoObservable, runInAction } from 'mobx';
import type { FreeSpin, FreeSpinsApi } from '@casino/core';

/**
 * Giving up a campaign's free spins (`PUT /api/v2/freeSpinsCampaigns/cancel/{id}`): asked first, done only once the
 * player confirms; a failure says so and leaves the spins as they were.
 */
export class FreeSpinCancel {
  asking: FreeSpin | null = null;
  busy = false;
  failed = false;
  readonly #api: Pick<FreeSpinsApi, 'cancel'>;
  readonly #done: () => void;

  constructor(api: Pick<FreeSpinsApi, 'cancel'>, done: () => void) {
    this.#api = api;
    this.#done = done;
    makeAutoObservable(this);
  }

  ask(spin: FreeSpin): void {
    if (spin.campaignId === null) return;
    this.asking = spin;
    this.failed = false;
  }

  keep(): void {
    this.asking = null;
  }

  async confirm(): Promise<void> {
    const campaignId = this.asking?.campaignId;
    if (!campaignId || this.busy) return;
    this.busy = true;
    const result = await this.#api.cancel(campaignId);
    runInAction(() => {
      this.busy = false;
      this.failed = !result.ok;
      if (result.ok) this.asking = null;
    });
    if (result.ok) this.#done();
  }
}
