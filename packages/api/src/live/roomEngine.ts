import type { Deps } from '../deps.ts';
import { newServerSeed, sha256Hex } from '../fairness/fairness.ts';
import { recordPlay } from '../plays/playStore.ts';
import { once } from '../money/idempotency.ts';
import { balanceOf } from '../money/money.ts';
import { currencyOf, payWin, takeStake } from '../rounds/roundStepStore.ts';
import type { EntryView, LiveBus, RoomRoundView } from './bus.ts';
import { shownName } from './masking.ts';
import { Refusal, type Accepted } from './refusal.ts';
import {
  MAX_SEATS_PER_JOIN,
  MAX_SEATS_PER_ROUND,
  ROOMS,
  roomDraw,
  roomPayout,
  SEAT_MINOR,
  type Room,
} from './roomRules.ts';
import {
  addSeats,
  insertEntry,
  insertRoomRound,
  openRound,
  playersIn,
  roomRoundById,
  roundEntries,
  roundOwners,
  settledRounds,
  settleRoomRound,
  type RoomRoundRow,
} from './roomStore.ts';
import type { LiveScheduler, LiveSettings } from './scheduler.ts';

const ROOM_HISTORY = 20;
const reused = () => new Refusal('idempotency_key_reused');

/**
 * The winner's name as everyone sees it: masked (a bot's whole, issue 38), or none for a player who hides their
 * statistics (issue 34).
 */
const winnerName = (row: RoomRoundRow) =>
  row.winner_name === null || row.winner_hidden === 1 ? null : shownName(row.winner_name, row.winner_method);

/**
 * The three rooms: seats at a fixed stake join an open round; once two players hold seats a countdown runs and joins
 * close, then the draw (server seed, the players' mixed client seeds, nonce 0) pays the winner the pot less 5 %, in
 * one transaction.
 */
export class RoomEngine {
  readonly #deps: Deps;
  readonly #bus: LiveBus;
  readonly #scheduler: LiveScheduler;
  readonly #settings: LiveSettings;
  readonly #timers = new Map<Room, () => void>();

  constructor(deps: Deps, bus: LiveBus, scheduler: LiveScheduler, settings: LiveSettings) {
    this.#deps = deps;
    this.#bus = bus;
    this.#scheduler = scheduler;
    this.#settings = settings;
  }

  /** Opens a round where a room has none; a countdown a stop interrupted resumes where it was. */
  start(): void {
    for (const room of ROOMS) {
      const round = this.#open(room) ?? this.#newRound(room);
      if (round.ends_at !== null) this.#schedule(room, round.ends_at - this.#deps.clock.now());
    }
  }

  stop(): void {
    for (const cancel of this.#timers.values()) cancel();
    this.#timers.clear();
  }

  #open(room: Room): RoomRoundRow | undefined {
    return openRound(this.#deps, room);
  }

  #newRound(room: Room): RoomRoundRow {
    const seed = newServerSeed();
    const id = insertRoomRound(this.#deps, room, seed, sha256Hex(seed), this.#deps.clock.now());
    const round = this.#byId(id);
    this.#bus.publish({ type: 'room.opened', round: this.view(round) });
    return round;
  }

  #byId(id: number): RoomRoundRow {
    return roomRoundById(this.#deps, id);
  }

  #entries(roundId: number): EntryView[] {
    return roundEntries(this.#deps, roundId);
  }

  view(row: RoomRoundRow): RoomRoundView {
    return {
      id: row.id,
      room: row.room,
      status: row.status,
      server_seed_hashed: row.server_seed_hashed,
      server_seed: row.status === 'settled' ? row.server_seed : null,
      entries: this.#entries(row.id),
      pot_minor: row.pot_minor,
      ends_at: row.ends_at,
      winning_seat: row.winning_seat,
      winner: winnerName(row),
      payout_minor: row.payout_minor,
    };
  }

  snapshot(): { round: RoomRoundView; history: RoomRoundView[] }[] {
    return ROOMS.map((room) => {
      const open = this.#open(room);
      const history = settledRounds(this.#deps, room, ROOM_HISTORY).map((row) => this.view(row));
      if (!open) throw new Error(`room ${room} has no open round`);
      return { round: this.view(open), history };
    });
  }

  #schedule(room: Room, ms: number): void {
    this.#timers.get(room)?.();
    this.#timers.set(
      room,
      this.#scheduler.after(ms, () => this.#draw(room)),
    );
  }

