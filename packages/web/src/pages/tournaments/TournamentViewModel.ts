import { makeAutoObservable } from 'mobx';
import { err, settled, type ContentApi, type Tournament } from '@casino/core';
import { Loadable } from '../../components/page/Loadable.ts';
import { token } from '../../di/token.ts';

export const TOURNAMENT_VM = token<TournamentViewModel>('TournamentViewModel');

/** Ids are the API's numbers; anything else cannot name a tournament and is not sent. */
const TOURNAMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One tournament with its leaders, highest place first. */
export class TournamentViewModel {
  readonly tournament = new Loadable<Tournament>();
  readonly #content: Pick<ContentApi, 'tournament'>;

  constructor(content: Pick<ContentApi, 'tournament'>) {
    this.#content = content;
    makeAutoObservable(this);
  }

  get leaders(): Tournament['leaders'] {
    return [...(this.tournament.value?.leaders ?? [])].sort((a, b) => a.place - b.place);
  }

  open(id: string): Promise<void> {
    if (!TOURNAMENT_ID.test(id)) return this.tournament.load(() => settled(err({ kind: 'notFound' })));
    return this.tournament.load(() => this.#content.tournament(id));
  }

  dispose(): void {
    this.tournament.cancel();
  }
}
