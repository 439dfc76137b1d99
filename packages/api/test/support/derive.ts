import { createHash, createHmac } from 'node:crypto';

/**
 * The fairness contract as an independent verifier reads docs/fairness.md, written apart from the API's engine so the
 * tests check the API against the document, not against itself.
 */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round += 1) {
    bytes.push(...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest());
  }
  return Array.from({ length: count }, (_, i) =>
    [0, 1, 2, 3].reduce((sum, j) => sum + (bytes[i * 4 + j] ?? 0) / 256 ** (j + 1), 0),
  );
}

export const diceRoll = (f: number) => Math.floor(f * 10001) / 100;

export function kenoDrawn(fs: readonly number[]): number[] {
  const pool = Array.from({ length: 40 }, (_, i) => i + 1);
  return fs.slice(0, 10).map((f, i) => pool.splice(Math.floor(f * (40 - i)), 1)[0] ?? 0);
}
