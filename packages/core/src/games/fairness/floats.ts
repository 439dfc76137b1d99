/** Eight floats of four bytes each come out of one 32-byte HMAC round (docs/fairness.md, "From seeds to numbers"). */
export const BYTES_PER_ROUND = 32;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / 4;

const TWO_POW_32 = 2 ** 32;

/** The big-endian unsigned 32-bit integer of bytes `offset .. offset + 3`. */
export function u32At(bytes: Uint8Array, offset: number): number {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(offset, offset + 4);
  return b0 * 2 ** 24 + b1 * 2 ** 16 + b2 * 2 ** 8 + b3;
}

/** The float in [0, 1) that four bytes stand for: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function floatOf(u32: number): number {
  return u32 / TWO_POW_32;
}

/**
 * floor(f × n), computed on the integer so no rounding of the float can move it: u32 × n stays below 2⁵³ for every
 * n ≤ 2²¹, which covers every scale the games use.
 */
export function scaledIndex(u32: number, n: number): number {
  return Math.floor((u32 * n) / TWO_POW_32);
}
