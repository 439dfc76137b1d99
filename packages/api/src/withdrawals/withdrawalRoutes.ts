import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { activeBonusOf, forfeitBonus } from '../money/bonusBalance.ts';
import { ApiError, badRequest, fieldError, notFound, unauthenticated } from '../http/errors.ts';
import { parseBody, parseQuery } from '../http/validation.ts';
import { toMinor } from '../money.ts';
import { isPayoutAddress, networkOfMethod } from './addresses.ts';
import { parseCardNumber } from './cards.ts';
import { runPayouts } from './payoutProcessor.ts';
import { findMethod, type MethodRow } from '../payments/paymentMethodStore.ts';
import { findPlayer } from '../players/playerStore.ts';
import {
  findWithdrawal,
  listWithdrawals,
  MIN_PAYOUT_MINOR,
  requestWithdrawal,
  settleWithdrawal,
  withdrawalAnswer,
} from './withdrawalStore.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

function idempotencyKey(c: Context): string {
  const key = c.req.header('idempotency-key');
  if (key === undefined || key.trim() === '') throw badRequest({ idempotency_key: ['required'] });
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest({ idempotency_key: ['invalid'] });
  return key;
}

const withdrawalBody = z.object({
  method: z.string().trim().min(1).max(64),
  amount: z.number().positive().max(1e12),
  destination: z.string().trim().min(1).max(128),
  /** The player confirmed the cashier's warning: the request forfeits their unfinished bonus (issue 34). */
  forfeit_bonus: z.boolean().optional(),
});

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** Cards pay out to a card; crypto methods that pay out (the billing data's `crypto-payouts`) to an address. */
const paysOut = (method: MethodRow) => method.kind === 'card' || method.payouts === 1;

/** The destination as stored: card digits without spaces, an address trimmed; undefined when it fits no format. */
function destinationFor(method: MethodRow, destination: string): string | undefined {
  if (method.kind === 'card') return parseCardNumber(destination) ?? undefined;
  const network = networkOfMethod(method.name_en ?? method.name);
  return network !== null && isPayoutAddress(network, destination) ? destination : undefined;
}

const idParam = (c: Context): number => {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(id)) throw notFound();
  return Number(id);
};

/** Withdrawals (issue 18, docs/contract.md "Money"): request, list, cancel. */
export function withdrawalRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/api/v2/billing/withdrawals', async (c) => {
    const auth = requireAuth(c, deps);
    const key = idempotencyKey(c);
    const body = parseBody(withdrawalBody, await readJson(c));
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    // §3, §4: the Verification modal comes first while the profile asks for it.
    if (player.verification_is_need === 1) throw new ApiError(403, { message: 'verification_required' });
    const method = findMethod(deps, body.method);
    if (!method || method.currency !== player.currency || !paysOut(method))
      throw fieldError('method', 'not_found');
    const amount = toMinor(body.amount);
    if (amount === undefined) throw fieldError('amount', 'invalid');
    const min = MIN_PAYOUT_MINOR[method.currency] ?? 0;
    if (amount < min) throw fieldError('amount', 'below_min_payout');
    const destination = destinationFor(method, body.destination);
    if (destination === undefined) throw fieldError('destination', 'invalid');
    // An unfinished bonus is forfeited by the request, only once the player confirmed it, and with the hold or not at all.
    const result = deps.db.transaction(() => {
      if (activeBonusOf(deps, player.id)) {
        if (body.forfeit_bonus !== true) throw new ApiError(409, { message: 'bonus_forfeit_required' });
        forfeitBonus(deps, player.id);
      }
      const requested = requestWithdrawal(deps, {
        playerId: player.id,
        methodHash: method.hash,
        currency: method.currency,
        amountMinor: amount,
        destination,
        idempotencyKey: key,
      });
      if (!requested.ok) throw new ApiError(422, { message: requested.refusal });
      return requested;
    });
    if (result.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: withdrawalAnswer(deps, result.row) });
  });

  app.get('/api/v2/billing/withdrawals', (c) => {
    const query = parseQuery(listQuery, c.req.query());
    const auth = requireAuth(c, deps);
    runPayouts(deps, auth.playerId);
    return c.json({
      data: listWithdrawals(deps, auth.playerId, query.limit).map((r) => withdrawalAnswer(deps, r)),
    });
  });

  app.post('/api/v2/billing/withdrawals/:id/cancel', (c) => {
    const auth = requireAuth(c, deps);
    const id = idParam(c);
    runPayouts(deps, auth.playerId);
    const outcome = settleWithdrawal(deps, id, 'cancelled', auth.playerId);
    if (outcome === 'not_found') throw notFound();
    const row = findWithdrawal(deps, auth.playerId, id);
    if (!row) throw notFound();
    if (outcome === 'not_pending' && row.status !== 'cancelled')
      throw new ApiError(409, { message: 'not_pending' });
    return c.json({ data: withdrawalAnswer(deps, row) });
  });
}

/** `/__dev` actions: the payment provider pays or refuses a pending withdrawal. */
export function devWithdrawalRoutes(app: Hono<AppEnv>, deps: Deps): void {
  for (const [action, to] of [
    ['approve', 'paid'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/__dev/withdrawals/:id/${action}`, (c) => {
      const outcome = settleWithdrawal(deps, idParam(c), to);
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'not_pending') throw new ApiError(409, { message: 'not_pending' });
      return c.json({ data: { status: to } });
    });
  }
}
