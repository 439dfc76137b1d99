import type { RoomColour } from '../../domain/limits.ts';
import type { Digests } from '../../ports/Digests.ts';
import { scaledIndex, u32At } from '../fairness/floats.ts';

/**
 * The rooms (docs/fairness.md, "Rooms"): a fixed stake a seat (§9, RUB only), several seats a player, joins closed when
 * the countdown starts, a draw over the seats with the round's server seed, a client seed mixing every entry's own
 * (each player's entropy), nonce 0, and a 5 % commission off the pot.
 */
export const ROOM_COLOURS: readonly RoomColour[] = ['red', 'yellow', 'purple'];

/** The seat price in kopecks (§9: red 1 ₽, yellow 10 ₽, purple 50 ₽). */
export const ROOM_SEAT_MINOR: Readonly<Record<RoomColour, number>> = {
  red: 100,
  yellow: 1_000,
  purple: 5_000,
};

/** The winner's share in ten-thousandths: the pot less the published 5 % commission. */
export const ROOM_PAYOUT_SHARE = 9_500;
/** A draw needs at least two seats taken when the timer ends. */
export const ROOM_MIN_SEATS = 2;

export function isRoomColour(text: string): text is RoomColour {
  return (ROOM_COLOURS as readonly string[]).includes(text);
}

/** The winning seat (0-based, in joining order): floor(f0 × seats). */
export function roomWinningSeat(u32: number, seats: number): number {
  return scaledIndex(u32, seats);
}

/** What the winner takes: floor(pot × 9500 / 10000). */
export function roomPayout(potMinor: number): number {
  return Number((BigInt(potMinor) * BigInt(ROOM_PAYOUT_SHARE)) / 10_000n);
}

export interface RoomDrawProof {
  readonly serverSeed: string;
  readonly serverSeedHashed: string;
  readonly roundId: number;
  /** Every entry's client seed, in joining order ('' for an entry that sent none). */
  readonly clientSeeds: readonly string[];
  readonly seats: number;
  readonly winningSeat: number;
}

export interface RoomDrawCheck {
  /** The draw's client seed: sha256 of the round id and the entries' client seeds. */
  readonly clientSeed: string;
  readonly winningSeat: number;
  readonly seedMatches: boolean;
  readonly seatMatches: boolean;
}

/** The draw's client seed: sha256 of `<round id>:<seed 1>:<seed 2>…`, the entries' seeds in joining order. */
export function roomClientSeed(
  digests: Digests,
  roundId: number,
  clientSeeds: readonly string[],
): Promise<string> {
  return digests.sha256Hex([String(roundId), ...clientSeeds].join(':'));
}

/** Recomputes a room's draw from its revealed seed and the players' client seeds: the platform's derivation, nonce 0. */
export async function checkRoomDraw(digests: Digests, proof: RoomDrawProof): Promise<RoomDrawCheck> {
  const clientSeed = await roomClientSeed(digests, proof.roundId, proof.clientSeeds);
  const bytes = await digests.hmacSha256(proof.serverSeed, `${clientSeed}:0:0`);
  const winningSeat = roomWinningSeat(u32At(bytes, 0), proof.seats);
  return {
    clientSeed,
    winningSeat,
    seedMatches: (await digests.sha256Hex(proof.serverSeed)) === proof.serverSeedHashed,
    seatMatches: winningSeat === proof.winningSeat,
  };
}
