import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validation.ts';
import { liveFreeSpins } from '../bonuses/freeSpinStore.ts';
import { launchIsLive } from '../lobby/gameSessionStore.ts';
import { balanceOf } from '../money/money.ts';
import { creditWin, debit, rollback, type WalletResult } from './walletStore.ts';
import { playerOf, sessionOf, settlingSessionOf, type GameSession } from './walletSessionStore.ts';
import { SLOT_STAKES } from '../games/slots/slotCatalogue.ts';

const token = z.string().regex(/^[a-f0-9]{48}$/);
const id = z.string().regex(/^[A-Za-z0-9_:-]{1,64}$/);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const sessionBody = z.object({ token });
const debitBody = z.object({ token, transaction_id: id, round_id: id, amount: minor.min(1) });
const creditBody = z.object({
  token,
  transaction_id: id,
  round_id: id,
  amount: minor,
  free_spins_id: z.number().int().positive().nullable().optional(),
});
const rollbackBody = z.object({ token, transaction_id: id, reference_transaction_id: id });

/** The provider proves itself with the shared key; a browser never holds it. */
function requireProvider(c: Context, deps: Deps): void {
  const given = Buffer.from(c.req.header('x-provider-key') ?? '');
  const expected = Buffer.from(deps.walletKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, { message: 'provider_unauthenticated' });
  }
}

/**
 * The launch of a call that starts something (opening the game, a stake, a free spin): its login session must still
 * be live, so a launch ends with a logout, a password change or a replayed refresh token (issue 33). Credits and
 * rollbacks of rounds already staked use `settlingSessionOf`, so a round begun before still settles.
 */
function liveSessionOf(deps: Deps, token: string): GameSession {
  const session = sessionOf(deps, token);
  if (!launchIsLive(deps, token)) throw new ApiError(404, { message: 'session_not_found' });
  return session;
}

function answer(c: Context, result: WalletResult) {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json({ data: result.answer });
}

/** The operator's seamless wallet, called by the game provider server to server (docs/contract.md, "Provider games"). */
export function walletRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/wallet/session', async (c) => {
    requireProvider(c, deps);
    const session = liveSessionOf(deps, parseBody(sessionBody, await readJson(c)).token);
    return c.json({
      data: {
        player_id: session.player_id,
        slug: session.slug,
        mode: session.mode,
        currency: session.currency,
        locale: session.locale,
        return_url: session.return_url,
      },
    });
  });

  app.post('/wallet/balance', async (c) => {
    requireProvider(c, deps);
    const session = liveSessionOf(deps, parseBody(sessionBody, await readJson(c)).token);
    return c.json({
      data: { balance_minor: balanceOf(deps, playerOf(session)), currency: session.currency },
    });
  });

  /** The player's live free spins of this game, each worth the currency's free-spin stake. */
  app.post('/wallet/free-spins', async (c) => {
    requireProvider(c, deps);
    const session = liveSessionOf(deps, parseBody(sessionBody, await readJson(c)).token);
    const grants = liveFreeSpins(deps, playerOf(session), session.slug);
    const stake = SLOT_STAKES[session.currency]?.freeSpin ?? 0;
    return c.json({
      data: grants.map((grant) => ({
        id: grant.id,
        count: grant.count,
        stake_minor: stake,
        expiration_at: deps.clock.iso(grant.expiration_at),
      })),
    });
  });

  app.post('/wallet/debit', async (c) => {
    requireProvider(c, deps);
    const body = parseBody(debitBody, await readJson(c));
    return answer(
      c,
      debit(deps, liveSessionOf(deps, body.token), body.transaction_id, body.round_id, body.amount),
    );
  });

  app.post('/wallet/credit', async (c) => {
    requireProvider(c, deps);
    const body = parseBody(creditBody, await readJson(c));
    // A free spin has no stake before it: it starts with its credit, so it needs a live launch. A paid round's
    // credit finishes what was staked, even after the launch lapsed or its login session ended.
    const session =
      (body.free_spins_id ?? null) === null
        ? settlingSessionOf(deps, body.token)
        : liveSessionOf(deps, body.token);
    return answer(
      c,
      creditWin(deps, session, body.transaction_id, body.round_id, body.amount, body.free_spins_id ?? null),
    );
  });

  app.post('/wallet/rollback', async (c) => {
    requireProvider(c, deps);
    const body = parseBody(rollbackBody, await readJson(c));
    const session = settlingSessionOf(deps, body.token);
    return answer(c, rollback(deps, session, body.transaction_id, body.reference_transaction_id));
  });
}
