import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { toMajor } from '../money.ts';
import { runCashback } from './cashback.ts';
import { lastEndedWeek, weekName } from './cashbackWeek.ts';
import { levelFor, type LevelInCurrency } from './vipLevels.ts';
import { confirmedDeposits, lastPaidCashback, vipMember } from './vipStore.ts';

const WEEK_MS = 7 * 86_400_000;

const levelAnswer = (level: LevelInCurrency | null) =>
  level && {
    level: level.level,
    name: level.name,
    cashback_percent: level.cashbackPercent,
    min_deposit: toMajor(level.minDepositMinor),
  };

/** The player's place in the VIP club (issue 34, docs/contract.md "VIP club"): level, progress and cashback. */
export function vipRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/v2/vip/status', (c) => {
    const auth = requireAuth(c, deps);
    // A week that has ended is paid before the answer, as the job would (it runs every 10 minutes).
    runCashback(deps, auth.playerId);
    const player = vipMember(deps, auth.playerId);
    const currency = player?.currency ?? null;
    const deposits = currency === null ? 0 : confirmedDeposits(deps, auth.playerId);
    const { current, next } =
      currency === null ? { current: null, next: null } : levelFor(currency, deposits);
    const last = lastPaidCashback(deps, auth.playerId);
    return c.json({
      data: {
        member: player?.premium_status != null,
        currency,
        deposits: toMajor(deposits),
        level: levelAnswer(current),
        next_level: next && { ...levelAnswer(next), left: toMajor(next.minDepositMinor - deposits) },
        last_cashback: last
          ? {
              week: weekName(last.week_start),
              amount: toMajor(last.amount_minor),
              paid_at: deps.clock.iso(last.settled_at),
            }
          : null,
        next_cashback_at: deps.clock.iso(lastEndedWeek(deps.clock.now()).end + WEEK_MS),
      },
    });
  });
}
