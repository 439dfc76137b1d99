import type { Database } from '../db/database.ts';
import { newServerSeed, sha256Hex } from '../fairness/fairness.ts';
import { fixChainSalt, insertChain, readChain, type ChainRow } from './crashChainStore.ts';

/** Every this many hashes of the chain is kept, so a round's hash is at most this many SHA-256 away. */
const CHECKPOINT_EVERY = 10_000;

/**
 * The salt fixed by players (docs/fairness.md, "Crash"): sha256 of the terminating hash and the client seeds of the
 * first players' bets, in the order they came, `<terminating hash>:<seed 1>:<seed 2>…`. The chain was published
 * before any of them, so the server cannot pick a salt that suits it.
 */
export function crashSalt(terminatingHash: string, seeds: readonly string[]): string {
  return sha256Hex([terminatingHash, ...seeds].join(':'));
}

/**
 * The published hash chain of crash: H_0 = sha256(secret), H_j = sha256(H_(j−1)), the terminating hash H_(N−1)
 * published when it is made, and the salt fixed once after it by the first players' client seeds (`fixSalt`); round k
 * plays H_(N−1−k). Made once per database, on first use.
 */
export class CrashChain {
  #row: ChainRow;
  readonly #checkpoints: readonly string[];

  private constructor(row: ChainRow) {
    this.#row = row;
    this.#checkpoints = JSON.parse(row.checkpoints) as string[];
  }

  /**
   * The chain of this database, made on first use. `seed` fixes the secret (and the salt, when given) for the tests
   * replaying the worked example; with `seedBets` 0 a new chain's salt is drawn at once (the browser tests, which do
   * not wait for players), else it waits for the first players' seeds.
   */
  static open(
    db: Database,
    length: number,
    seed: { readonly secret: string; readonly salt: string | null } | null,
    seedBets = 0,
  ): CrashChain {
    const existing = readChain(db);
    if (existing) return new CrashChain(existing);
    const secret = seed?.secret ?? newServerSeed();
    const checkpoints: string[] = [];
    let hash = sha256Hex(secret);
    for (let index = 0; index < length; index += 1) {
      if (index > 0) hash = sha256Hex(hash);
      if (index % CHECKPOINT_EVERY === 0) checkpoints.push(hash);
    }
    const salt = seed?.salt ?? (seedBets === 0 ? newServerSeed() : '');
    const row: ChainRow = {
      secret,
      length,
      salt,
      seeding: salt === '' ? 1 : 0,
      terminating_hash: hash,
      checkpoint_every: CHECKPOINT_EVERY,
      checkpoints: JSON.stringify(checkpoints),
    };
    insertChain(db, row);
    return new CrashChain(row);
  }

  /** The salt, '' while it waits for the players' seeds. */
  get salt(): string {
    return this.#row.salt;
  }

  get seeding(): boolean {
    return this.#row.seeding === 1;
  }

  /** Fixes the salt from the players' seeds, once; answers it. */
  fixSalt(db: Database, seeds: readonly string[]): string {
    if (!this.seeding) return this.#row.salt;
    const salt = crashSalt(this.#row.terminating_hash, seeds);
    fixChainSalt(db, salt);
    this.#row = { ...this.#row, salt, seeding: 0 };
    return salt;
  }

  get terminatingHash(): string {
    return this.#row.terminating_hash;
  }

  /** How many rounds the chain plays: every hash but the terminating one. */
  get rounds(): number {
    return this.#row.length - 1;
  }

  /** The hash of round k (1-based), from the nearest checkpoint below it in the chain. */
  hashOfRound(round: number): string {
    if (!Number.isInteger(round) || round < 1 || round > this.rounds)
      throw new RangeError('the chain is spent');
    const index = this.#row.length - 1 - round;
    const every = this.#row.checkpoint_every;
    let hash = this.#checkpoints[Math.floor(index / every)] ?? '';
    for (let step = index % every; step > 0; step -= 1) hash = sha256Hex(hash);
    return hash;
  }
}
