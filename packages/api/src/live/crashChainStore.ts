import type { Database } from '../db/database.ts';

/** The crash chain's one row (table `crash_chain`, id 1); the chain's maths are in crashChain.ts. */
export interface ChainRow {
  secret: string;
  length: number;
  salt: string;
  /** 1 while the salt waits for the first players' client seeds (then `salt` is ''). */
  seeding: number;
  terminating_hash: string;
  checkpoint_every: number;
  checkpoints: string;
}

export function readChain(db: Database): ChainRow | undefined {
  return db.get<ChainRow>('SELECT * FROM crash_chain WHERE id = 1');
}

export function insertChain(db: Database, row: ChainRow): void {
  db.run(
    `INSERT INTO crash_chain (id, secret, length, salt, seeding, terminating_hash, checkpoint_every, checkpoints)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?)`,
    row.secret,
    row.length,
    row.salt,
    row.seeding,
    row.terminating_hash,
    row.checkpoint_every,
    row.checkpoints,
  );
}

/** The salt fixed from the players' seeds: the chain stops waiting for them. */
export function fixChainSalt(db: Database, salt: string): void {
  db.run('UPDATE crash_chain SET salt = ?, seeding = 0 WHERE id = 1', salt);
}
