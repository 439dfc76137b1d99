import type { RoomColour } from '../../domain/limits.ts';
import { err, ok, type Result } from '../../domain/result.ts';
import { ROOM_SEAT_MINOR } from '../../games/rooms/rooms.ts';
import type { Randomness } from '../../ports/Randomness.ts';
import { applyLiveBalance, type LiveFailure, type LivePlayDeps } from './liveSettlement.ts';

/** Seats one player may take in one request. */
export const ROOM_MAX_SEATS_PER_JOIN = 10;

export type JoinRoomFailure =
  LiveFailure | { readonly kind: 'notOffered' } | { readonly kind: 'invalidSeats' };

type JoinRoomDeps = LivePlayDeps & { readonly randomness: Pick<Randomness, 'id' | 'clientSeed'> };

/**
 * Takes seats in a room's open round at its fixed stake (§9: RUB only). The server debits seats × stake once per
 * key; a join lost with its connection shows in the next snapshot's seats, so it is never taken twice. Each join
 * carries a client seed made here, the player's entropy mixed into the draw (docs/fairness.md, "Rooms").
 */
export class JoinRoom {
  readonly #deps: JoinRoomDeps;

  constructor(deps: JoinRoomDeps) {
    this.#deps = deps;
  }

  async execute(room: RoomColour, seats: number): Promise<Result<number, JoinRoomFailure>> {
    const { session, channel } = this.#deps;
    if (!session.isLoggedIn) return err({ kind: 'unauthorised' });
    if (session.user?.balance.currency !== 'RUB') return err({ kind: 'notOffered' });
    if (!Number.isInteger(seats) || seats < 1 || seats > ROOM_MAX_SEATS_PER_JOIN)
      return err({ kind: 'invalidSeats' });
    const { randomness } = this.#deps;
    const reply = await channel.request({
      kind: 'roomJoin',
      key: randomness.id(),
      room,
      seats,
      clientSeed: randomness.clientSeed(),
    });
    if (!reply.ok) return err({ kind: 'refused', reason: reply.error });
    applyLiveBalance(session, reply.balanceMinor);
    return ok(seats * ROOM_SEAT_MINOR[room]);
  }
}