  /** Seats in the open round, with the player's client seed for the draw ('' when the client sent none). */
  join(playerId: number, key: string, room: Room, seats: number, clientSeed = ''): Accepted {
    if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS_PER_JOIN) throw new Refusal('invalid');
    // A key names one join of one round: sent again once that round is over it is refused, not replayed.
    const joinKey = {
      scope: 'room_join',
      ownerId: playerId,
      key,
      request: [room, seats, this.#open(room)?.id ?? null],
    } as const;
    const seated = once(
      this.#deps,
      joinKey,
      () => {
        const currency = currencyOf(this.#deps, playerId);
        if (currency !== 'RUB') throw new Refusal('not_offered');
        const round = this.#open(room);
        if (!round) throw new Refusal('betting_closed');
        // Joins close when the countdown starts: nobody may add seats (or entropy) once the draw's entries are final.
        if (round.ends_at !== null) throw new Refusal('joins_closed');
        if (round.seats + seats > MAX_SEATS_PER_ROUND) throw new Refusal('room_full');
        const cost = seats * SEAT_MINOR[room];
        // One player may join a round more than once (more seats): each join is its own movement, keyed by its key.
        takeStake(this.#deps, playerId, cost, {
          currency,
          reference: `room:${round.id}`,
          key: `bet:room:${round.id}:${key}`,
        });
        const now = this.#deps.clock.now();
        insertEntry(this.#deps, { roundId: round.id, playerId, seats, key, clientSeed, now });
        const total = round.seats + seats;
        // A contest needs two players: one player's many seats start no countdown (they would only win back their own
        // pot less the fee); the countdown starts when a second player takes a seat.
        const players = playersIn(this.#deps, round.id);
        const endsAt = round.ends_at ?? (players >= 2 ? now + this.#settings.roomCountdownMs : null);
        addSeats(this.#deps, round.id, total, cost, endsAt);
        return { roundId: round.id, startsCountdown: round.ends_at === null && endsAt !== null };
      },
      reused,
    );
    if (!seated.replayed) {
      const round = this.#byId(seated.answer.roundId);
      const { startsCountdown } = seated.answer;
      const entries = this.#entries(round.id);
      const entry = entries[entries.length - 1] as EntryView;
      this.#bus.publish({
        type: 'room.joined',
        room,
        round_id: round.id,
        entry,
        pot_minor: round.pot_minor,
        ends_at: round.ends_at,
      });
      if (startsCountdown) this.#schedule(room, this.#settings.roomCountdownMs);
    }
    return { balance_minor: balanceOf(this.#deps, playerId), payout_minor: null };
  }

  /** One play per player of the round (their seats together): the winner's payout, the others' stakes lost. */
  #recordPlays(
    roundId: number,
    owners: readonly { player_id: number; seats: number }[],
    seatPrice: number,
    winnerId: number,
    payout: number,
  ): void {
    const seatsOf = new Map<number, number>();
    for (const owner of owners)
      seatsOf.set(owner.player_id, (seatsOf.get(owner.player_id) ?? 0) + owner.seats);
    for (const [playerId, seats] of seatsOf)
      recordPlay(this.#deps, {
        playerId,
        game: 'rooms',
        reference: `room:${roundId}:${playerId}`,
        stakeMinor: seats * seatPrice,
        payoutMinor: playerId === winnerId ? payout : 0,
        currency: 'RUB',
      });
  }

  #draw(room: Room): void {
    this.#timers.delete(room);
    const settled = this.#deps.db.transaction(() => {
      const round = this.#open(room);
      if (!round || playersIn(this.#deps, round.id) < 2) return null;
      const owners = roundOwners(this.#deps, round.id);
      const { seat, winner } = roomDraw(round.server_seed, round.id, round.seats, owners);
      if (!winner) return null;
      const payout = roomPayout(round.pot_minor);
      settleRoomRound(this.#deps, round.id, {
        seat,
        winnerId: winner.player_id,
        payoutMinor: payout,
        now: this.#deps.clock.now(),
      });
      const balance = payWin(this.#deps, winner.player_id, payout, {
        currency: 'RUB',
        reference: `room:${round.id}`,
      });
      this.#recordPlays(round.id, owners, SEAT_MINOR[room], winner.player_id, payout);
      return { round: this.#byId(round.id), winnerId: winner.player_id, balance };
    });
    if (!settled) return;
    const { round } = settled;
    this.#bus.publish({
      type: 'room.settled',
      room,
      round_id: round.id,
      server_seed: round.server_seed,
      winning_seat: round.winning_seat ?? 0,
      winner: winnerName(round),
      payout_minor: round.payout_minor,
    });
    this.#bus.publish({ type: 'balance', player_id: settled.winnerId, balance_minor: settled.balance });
    this.#newRound(room);
  }
}
