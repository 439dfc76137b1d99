import { createHmac } from 'node:crypto';
import { sha256Hex } from '../fairness/fairness.ts';

/**
 * A live table's rounds as hash chains (issue 33; docs/fairness.md, "Live tables"), as crash's are: rounds
 * `c × CHAIN_ROUNDS` to `(c + 1) × CHAIN_ROUNDS − 1` form chain c. Its top is HMAC-SHA256(table secret,
 * `<prefix><slug>:chain:<c>`) in hex; each round's seed is the SHA-256 (of the hex text) of the next round's, so
 * `sha256(seed of round n)` is the seed of round n − 1, and the chain's terminating hash, `sha256(seed of its first
 * round)`, fixes every seed of the chain. The terminating hashes of the chain on and of the next one are published,
 * so a chain is committed long before its first round.
 */
export const CHAIN_ROUNDS = 16_384;
/** Every this many rounds down from the top a seed is kept, so any seed is fewer hashes away. */
const CHECKPOINT = 32;
/** Chains kept in memory: a few tables, real and demo, this chain and the next. */
const CACHED = 64;

const cache = new Map<string, readonly string[]>();

/** The kept seeds of a chain: `kept[j]` is the seed at offset `CHAIN_ROUNDS − 1 − j × CHECKPOINT`. */
function keptSeeds(secret: string, label: string, chain: number): readonly string[] {
  const key = `${secret}:${label}:${chain}`;
  const known = cache.get(key);
  if (known) return known;
  let seed = createHmac('sha256', secret).update(`${label}:chain:${chain}`, 'ascii').digest('hex');
  const kept: string[] = [];
  for (let offset = CHAIN_ROUNDS - 1; offset >= 0; offset -= 1) {
    if ((CHAIN_ROUNDS - 1 - offset) % CHECKPOINT === 0) kept.push(seed);
    if (offset > 0) seed = sha256Hex(seed);
  }
  if (cache.size >= CACHED) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, kept);
  return kept;
}

/** The seed of round `roundId` of the chains `label` (`<slug>` or `demo:<slug>`) made from the table's secret. */
export function chainSeed(secret: string, label: string, roundId: number): string {
  const chain = Math.floor(roundId / CHAIN_ROUNDS);
  const offset = roundId - chain * CHAIN_ROUNDS;
  const j = Math.floor((CHAIN_ROUNDS - 1 - offset) / CHECKPOINT);
  let seed = keptSeeds(secret, label, chain)[j] ?? '';
  for (let at = CHAIN_ROUNDS - 1 - j * CHECKPOINT; at > offset; at -= 1) seed = sha256Hex(seed);
  return seed;
}

export interface ChainView {
  readonly first_round: number;
  readonly rounds: number;
  /** sha256 of the first round's seed: published before that round, it fixes every seed of the chain. */
  readonly terminating_hash: string;
}

/** The chain a round belongs to, as published. */
export function chainOf(secret: string, label: string, roundId: number): ChainView {
  const first = Math.floor(roundId / CHAIN_ROUNDS) * CHAIN_ROUNDS;
  return {
    first_round: first,
    rounds: CHAIN_ROUNDS,
    terminating_hash: sha256Hex(chainSeed(secret, label, first)),
  };
}
