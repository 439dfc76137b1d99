import { makeAutoObservable } from 'mobx';
import type { ContentApi, Tournament, TournamentStatus } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import { token } from '../../di/token.ts';

export const TOURNAMENTS_VM = token<TournamentsViewModel>('TournamentsViewModel');
export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'upcoming', 'finished'];

export function isTournamentStatus(value: unknown): value is TournamentStatus {
  return typeof value === 'string' && (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}

/** The tournaments, all of them or those of one status (/tournaments/{status}). */
export class TournamentsViewModel {
  readonly tournaments = new Loadable<readonly Tournament[]>(isEmptyList);
  status: TournamentStatus | null = null;
  readonly #content: Pick<ContentApi, 'tournaments'>;

  constructor(content: Pick<ContentApi, 'tournaments'>) {
    this.#content = content;
    makeAutoObservable(this);
  }

  open(status: TournamentStatus | null): Promise<void> {
    this.status = status;
    return this.tournaments.load(() => this.#content.tournaments(status ?? undefined));
  }

  dispose(): void {
    this.tournaments.cancel();
  }
}
