import { betIntegers, scaled, sha256Hex } from '../fairness/fairness.ts';
import type { RoomRoundView } from './bus.ts';

/** The rooms' rules (docs/fairness.md, "Rooms"): the seats, their prices, the draw and the winner's share. */

export type Room = RoomRoundView['room'];
export const ROOMS: readonly Room[] = ['red', 'yellow', 'purple'];

/** §9: the seat price in kopecks; the rooms are offered in RUB only. */
export const SEAT_MINOR: Readonly<Record<Room, number>> = { red: 100, yellow: 1_000, purple: 5_000 };
export const MAX_SEATS_PER_JOIN = 10;
export const MAX_SEATS_PER_ROUND = 100;
/** The winner's share in ten-thousandths: 5 % commission. */
const PAYOUT_SHARE = 9_500n;

/** The winner's share of a pot, floor(pot × 9500 / 10000): whole for every legal pot (whole rubles), so never cut. */
export const roomPayout = (potMinor: number): number => Number((BigInt(potMinor) * PAYOUT_SHARE) / 10_000n);

/**
 * The draw's client seed (docs/fairness.md, "Rooms"): sha256 of the round id and every entry's client seed in joining
 * order, `<round id>:<seed 1>:<seed 2>…`, so each player's entropy is in the draw and nobody fixes it alone.
 */
export function roomClientSeed(roundId: number, clientSeeds: readonly string[]): string {
  return sha256Hex([String(roundId), ...clientSeeds].join(':'));
}

/**
 * The draw of a round (nonce 0): the winning seat, `floor(f × seats)` of the round's first float, and the player
 * holding it, seats counted in joining order.
 */
export function roomDraw<Owner extends { readonly seats: number; readonly client_seed: string }>(
  serverSeed: string,
  roundId: number,
  seats: number,
  owners: readonly Owner[],
): { seat: number; winner: Owner | undefined } {
  const clientSeed = roomClientSeed(
    roundId,
    owners.map((owner) => owner.client_seed),
  );
  const [u32 = 0] = betIntegers(serverSeed, clientSeed, 0, 1);
  const seat = scaled(u32, seats);
  let passed = 0;
  const winner = owners.find((owner) => (passed += owner.seats) > seat) ?? owners[0];
  return { seat, winner };
}
