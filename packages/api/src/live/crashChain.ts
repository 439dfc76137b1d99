import type { Database } from '../db/database.ts';
import { newServerSeed, sha256Hex } from '../games/fairness.ts';

/** Every this many hashes of the chain is kept, so a round's hash is at most this many SHA-256 away. */
const CHECKPOINT_EVERY = 10_000;

interface ChainRow {
  secret: string;
  length: number;
  salt: string;
  terminating_hash: string;
  checkpoint_every: number;
  checkpoints: string;
}

/**
 * The published hash chain of crash: H_0 = sha256(secret), H_j = sha256(H_(j−1)), the terminating hash H_(N−1) and the
 * salt published once; round k plays H_(N−1−k). Made once per database, on first use.
 */
export class CrashChain {
  readonly #row: ChainRow;
  readonly #checkpoints: readonly string[];

  private constructor(row: ChainRow) {
    this.#row = row;
    this.#checkpoints = JSON.parse(row.checkpoints) as string[];
  }

  static open(
    db: Database,
    length: number,
    seed: { readonly secret: string; readonly salt: string } | null,
  ): CrashChain {
    const existing = db.get<ChainRow>('SELECT * FROM crash_chain WHERE id = 1');
    if (existing) return new CrashChain(existing);
    const secret = seed?.secret ?? newServerSeed();
    const checkpoints: string[] = [];
    let hash = sha256Hex(secret);
    for (let index = 0; index < length; index += 1) {
      if (index > 0) hash = sha256Hex(hash);
      if (index % CHECKPOINT_EVERY === 0) checkpoints.push(hash);
    }
    const row: ChainRow = {
      secret,
      length,
      salt: seed?.salt ?? newServerSeed(),
      terminating_hash: hash,
      checkpoint_every: CHECKPOINT_EVERY,
      checkpoints: JSON.stringify(checkpoints),
    };
    db.run(
      `INSERT INTO crash_chain (id, secret, length, salt, terminating_hash, checkpoint_every, checkpoints)
       VALUES (1, ?, ?, ?, ?, ?, ?)`,
      row.secret,
      row.length,
      row.salt,
      row.terminating_hash,
      row.checkpoint_every,
      row.checkpoints,
    );
    return new CrashChain(row);
  }

  get salt(): string {
    return this.#row.salt;
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
