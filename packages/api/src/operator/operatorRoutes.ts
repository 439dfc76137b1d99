import type { Hono } from 'hono';
import { z } from 'zod';
import { OPERATOR_BASE, audit, auditPage, idOf, requireRole } from './operatorAuth.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { parseBody, parseQuery } from '../http/validation.ts';
import { decidePayout, runPayouts } from '../withdrawals/payoutProcessor.ts';
import { holdReasons } from '../withdrawals/payoutRules.ts';
import { decidedBy } from '../withdrawals/payoutStore.ts';
import {
  readDocument,
  reviewVerification,
  verificationAnswer,
  verificationsByStatus,
} from '../verification/verificationStore.ts';
import { findPlayer } from '../players/playerStore.ts';
import {
  withdrawalAnswer,
  withdrawalById,
  withdrawalsByStatus,
  type WithdrawalRow,
} from '../withdrawals/withdrawalStore.ts';
import { operatorPlayerRoutes } from './operatorPlayerRoutes.ts';

const listQuery = <S extends string>(statuses: readonly [S, ...S[]], fallback: S) =>
  z.object({
    status: z.enum(statuses).default(fallback as never),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  });
const withdrawalList = listQuery(['pending', 'paid', 'rejected', 'cancelled'], 'pending');
const verificationList = listQuery(['pending', 'unverified', 'verified', 'failed'], 'pending');
const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  operator: z.string().max(64).optional(),
});
const reasonBody = z.object({ reason: z.string().trim().min(1).max(500) });

/** The outcome of a decision on something that must be pending: written to the audit log, then answered. */
export function finish(
  deps: Deps,
  who: string,
  action: string,
  target: string,
  outcome: 'decided' | 'reviewed' | 'not_pending' | 'not_found',
  detail: Record<string, unknown> | null,
): void {
  const logged = outcome === 'decided' || outcome === 'reviewed' ? 'ok' : outcome;
  audit(deps, who, action, target, logged, detail);
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'not_pending') throw new ApiError(409, { message: 'not_pending' });
}

const withdrawalForOperator = (deps: Deps, row: WithdrawalRow) => ({
  ...withdrawalAnswer(deps, row),
  player_id: String(row.player_id),
  hold_reasons: row.status === 'pending' ? holdReasons(deps, row) : [],
  decided_by: decidedBy(deps, row.id) ?? null,
});

/** The operator API (issue 34, item 5; docs/contract.md "Operator API"): bearer token, roles, an audit row a call. */
export function operatorRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const base = OPERATOR_BASE;
  app.get(`${base}/withdrawals`, (c) => {
    const query = parseQuery(withdrawalList, c.req.query());
    const operator = requireRole(c, deps, 'payments', 'withdrawals.list');
    runPayouts(deps);
    const rows = withdrawalsByStatus(deps, query.status, query.limit);
    audit(deps, operator.name, 'withdrawals.list', null, 'ok', { status: query.status });
    return c.json({ data: rows.map((row) => withdrawalForOperator(deps, row)) });
  });

  for (const [action, outcome] of [
    ['approve', 'paid'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`${base}/withdrawals/:id/${action}`, async (c) => {
      const id = idOf(c, 'id');
      const name = `withdrawal.${action}`;
      const operator = requireRole(c, deps, 'payments', name, `withdrawal:${id}`);
      const reason = action === 'reject' ? parseBody(reasonBody, await readJson(c)).reason : null;
      runPayouts(deps);
      const decided = decidePayout(deps, id, outcome, `operator:${operator.name}`, { reason });
      finish(deps, operator.name, name, `withdrawal:${id}`, decided, reason === null ? null : { reason });
      const row = withdrawalById(deps, id);
      if (!row) throw notFound();
      return c.json({ data: withdrawalForOperator(deps, row) });
    });
  }

  app.get(`${base}/verifications`, (c) => {
    const query = parseQuery(verificationList, c.req.query());
    const operator = requireRole(c, deps, 'kyc', 'verifications.list');
    audit(deps, operator.name, 'verifications.list', null, 'ok', { status: query.status });
    return c.json({ data: verificationsByStatus(deps, query.status, query.limit) });
  });

  app.get(`${base}/verifications/:player`, (c) => {
    const player = idOf(c, 'player');
    const operator = requireRole(c, deps, 'kyc', 'verification.read', `player:${player}`);
    const exists = findPlayer(deps.db, player);
    audit(deps, operator.name, 'verification.read', `player:${player}`, exists ? 'ok' : 'not_found');
    if (!exists) throw notFound();
    return c.json({ data: { player_id: String(player), ...verificationAnswer(deps, player) } });
  });

  app.get(`${base}/verifications/:player/documents/:document`, (c) => {
    const player = idOf(c, 'player');
    const id = idOf(c, 'document');
    const target = `player:${player}/document:${id}`;
    const operator = requireRole(c, deps, 'kyc', 'document.read', target);
    const file = readDocument(deps, player, id);
    audit(
      deps,
      operator.name,
      'document.read',
      target,
      file === 'not_found' ? 'not_found' : file === 'altered' ? 'invalid' : 'ok',
    );
    if (file === 'not_found') throw notFound();
    if (file === 'altered') throw new ApiError(500, { message: 'document_altered' });
    return c.body(file.bytes, 200, {
      'Content-Type': file.mediaType,
      'Content-Disposition': `attachment; filename="document-${id}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.post(`${base}/verifications/:player/approve`, (c) => {
    const player = idOf(c, 'player');
    const operator = requireRole(c, deps, 'kyc', 'verification.approve', `player:${player}`);
    const outcome = reviewVerification(deps, player, { approve: true });
    finish(deps, operator.name, 'verification.approve', `player:${player}`, outcome, null);
    return c.json({ data: { player_id: String(player), ...verificationAnswer(deps, player) } });
  });

  app.post(`${base}/verifications/:player/reject`, async (c) => {
    const player = idOf(c, 'player');
    const operator = requireRole(c, deps, 'kyc', 'verification.reject', `player:${player}`);
    const { reason } = parseBody(reasonBody, await readJson(c));
    const outcome = reviewVerification(deps, player, { approve: false, reason });
    finish(deps, operator.name, 'verification.reject', `player:${player}`, outcome, { reason });
    return c.json({ data: { player_id: String(player), ...verificationAnswer(deps, player) } });
  });

  app.get(`${base}/audit`, (c) => {
    const query = parseQuery(auditQuery, c.req.query());
    const operator = requireRole(c, deps, 'audit', 'audit.list');
    audit(deps, operator.name, 'audit.list', null, 'ok');
    return c.json({ data: auditPage(deps, query.limit, query.operator ?? null) });
  });

  operatorPlayerRoutes(app, deps);
}
