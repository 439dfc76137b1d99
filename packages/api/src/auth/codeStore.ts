import type { Deps } from '../deps.ts';
import { digest, newCode, newToken } from '../security/tokens.ts';

/** What a six-digit code proves: a login, an address, or the right to reset a password. */
export type CodePurpose =
  'login_email' | 'login_phone' | 'verify_email' | 'verify_phone' | 'reset_email' | 'reset_phone';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A new code for `target`; any earlier code for the same purpose and target stops working. */
export function issueCode(deps: Deps, purpose: CodePurpose, target: string, playerId: number | null): string {
  const now = deps.clock.now();
  const code = newCode();
  deps.db.transaction(() => {
    deps.db.run(
      'UPDATE codes SET consumed_at = ? WHERE purpose = ? AND target = ? AND consumed_at IS NULL',
      now,
      purpose,
      target,
    );
    deps.db.run(
      'INSERT INTO codes (purpose, target, player_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      purpose,
      target,
      playerId,
      digest(`${purpose}:${target}:${code}`),
      now,
      now + CODE_TTL_MS,
    );
  });
  return code;
}

export type CodeCheck =
  { ok: true; playerId: number | null } | { ok: false; error: 'invalid_code' | 'expired' };

/** Checks and spends a code; five wrong tries spend it too, so six digits cannot be walked. */
export function consumeCode(deps: Deps, purpose: CodePurpose, target: string, code: string): CodeCheck {
  const now = deps.clock.now();
  return deps.db.transaction((): CodeCheck => {
    const row = deps.db.get<{
      id: number;
      code_hash: string;
      attempts: number;
      expires_at: number;
      player_id: number | null;
    }>(
      `SELECT id, code_hash, attempts, expires_at, player_id FROM codes
       WHERE purpose = ? AND target = ? AND consumed_at IS NULL ORDER BY id DESC LIMIT 1`,
      purpose,
      target,
    );
    if (!row) return { ok: false, error: 'invalid_code' };
    if (row.expires_at <= now) return { ok: false, error: 'expired' };
    if (row.code_hash !== digest(`${purpose}:${target}:${code}`)) {
      const attempts = row.attempts + 1;
      deps.db.run(
        'UPDATE codes SET attempts = ?, consumed_at = ? WHERE id = ?',
        attempts,
        attempts >= MAX_ATTEMPTS ? now : null,
        row.id,
      );
      return { ok: false, error: 'invalid_code' };
    }
    deps.db.run('UPDATE codes SET consumed_at = ? WHERE id = ?', now, row.id);
    return { ok: true, playerId: row.player_id };
  });
}

/** Spends every outstanding code sent to `target`, whatever its purpose: the account's guesses have run out. */
export function spendCodesOf(deps: Deps, target: string): void {
  deps.db.run(
    'UPDATE codes SET consumed_at = ? WHERE target = ? COLLATE NOCASE AND consumed_at IS NULL',
    deps.clock.now(),
    target,
  );
}

/** The latest unspent code's purpose for a target, so a resend repeats what the player is waiting for. */
export function pendingPurpose(
  deps: Deps,
  target: string,
  purposes: readonly CodePurpose[],
): CodePurpose | undefined {
  const placeholders = purposes.map(() => '?').join(', ');
  return deps.db.get<{ purpose: CodePurpose }>(
    `SELECT purpose FROM codes WHERE target = ? AND consumed_at IS NULL AND purpose IN (${placeholders})
     ORDER BY id DESC LIMIT 1`,
    target,
    ...purposes,
  )?.purpose;
}

export function issueResetToken(deps: Deps, playerId: number, channel: 'email' | 'phone'): string {
  const now = deps.clock.now();
  const token = newToken(24);
  deps.db.run(
    'INSERT INTO reset_tokens (token_hash, player_id, channel, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    digest(token),
    playerId,
    channel,
    now,
    now + RESET_TOKEN_TTL_MS,
  );
  return token;
}

export interface ResetTokenRow {
  token_hash: string;
  player_id: number;
  channel: 'email' | 'phone';
}

/** A reset token that is known, unspent and unexpired (optionally of one channel). */
export function liveResetToken(
  deps: Deps,
  token: string,
  channel?: 'email' | 'phone',
): ResetTokenRow | undefined {
  const row = deps.db.get<ResetTokenRow>(
    `SELECT token_hash, player_id, channel FROM reset_tokens
     WHERE token_hash = ? AND consumed_at IS NULL AND expires_at > ?`,
    digest(token),
    deps.clock.now(),
  );
  return row && (!channel || row.channel === channel) ? row : undefined;
}

export function markResetTokenConfirmed(deps: Deps, tokenHash: string): void {
  deps.db.run('UPDATE reset_tokens SET confirmed_at = ? WHERE token_hash = ?', deps.clock.now(), tokenHash);
}

export function consumeResetToken(deps: Deps, tokenHash: string): void {
  deps.db.run('UPDATE reset_tokens SET consumed_at = ? WHERE token_hash = ?', deps.clock.now(), tokenHash);
}

/**
 * A new password spends every reset link and reset code the player still holds, however it was set: whoever later
 * reads an older recovery mail or SMS cannot reset the password again.
 */
export function spendPlayerResets(deps: Deps, playerId: number): void {
  const now = deps.clock.now();
  deps.db.run(
    'UPDATE reset_tokens SET consumed_at = ? WHERE player_id = ? AND consumed_at IS NULL',
    now,
    playerId,
  );
  deps.db.run(
    `UPDATE codes SET consumed_at = ?
     WHERE player_id = ? AND purpose IN ('reset_email', 'reset_phone') AND consumed_at IS NULL`,
    now,
    playerId,
  );
}
