import type { Deps } from '../deps.ts';
import { credit } from '../money/money.ts';
import { cashbackMinor, lastEndedWeek, weekName } from './cashbackWeek.ts';
import { confirmedDeposits, levelFor } from './vipLevels.ts';

/** How often the cashback job looks for a week to pay (it pays a week once, however often it runs). */
export const CASHBACK_EVERY_MS = 10 * 60_000;

interface Member {
  readonly id: number;
  readonly currency: string;
}

/**
 * A player's net loss over [from, to): their real-money stakes (`bet` rows) less what those stakes brought back (`win`
 * and `rollback` rows). Free-spin wins, bonuses and deposits are not play of their money and do not count.
 */
export function netLoss(deps: Pick<Deps, 'db'>, playerId: number, from: number, to: number): number {
  const row = deps.db.get<{ staked: number | null; returned: number | null }>(
    `SELECT SUM(CASE WHEN kind = 'bet' THEN amount_minor END) AS staked,
            SUM(CASE WHEN kind IN ('win', 'rollback') THEN amount_minor END) AS returned
     FROM transactions
     WHERE player_id = ? AND status = 'success' AND created_at >= ? AND created_at < ?
       AND kind IN ('bet', 'win', 'rollback')`,
    playerId,
    from,
    to,
  );
  return (row?.staked ?? 0) - (row?.returned ?? 0);
}

/**
 * One member's cashback for one ended week, in one transaction: the week's row is the guard (a member and week are
 * settled once), and the payment goes through the money module under the key `cashback:<week>`, so a second run, a
 * restart or two servers at once pay it once. Answers the amount paid (0 for a week with no loss).
 */
function settleWeek(deps: Deps, member: Member, week: { start: number; end: number }): number | null {
  return deps.db.transaction(() => {
    const done = deps.db.get<{ amount_minor: number }>(
      'SELECT amount_minor FROM vip_cashbacks WHERE player_id = ? AND week_start = ?',
      member.id,
      week.start,
    );
    if (done) return null;
    const { current } = levelFor(member.currency, confirmedDeposits(deps, member.id, week.end));
    if (!current) return null;
    const loss = netLoss(deps, member.id, week.start, week.end);
    const amount = cashbackMinor(loss, current.cashbackPercent);
    const now = deps.clock.now();
    const entryId =
      amount > 0
        ? credit(deps, {
            playerId: member.id,
            kind: 'cashback',
            amountMinor: amount,
            currency: member.currency,
            reference: `cashback:${weekName(week.start)}`,
            at: now,
          }).entryId
        : null;
    deps.db.run(
      `INSERT INTO vip_cashbacks (player_id, week_start, level, cashback_percent, net_loss_minor, amount_minor, currency,
         entry_id, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      member.id,
      week.start,
      current.level,
      current.cashbackPercent,
      loss,
      amount,
      member.currency,
      entryId,
      now,
    );
    return amount;
  });
}

/**
 * One run of the weekly cashback (issue 34): every VIP member (or one player) who joined before the last ended week
 * ended is paid that week's cashback, once. Answers how many were paid an amount.
 */
export function runCashback(deps: Deps, playerId: number | null = null): number {
  const week = lastEndedWeek(deps.clock.now());
  const members = deps.db.all<Member>(
    `SELECT id, currency FROM players
     WHERE premium_status IS NOT NULL AND currency IS NOT NULL AND vip_joined_at IS NOT NULL AND vip_joined_at < ?
       AND (? IS NULL OR id = ?)
       AND NOT EXISTS (SELECT 1 FROM vip_cashbacks c WHERE c.player_id = players.id AND c.week_start = ?)`,
    week.end,
    playerId,
    playerId,
    week.start,
  );
  return members.filter((member) => (settleWeek(deps, member, week) ?? 0) > 0).length;
}

/** The cashback as a job: at start (a week that ended while the server was stopped is paid at once), then every 10 min. */
export function startCashback(deps: Deps): () => void {
  const run = () => {
    try {
      const paid = runCashback(deps);
      if (paid > 0) deps.log(`[vip] weekly cashback paid to ${paid} member(s)`);
    } catch (error) {
      deps.log(`[vip] cashback run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  run();
  const timer = setInterval(run, CASHBACK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
