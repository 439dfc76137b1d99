import { makeAutoObservable } from 'mobx';
import type { ContentApi, TopEntry } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import { token } from '../../di/token.ts';

export const TOP_VM = token<TopViewModel>('TopViewModel');

/** The biggest wins, by place. */
export class TopViewModel {
  readonly entries = new Loadable<readonly TopEntry[]>(isEmptyList);
  readonly #content: Pick<ContentApi, 'top'>;

  constructor(content: Pick<ContentApi, 'top'>) {
    this.#content = content;
    makeAutoObservable(this);
  }

  get ranked(): readonly TopEntry[] {
    return [...(this.entries.value ?? [])].sort((a, b) => a.place - b.place);
  }

  load(): Promise<void> {
    return this.entries.load(() => this.#content.top());
  }

  dispose(): void {
    this.entries.cancel();
  }
}
