import type { Deps } from '../deps.ts';

/** The operators' audit log (`operator_audit`, migration 19): one row a call, read back newest first. */

export type AuditOutcome = 'ok' | 'refused' | 'not_found' | 'not_pending' | 'invalid';

export interface AuditRow {
  id: number;
  operator: string;
  action: string;
  target: string | null;
  outcome: AuditOutcome;
  detail: string | null;
  created_at: number;
}

export function insertAudit(deps: Deps, row: Omit<AuditRow, 'id' | 'created_at'>): void {
  deps.db.run(
    `INSERT INTO operator_audit (operator, action, target, outcome, detail, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    row.operator,
    row.action,
    row.target,
    row.outcome,
    row.detail,
    deps.clock.now(),
  );
}

/** The newest rows, of one operator or all. */
export function auditRows(deps: Deps, limit: number, operator: string | null): AuditRow[] {
  return deps.db.all<AuditRow>(
    `SELECT * FROM operator_audit WHERE (? IS NULL OR operator = ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
    operator,
    operator,
    limit,
  );
}
