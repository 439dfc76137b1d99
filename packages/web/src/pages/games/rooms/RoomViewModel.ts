import { makeAutoObservable, runInAction } from 'mobx';
import {
  ROOM_SEAT_MINOR,
  applyLiveBalance,
  applyRoomEvent,
  seatsTaken,
  type Clock,
  type JoinRoom,
  type LiveChannel,
  type LiveEvent,
  type LiveRefusal,
  type LiveStatus,
  type Money,
  type RoomColour,
  type RoomRound,
  type RoomTable,
  type TimerHandle,
} from '@casino/core';
import type { SessionView } from '../../../components/page/pagePorts.ts';

export interface RoomDeps {
  readonly channel: LiveChannel;
  readonly session: SessionView;
  readonly clock: Clock;
  readonly join: Pick<JoinRoom, 'execute'>;
}

export type RoomNotice =
  | { readonly kind: 'refused'; readonly reason: LiveRefusal | 'login' | 'notOffered' | 'seats' }
  | { readonly kind: 'joined'; readonly seats: number };

/** One room: its open round (seats, pot, countdown), the draw and winner, past rounds with their proofs. */
export class RoomViewModel {
  readonly room: RoomColour;
  readonly #deps: RoomDeps;
  table: RoomTable | null = null;
  status: LiveStatus = 'connecting';
  seats = 1;
  busy = false;
  notice: RoomNotice | null = null;
  offsetMs = 0;
  nowMs = 0;
  /**
   * The draw to reveal on the page: one settled while the page watched is revealed with its animation (`live`); the
   * last one of a snapshot is shown as it ended. Kept until the next draw.
   */
  reveal: { readonly round: RoomRound; readonly live: boolean } | null = null;
  #stops: (() => void)[] = [];
  #ticker: TimerHandle | null = null;

  constructor(room: RoomColour, deps: RoomDeps) {
    this.room = room;
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(): void {
    const { channel, clock } = this.#deps;
    this.#stops.push(channel.onEvent((event) => this.#apply(event)));
    this.#stops.push(channel.onStatus((status) => runInAction(() => (this.status = status))));
    channel.start();
    this.status = channel.status;
    this.nowMs = clock.now();
    this.#ticker = clock.setInterval(() => runInAction(() => (this.nowMs = clock.now())), 1_000);
  }

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#ticker?.cancel();
    this.#deps.channel.stop();
  }

  #apply(event: LiveEvent): void {
    // The server's balance wins: a snapshot after a reconnection, or a room win it paid.
    if (event.kind === 'snapshot' || event.kind === 'balance')
      applyLiveBalance(this.#deps.session, event.balanceMinor);
    if (event.kind === 'snapshot') {
      this.offsetMs = event.serverNow - this.#deps.clock.now();
      this.table = event.rooms.find((table) => table.round.room === this.room) ?? null;
      const last = this.table?.history[0];
      if (last && this.reveal?.round.id !== last.id) this.reveal = { round: last, live: false };
      return;
    }
    if (!this.table) return;
    this.table = applyRoomEvent(this.room, this.table, event);
    const { round } = this.table;
    if (event.kind === 'roomSettled' && round.status === 'settled' && round.id === event.roundId)
      this.reveal = { round, live: true };
  }

  get seatPrice(): Money {
    return { minor: ROOM_SEAT_MINOR[this.room], currency: 'RUB' };
  }

  get pot(): Money {
    return { minor: this.table?.round.potMinor ?? 0, currency: 'RUB' };
  }

  get seatsTaken(): number {
    return this.table ? seatsTaken(this.table) : 0;
  }

  /** Whole seconds to the draw, or null before a second player starts the countdown. */
  get secondsLeft(): number | null {
    const endsAt = this.table?.round.endsAt;
    if (endsAt === null || endsAt === undefined || this.table?.round.status !== 'open') return null;
    return Math.max(0, Math.ceil((endsAt - this.nowMs - this.offsetMs) / 1000));
  }

  /** The round just drawn (shown until the next one takes seats), else null. */
  get lastDraw() {
    return this.table?.history[0] ?? null;
  }

  /** Joins close when the countdown starts (docs/fairness.md, "Rooms"): the seats and their seeds are final. */
  get joinsClosed(): boolean {
    const round = this.table?.round;
    return round?.status === 'open' && round.endsAt !== null && round.endsAt !== undefined;
  }

  get canJoin(): boolean {
    return (
      this.#deps.session.isLoggedIn &&
      this.status === 'live' &&
      this.table?.round.status === 'open' &&
      !this.joinsClosed &&
      !this.busy
    );
  }

  setSeats(seats: number): void {
    this.seats = Math.min(10, Math.max(1, Math.round(seats) || 1));
  }

  async join(): Promise<void> {
    this.busy = true;
    this.notice = null;
    const seats = this.seats;
    const result = await this.#deps.join.execute(this.room, seats);
    runInAction(() => {
      this.busy = false;
      if (result.ok) return void (this.notice = { kind: 'joined', seats });
      const error = result.error;
      if (error.kind === 'refused') this.notice = { kind: 'refused', reason: error.reason };
      else if (error.kind === 'unauthorised') this.notice = { kind: 'refused', reason: 'login' };
      else this.notice = { kind: 'refused', reason: error.kind === 'notOffered' ? 'notOffered' : 'seats' };
    });
  }
}
