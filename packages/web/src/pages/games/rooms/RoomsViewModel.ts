import { makeAutoObservable } from 'mobx';
import { ROOM_GAMES, betLimits, type Money } from '@casino/core';
import type { SessionView } from '../../../components/page/pagePorts.ts';
import { ROOMS, type Room } from '../../../components/games/gameRoutes.ts';
import { token } from '../../../di/token.ts';

export const ROOMS_VM = token<RoomsViewModel>('RoomsViewModel');

/** The rooms hub: each room's one stake of §9 (red 1, yellow 10, purple 50 RUB); rooms are played in roubles. */
export class RoomsViewModel {
  readonly #session: Pick<SessionView, 'user'>;

  constructor(session: Pick<SessionView, 'user'>) {
    this.#session = session;
    makeAutoObservable(this);
  }

  get rooms(): readonly { readonly room: Room; readonly stake: Money | null }[] {
    return ROOMS.map((room) => ({ room, stake: betLimits(ROOM_GAMES[room], 'RUB')?.min ?? null }));
  }

  /** A player whose account is not in roubles sees the rooms but cannot join them. */
  get openToPlayer(): boolean {
    const currency = this.#session.user?.currency;
    return !currency || betLimits(ROOM_GAMES.red, currency) !== null;
  }
}
