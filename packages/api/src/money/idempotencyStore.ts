import type { Database } from '../db/database.ts';

/** The SQL of the answered requests (`request_answers`, migration 23); its one caller is `idempotency.ts`. */

export interface AnsweredRow {
  readonly request_hash: string;
  readonly answer: string;
}

export interface RequestRow {
  readonly scope: string;
  readonly ownerId: number;
  readonly key: string;
  readonly requestHash: string;
  readonly answer: string;
  readonly at: number;
}

export function answeredRequest(
  db: Database,
  scope: string,
  ownerId: number,
  key: string,
): AnsweredRow | undefined {
  return db.get<AnsweredRow>(
    'SELECT request_hash, answer FROM request_answers WHERE scope = ? AND owner_id = ? AND request_key = ?',
    scope,
    ownerId,
    key,
  );
}

export function insertAnswer(db: Database, row: RequestRow): void {
  db.run(
    `INSERT INTO request_answers (scope, owner_id, request_key, request_hash, answer, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    row.scope,
    row.ownerId,
    row.key,
    row.requestHash,
    row.answer,
    row.at,
  );
}
