import { readFileSync } from 'node:fs';
import { documentFilePath, sha256Hex, type DocumentKind, type DocumentMediaType } from './documentFiles.ts';
import type { Deps } from '../deps.ts';

/**
 * The identity check's states (docs/contract.md, "Identity verification"): `unverified` (nothing sent) → `pending`
 * (documents sent, waiting for an operator) → `verified`, or `failed` with the operator's reason, after which new
 * documents make it `pending` again. The words are the spec's (§4), so the client maps them as it always did.
 */
export type VerificationWord = 'unverified' | 'pending' | 'verified' | 'failed';

export interface DocumentRow {
  id: number;
  player_id: number;
  kind: DocumentKind;
  file_name: string;
  media_type: DocumentMediaType;
  size_bytes: number;
  sha256: string;
  created_at: number;
}

interface StateRow {
  id: number;
  verification_status: string;
  verification_is_need: number;
  verification_reason: string | null;
  verification_updated_at: number | null;
}

/** A player has sent at most this many documents: the review looks at the newest. */
export const MAX_DOCUMENTS_PER_PLAYER = 20;

const stateOf = (deps: Deps, playerId: number) =>
  deps.db.get<StateRow>(
    `SELECT id, verification_status, verification_is_need, verification_reason, verification_updated_at
     FROM players WHERE id = ?`,
    playerId,
  );

export const documentsOf = (deps: Deps, playerId: number): DocumentRow[] =>
  deps.db.all<DocumentRow>(
    'SELECT * FROM verification_documents WHERE player_id = ? ORDER BY created_at DESC, id DESC',
    playerId,
  );

export type AddDocumentOutcome = 'added' | 'already_verified' | 'too_many';

/** Records a stored document and puts the check in `pending` (a rejected check is reopened by new documents). */
export function addDocument(
  deps: Deps,
  playerId: number,
  document: Omit<DocumentRow, 'id' | 'player_id' | 'created_at'>,
): AddDocumentOutcome {
  return deps.db.transaction((): AddDocumentOutcome => {
    const state = stateOf(deps, playerId);
    if (!state || state.verification_status === 'verified') return 'already_verified';
    const count = deps.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM verification_documents WHERE player_id = ?',
      playerId,
    );
    if ((count?.n ?? 0) >= MAX_DOCUMENTS_PER_PLAYER) return 'too_many';
    const now = deps.clock.now();
    deps.db.run(
      `INSERT INTO verification_documents (player_id, kind, file_name, media_type, size_bytes, sha256, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      playerId,
      document.kind,
      document.file_name,
      document.media_type,
      document.size_bytes,
      document.sha256,
      now,
    );
    deps.db.run(
      `UPDATE players SET verification_status = 'pending', verification_reason = NULL, verification_updated_at = ?
       WHERE id = ?`,
      now,
      playerId,
    );
    return 'added';
  });
}

export type ReviewOutcome = 'reviewed' | 'not_pending' | 'not_found';

/**
 * An operator's decision on a pending check: approved, it is `verified` and no longer asked for; rejected, it is
 * `failed` with the reason the player reads. Only a pending check moves, so a second decision changes nothing.
 */
export function reviewVerification(
  deps: Deps,
  playerId: number,
  decision: { readonly approve: true } | { readonly approve: false; readonly reason: string },
): ReviewOutcome {
  return deps.db.transaction((): ReviewOutcome => {
    const state = stateOf(deps, playerId);
    if (!state) return 'not_found';
    if (state.verification_status !== 'pending') return 'not_pending';
    const now = deps.clock.now();
    if (decision.approve)
      deps.db.run(
        `UPDATE players SET verification_status = 'verified', verification_is_need = 0, verification_reason = NULL,
           verification_updated_at = ? WHERE id = ?`,
        now,
        playerId,
      );
    else
      deps.db.run(
        `UPDATE players SET verification_status = 'failed', verification_reason = ?, verification_updated_at = ?
         WHERE id = ?`,
        decision.reason,
        now,
        playerId,
      );
    return 'reviewed';
  });
}

/**
 * A document's file for the operator who reviews it, read back from the documents folder and checked against the
 * SHA-256 the database kept: a file changed or gone since it was sent is never shown as the player's.
 */
export function readDocument(
  deps: Deps,
  playerId: number,
  id: number,
): { bytes: Uint8Array<ArrayBuffer>; mediaType: DocumentMediaType } | 'not_found' | 'altered' {
  const row = deps.db.get<DocumentRow>(
    'SELECT * FROM verification_documents WHERE id = ? AND player_id = ?',
    id,
    playerId,
  );
  if (!row) return 'not_found';
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(
      readFileSync(documentFilePath(deps.config.backOffice.documentsDir, playerId, row.sha256)),
    );
  } catch {
    return 'altered';
  }
  return sha256Hex(bytes) === row.sha256 ? { bytes, mediaType: row.media_type } : 'altered';
}

export const isVerified = (deps: Deps, playerId: number): boolean =>
  stateOf(deps, playerId)?.verification_status === 'verified';

export const documentAnswer = (deps: Deps, row: DocumentRow) => ({
  id: String(row.id),
  kind: row.kind,
  file_name: row.file_name,
  media_type: row.media_type,
  size: row.size_bytes,
  sha256: row.sha256,
  created_at: deps.clock.iso(row.created_at),
});

/** The player's view of the check: the state word, the rejection's reason and the documents sent. */
export function verificationAnswer(deps: Deps, playerId: number) {
  const state = stateOf(deps, playerId);
  return {
    status: state?.verification_status ?? 'unverified',
    is_need: state?.verification_is_need === 1,
    reason: state?.verification_reason ?? null,
    updated_at:
      state?.verification_updated_at === null || state === undefined
        ? null
        : deps.clock.iso(state.verification_updated_at),
    documents: documentsOf(deps, playerId).map((row) => documentAnswer(deps, row)),
  };
}

/** The checks waiting for an operator (or in another state), oldest first. */
export function verificationsByStatus(deps: Deps, status: string, limit: number) {
  return deps.db
    .all<{ id: number; name: string; email: string | null }>(
      `SELECT id, name, email FROM players WHERE verification_status = ? AND register_method != 'bot'
       ORDER BY COALESCE(verification_updated_at, created_at), id LIMIT ?`,
      status,
      limit,
    )
    .map((p) => ({
      player_id: String(p.id),
      name: p.name,
      email: p.email,
      ...verificationAnswer(deps, p.id),
    }));
}
