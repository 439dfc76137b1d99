import type { Digests } from '../../ports/Digests.ts';
import { BYTES_PER_ROUND, FLOATS_PER_ROUND, u32At } from './floats.ts';

/** The seeds one bet is derived from. */
export interface BetSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** One HMAC round: its message and its 32 bytes as lowercase hex. */
export interface DerivedRound {
  readonly round: number;
  readonly message: string;
  readonly bytesHex: string;
}

/** The message of round `round`: "<client_seed>:<nonce>:<round>", both numbers in decimal. */
export function roundMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** How many rounds of bytes `floatCount` floats take. */
export function roundsFor(floatCount: number): number {
  return Math.ceil(floatCount / FLOATS_PER_ROUND);
}

/** The rounds of bytes a bet needs for `floatCount` floats, in order. */
export async function deriveRounds(
  digests: Pick<Digests, 'hmacSha256'>,
  seeds: BetSeeds,
  floatCount: number,
): Promise<readonly DerivedRound[]> {
  const rounds = Array.from({ length: roundsFor(floatCount) }, (_, round) => round);
  return Promise.all(
    rounds.map(async (round) => {
      const message = roundMessage(seeds.clientSeed, seeds.nonce, round);
      const bytes = await digests.hmacSha256(seeds.serverSeed, message);
      if (bytes.length !== BYTES_PER_ROUND) throw new RangeError(`HMAC-SHA256 gave ${bytes.length} bytes`);
      return { round, message, bytesHex: toHex(bytes) };
    }),
  );
}

/** The first `count` u32 values of the byte stream the rounds make, four bytes each, round after round. */
export function u32Stream(rounds: readonly DerivedRound[], count: number): readonly number[] {
  const bytes = new Uint8Array(rounds.length * BYTES_PER_ROUND);
  rounds.forEach((round, i) => bytes.set(fromHex(round.bytesHex), i * BYTES_PER_ROUND));
  if (count * 4 > bytes.length)
    throw new RangeError(`${count} floats need more than ${rounds.length} rounds`);
  return Array.from({ length: count }, (_, i) => u32At(bytes, 4 * i));
}
