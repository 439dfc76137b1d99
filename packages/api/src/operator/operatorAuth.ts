import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { auditRows, insertAudit, type AuditOutcome } from './auditStore.ts';
import type { OperatorAccount, OperatorRole } from './backOfficeConfig.ts';

export const OPERATOR_BASE = '/operator/v1';

/** A numeric path parameter; anything else is a 404. */
export const idOf = (c: Context, name: string): number => {
  const id = c.req.param(name) ?? '';
  if (!/^\d{1,15}$/.test(id)) throw notFound();
  return Number(id);
};

export type { AuditOutcome };

/** One row of the audit log: who did what to what, and how it ended. Written for every operator call. */
export function audit(
  deps: Deps,
  operator: string,
  action: string,
  target: string | null,
  outcome: AuditOutcome,
  detail: Record<string, unknown> | null = null,
): void {
  insertAudit(deps, {
    operator,
    action,
    target,
    outcome,
    detail: detail === null ? null : JSON.stringify(detail),
  });
}

const digest = (token: string) => createHash('sha256').update(token).digest();

/** The configured operator whose token the bearer header carries; every candidate is compared in constant time. */
function operatorOf(c: Context, deps: Deps): OperatorAccount | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/i.exec((c.req.header('authorization') ?? '').trim());
  if (!match?.[1]) return undefined;
  const sent = digest(match[1]);
  let found: OperatorAccount | undefined;
  for (const operator of deps.config.backOffice.operators)
    if (timingSafeEqual(sent, Buffer.from(operator.tokenSha256, 'hex'))) found = operator;
  return found;
}

/**
 * The operator calling, who must hold `role`: no or an unknown token is a 401 `operator_unauthenticated`; a known
 * operator without the role is a 403 `role_required`, and the refusal is written to the audit log.
 */
export function requireRole(
  c: Context,
  deps: Deps,
  role: OperatorRole,
  action: string,
  target: string | null = null,
): OperatorAccount {
  const operator = operatorOf(c, deps);
  if (!operator) throw new ApiError(401, { message: 'operator_unauthenticated' });
  if (!operator.roles.includes(role)) {
    audit(deps, operator.name, action, target, 'refused', { role_required: role });
    throw new ApiError(403, { message: 'role_required', role });
  }
  return operator;
}

export function auditPage(deps: Deps, limit: number, operator: string | null) {
  return auditRows(deps, limit, operator).map((row) => ({
    id: String(row.id),
    operator: row.operator,
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
    created_at: deps.clock.iso(row.created_at),
  }));
}
