import { makeAutoObservable, runInAction } from 'mobx';
import type { FreeSpinsApi } from '@casino/core';

/**
 * The titles of the campaigns behind a player's free spins (`GET /api/freeSpinsCampaigns/{id}`), each asked once; a
 * campaign that cannot be read simply shows no title.
 */
export class CampaignTitles {
  titles: ReadonlyMap<string, string> = new Map();
  readonly #asked = new Set<string>();
  readonly #api: Pick<FreeSpinsApi, 'campaign'>;

  constructor(api: Pick<FreeSpinsApi, 'campaign'>) {
    this.#api = api;
    makeAutoObservable(this);
  }

  titleOf(campaignId: string | null): string | null {
    return campaignId === null ? null : (this.titles.get(campaignId) ?? null);
  }

  async load(campaignIds: readonly (string | null)[]): Promise<void> {
    const fresh = [...new Set(campaignIds)].filter((id): id is string => id !== null && !this.#asked.has(id));
    fresh.forEach((id) => this.#asked.add(id));
    const answers = await Promise.all(fresh.map((id) => this.#api.campaign(id)));
    runInAction(() => {
      const next = new Map(this.titles);
      answers.forEach((answer) => {
        if (answer.ok) next.set(answer.value.id, answer.value.title);
      });
      this.titles = next;
    });
  }
}
