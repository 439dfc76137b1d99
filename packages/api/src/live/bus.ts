/**
 * The publish/subscribe port the round engines speak through. One process uses the in-memory bus; several API
 * instances would share rounds through a broker behind the same two calls (docs/contract.md, "Live games").
 * Events carry player ids; the socket layer masks them per viewer before anything leaves the server.
 */
export interface BetView {
  readonly bet_id: number;
  readonly round_id: number;
  readonly player_id: number;
  readonly player: string;
  /** The player hides their statistics (issue 34): others are sent no name. */
  readonly hidden: boolean;
  readonly stake_minor: number;
  readonly currency: string;
  readonly auto_cash_out: number | null;
  readonly status: 'open' | 'cashed_out' | 'lost' | 'refunded';
  readonly cashed_out_at: number | null;
  readonly payout_minor: number;
  readonly key: string;
}

export interface CrashRoundView {
  readonly id: number;
  readonly phase: 'betting' | 'running' | 'busted';
  /** Null while round 1 waits for the players' seeds to fix the salt: its betting phase has no end yet. */
  readonly betting_ends_at: number | null;
  readonly started_at: number | null;
  readonly crash: number | null;
  readonly hash: string | null;
}

export interface EntryView {
  readonly player_id: number;
  readonly player: string;
  /** The player hides their statistics (issue 34): others are sent no name. */
  readonly hidden: boolean;
  readonly seats: number;
  /** The client seed the player sent with the join, mixed into the draw ('' when none). */
  readonly client_seed: string;
}

export interface RoomRoundView {
  readonly id: number;
  readonly room: 'red' | 'yellow' | 'purple';
  readonly status: 'open' | 'settled';
  readonly server_seed_hashed: string;
  readonly server_seed: string | null;
  readonly entries: readonly EntryView[];
  readonly pot_minor: number;
  readonly ends_at: number | null;
  readonly winning_seat: number | null;
  readonly winner: string | null;
  readonly payout_minor: number;
}

export type BusEvent =
  | { readonly type: 'crash.opened'; readonly round: CrashRoundView }
  | { readonly type: 'crash.bet'; readonly bet: BetView }
  | { readonly type: 'crash.started'; readonly round_id: number; readonly started_at: number }
  | {
      readonly type: 'crash.cashed_out';
      readonly round_id: number;
      readonly bet_id: number;
      readonly at: number;
      readonly payout_minor: number;
    }
  | {
      readonly type: 'crash.busted';
      readonly round_id: number;
      readonly crash: number;
      readonly hash: string;
    }
  /** The players' seeds fixed the salt: every client is sent a fresh snapshot with it. */
  | { readonly type: 'crash.salted'; readonly salt: string }
  | { readonly type: 'room.opened'; readonly round: RoomRoundView }
  | {
      readonly type: 'room.joined';
      readonly room: RoomRoundView['room'];
      readonly round_id: number;
      readonly entry: EntryView;
      readonly pot_minor: number;
      readonly ends_at: number | null;
    }
  | {
      readonly type: 'room.settled';
      readonly room: RoomRoundView['room'];
      readonly round_id: number;
      readonly server_seed: string;
      readonly winning_seat: number;
      /** Null when the winner hides their statistics. */
      readonly winner: string | null;
      readonly payout_minor: number;
    }
  /** Settled by the server without a request (an auto cash-out, a room win, a refund): that player's new balance. */
  | { readonly type: 'balance'; readonly player_id: number; readonly balance_minor: number };

export interface LiveBus {
  publish(event: BusEvent): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
}

/** One process: listeners are called in order, synchronously. */
export class InMemoryBus implements LiveBus {
  readonly #listeners = new Set<(event: BusEvent) => void>();

  publish(event: BusEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  subscribe(listener: (event: BusEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
