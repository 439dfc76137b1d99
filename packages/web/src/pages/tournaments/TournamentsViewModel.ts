import { makeAutoObservable } from 'mobx';
import type { ContentApi, Tournament, TournamentStatus } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const TOURNAMENTS_VM = token<TournamentsViewModel>('TournamentsViewModel');
export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = ['active', 'upcoming', 'finished'];

export function isTournamentStatus(value: unknown): value is TournamentStatus {
  return typeof value === 'string' && (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * The tournaments, all of them or those of one status (/tournaments/{status}), each with the player's own place and
 * points in it (issue 34): the page loads them again when the player logs in or out, since the standings are theirs.
 */
export class TournamentsViewModel {
  readonly tournaments = new Loadable<readonly Tournament[]>(isEmptyList);
  status: TournamentStatus | null = null;
  readonly #content: Pick<ContentApi, 'tournaments'>;
  readonly #session: Pick<SessionView, 'user'>;

  constructor(content: Pick<ContentApi, 'tournaments'>, session: Pick<SessionView, 'user'> = { user: null }) {
    this.#content = content;
    this.#session = session;
    makeAutoObservable(this);
  }

  /** Who is looking: a player's id, or null for a visitor. */
  get viewer(): string | null {
    return this.#session.user?.id ?? null;
  }

  open(status: TournamentStatus | null): Promise<void> {
    this.status = status;
    return this.tournaments.load(() => this.#content.tournaments(status ?? undefined));
  }

  dispose(): void {
    this.tournaments.cancel();
  }
}
