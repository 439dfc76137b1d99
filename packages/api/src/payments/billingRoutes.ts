import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { ApiError, badRequest, fieldError, notFound, unauthenticated } from '../http/errors.ts';
import { contentLang, pick, publicBase } from '../http/request.ts';
import { parseBody } from '../http/validation.ts';
import { toMinor } from '../money.ts';
import { createInvoice, expireStaleInvoices, findInvoice, invoiceAnswer } from './invoiceStore.ts';
import { depositBounds, findMethod, methodAnswer, methodsFor } from './paymentMethodStore.ts';
import { findPlayer, setCurrency } from '../players/playerStore.ts';
import { depositRefusal, saferPlayError } from '../saferPlay/saferPlayCheckStore.ts';
import { findPromo, takePromo, waitingActivations } from '../bonuses/promotionStore.ts';

/** A player who has not chosen a currency sees the default one's methods (§3: currency default RUB). */
const DEFAULT_CURRENCY = 'RUB';

const paymentBody = z.object({
  method: z.string().trim().min(1).max(64),
  amount: z.number().positive().max(1e12),
  /** "Deposit and get the bonus": the code the deposit is for (issue 34); its payment grants it. */
  promo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export function billingRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/v2/billing/data', (c) => {
    const auth = requireAuth(c, deps);
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    const methods = methodsFor(deps, player.currency ?? DEFAULT_CURRENCY);
    const waiting = waitingActivations(deps, player.id)[0];
    return c.json({
      data: {
        payments: {
          methods: methods.filter((method) => method.crypto === 0).map(methodAnswer),
          bonus: waiting ? { name: pick(JSON.parse(waiting.names), contentLang(c)) } : null,
        },
        'crypto-payments': methods.filter((method) => method.crypto === 1).map(methodAnswer),
        'crypto-payouts': methods
          .filter((method) => method.crypto === 1 && method.payouts === 1)
          .map(methodAnswer),
      },
    });
  });

  app.post('/api/v2/billing/payment', async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(paymentBody, await readJson(c));
    const player = findPlayer(deps.db, auth.playerId);
    if (!player) throw unauthenticated();
    const method = findMethod(deps, body.method);
    if (!method || method.currency !== (player.currency ?? method.currency))
      throw fieldError('method', 'not_found');
    const amount = toMinor(body.amount);
    if (amount === undefined) throw fieldError('amount', 'invalid');
    const bounds = depositBounds(method);
    if (amount < bounds.min || amount > bounds.max) throw fieldError('amount', 'out_of_range');
    // Responsible gambling (issue 18): a break in force or a deposit limit this amount would pass refuses it.
    const paused = depositRefusal(deps, player.id, amount, method.currency);
    if (paused) throw saferPlayError(deps, paused);
    // The first deposit settles the currency of a player who had none.
    if (player.currency === null) setCurrency(deps.db, player.id, method.currency);
    // The code is taken before the invoice opens, so a code that could not be granted is said before any payment.
    const promo = body.promo === undefined ? undefined : findPromo(deps, body.promo);
    if (body.promo !== undefined && !promo) throw fieldError('promo', 'not_found');
    if (promo) {
      const taken = takePromo(deps, player.id, promo);
      if (!taken.ok) throw new ApiError(409, { message: taken.refusal });
    }
    const invoice = createInvoice(deps, player.id, method, amount, promo?.code ?? null);
    return c.json({ data: invoiceAnswer(invoice, publicBase(c, deps), contentLang(c)) });
  });

  app.get('/billing/payment/status/:invoiceId', (c) => {
    const id = c.req.param('invoiceId');
    if (!/^\d{1,15}$/.test(id)) throw badRequest({ invoiceId: ['invalid'] });
    const auth = requireAuth(c, deps);
    expireStaleInvoices(deps);
    const invoice = findInvoice(deps, Number(id));
    if (!invoice || invoice.player_id !== auth.playerId) throw notFound();
    return c.json({ data: { status: invoice.status } });
  });
}
