// EIP-55 checksums an Ethereum address with Keccak-256 (the original padding, not NIST SHA3-256), which no platform
// API offers; this plain version on 64-bit BigInt lanes is slow but hashes one 40-character address in well under a
// millisecond, which is all a form needs.
const MASK = (1n << 64n) - 1n;

const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];

/** Rotation offsets of lane (x, y) at index x + 5y. */
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

const RATE_BYTES = 136;

const rotl = (lane: bigint, by: number): bigint =>
  by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK;

const lane = (state: bigint[], index: number): bigint => state[index] ?? 0n;

function permute(state: bigint[]): void {
  for (const constant of ROUND_CONSTANTS) {
    const columns = [0, 1, 2, 3, 4].map(
      (x) =>
        lane(state, x) ^ lane(state, x + 5) ^ lane(state, x + 10) ^ lane(state, x + 15) ^ lane(state, x + 20),
    );
    for (let x = 0; x < 5; x += 1) {
      const d = (columns[(x + 4) % 5] ?? 0n) ^ rotl(columns[(x + 1) % 5] ?? 0n, 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(state, x + y) ^ d;
    }
    const moved: bigint[] = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(lane(state, x + 5 * y), ROTATIONS[x + 5 * y] ?? 0);
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) {
        const next = lane(moved, y + ((x + 1) % 5));
        state[x + y] = lane(moved, x + y) ^ (~next & MASK & lane(moved, y + ((x + 2) % 5)));
      }
    }
    state[0] = lane(state, 0) ^ constant;
  }
}

/** Keccak-256 of some bytes, as Ethereum uses it. */
export function keccak256(message: Uint8Array): Uint8Array {
  const blocks = Math.floor(message.length / RATE_BYTES) + 1;
  const padded = new Uint8Array(blocks * RATE_BYTES);
  padded.set(message);
  padded[message.length] = (padded[message.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;
  const state: bigint[] = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < padded.length; block += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES / 8; i += 1) {
      let value = 0n;
      for (let b = 7; b >= 0; b -= 1) value = (value << 8n) | BigInt(padded[block + 8 * i + b] ?? 0);
      state[i] = lane(state, i) ^ value;
    }
    permute(state);
  }
  const digest = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) digest[i] = Number((lane(state, i >> 3) >> BigInt(8 * (i & 7))) & 0xffn);
  return digest;
}
