import { makeAutoObservable } from 'mobx';
import { err, settled, type ContentApi, type Tournament, type TournamentLeader } from '@casino/core';
import { Loadable } from '../../components/page/Loadable.ts';
import type { SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const TOURNAMENT_VM = token<TournamentViewModel>('TournamentViewModel');

/** Ids are the API's numbers; anything else cannot name a tournament and is not sent. */
const TOURNAMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One tournament (issue 34): its rule, games and prizes, the leaderboard of real bets highest place first, and the
 * player's own place and points. The page loads it again when the player logs in or out, since the standing is theirs.
 */
export class TournamentViewModel {
  readonly tournament = new Loadable<Tournament>();
  readonly #content: Pick<ContentApi, 'tournament'>;
  readonly #session: Pick<SessionView, 'user'>;

  constructor(content: Pick<ContentApi, 'tournament'>, session: Pick<SessionView, 'user'>) {
    this.#content = content;
    this.#session = session;
    makeAutoObservable(this);
  }

  get leaders(): readonly TournamentLeader[] {
    return [...(this.tournament.value?.leaders ?? [])].sort((a, b) => a.place - b.place);
  }

  /** Who is looking: a player's id, or null for a visitor (the page reloads when it changes). */
  get viewer(): string | null {
    return this.#session.user?.id ?? null;
  }

  get me(): Tournament['me'] {
    return this.tournament.value?.me ?? null;
  }

  /** Whether the leaderboard's row is the player's own. */
  isMine(leader: TournamentLeader): boolean {
    return this.me !== null && this.me.place === leader.place;
  }

  /** The board shows what each place was paid once the tournament is over. */
  get showsPrizes(): boolean {
    return this.tournament.value?.status === 'finished';
  }

  open(id: string): Promise<void> {
    if (!TOURNAMENT_ID.test(id)) return this.tournament.load(() => settled(err({ kind: 'notFound' })));
    return this.tournament.load(() => this.#content.tournament(id));
  }

  dispose(): void {
    this.tournament.cancel();
  }
}
