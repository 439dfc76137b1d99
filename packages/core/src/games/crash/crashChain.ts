import type { Digests } from '../../ports/Digests.ts';
import { crashPointFromHmac } from './crash.ts';

const HEX_64 = /^[0-9a-f]{64}$/;

/** A finished crash round as the verifier is given it: its hash, the published salt, and what it claimed. */
export interface CrashRoundProof {
  readonly hash: string;
  readonly salt: string;
  /** The crash point the round showed, in hundredths. */
  readonly crashHundredths: number;
  /** The hash of the round before it, or the published terminating hash for the first round. */
  readonly previousHash: string;
}

export interface CrashCheck {
  /** The crash point the hash gives. */
  readonly crashHundredths: number;
  readonly crashMatches: boolean;
  /** sha256(hash) is the previous round's hash: the round was fixed before the chain was published. */
  readonly chainMatches: boolean;
}

/** The crash point a round's hash gives with the published salt: HMAC_SHA256(key = hash, message = salt). */
export async function crashPointOf(digests: Digests, hash: string, salt: string): Promise<number> {
  return crashPointFromHmac(await digests.hmacSha256(hash, salt));
}

/**
 * The salt the first players fixed (docs/fairness.md, "Crash"): sha256 of the terminating hash and their bets' client
 * seeds in the order they came, `<terminating hash>:<seed 1>:<seed 2>…`. It equals the published salt when the
 * server did not choose it.
 */
export function crashSaltOf(
  digests: Digests,
  terminatingHash: string,
  seeds: readonly string[],
): Promise<string> {
  return digests.sha256Hex([terminatingHash, ...seeds].join(':'));
}

/** Whether a text is a game hash: 64 lowercase hex characters. */
export function isGameHash(text: string): boolean {
  return HEX_64.test(text);
}

/** Checks a crash round against its claimed point and the chain (docs/fairness.md, "Crash"). */
export async function checkCrashRound(digests: Digests, proof: CrashRoundProof): Promise<CrashCheck> {
  const crashHundredths = await crashPointOf(digests, proof.hash, proof.salt);
  const chained = await digests.sha256Hex(proof.hash);
  return {
    crashHundredths,
    crashMatches: crashHundredths === proof.crashHundredths,
    chainMatches: chained === proof.previousHash,
  };
}
