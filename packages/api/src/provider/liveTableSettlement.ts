import type { Deps } from '../deps.ts';
import { demoMove } from '../money/demoMoney.ts';
import { blackjackHand, handKeyOf } from './liveBlackjack.ts';
import { roundAt, roundById, roundSeed } from './liveTable.ts';
import { gameOf } from './liveTableBets.ts';
import { claimChip, dueChips, setChipStatus, settleDemoChip } from './liveTableChipStore.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import { WalletRefusal, type WalletClient } from './walletClient.ts';

/**
 * Settles every chip whose round has ended: the outcome from the round's seed, the payout credited once. A chip is
 * marked `settling` before its credit and `settled` after, so a run that stops half-way is finished by the next one,
 * and the credit's transaction id makes the wallet pay it once however often it is sent.
 */
export async function settleDueChips(
  deps: Deps,
  wallet: WalletClient,
  timing: LiveTableTiming,
): Promise<number> {
  const now = deps.clock.now();
  const current = roundAt(now, timing);
  const lastEnded = current.id - 1;
  const due = dueChips(deps, lastEnded);
  let settled = 0;
  for (const chip of due) {
    if (roundById(chip.round_id, now, timing).endsAt > now) continue;
    // A double whose debit is under way is paid once it is recorded (or given back after a stop: walletRecovery.ts).
    if (chip.double_round?.startsWith('pending:')) continue;
    const game = gameOf(chip.slug);
    const seed = roundSeed(deps, chip.slug, chip.round_id, chip.player_id === null ? 'demo' : 'play');
    const outcome =
      chip.kind === 'hand'
        ? blackjackHand(seed, chip.slug, chip.round_id, handKeyOf(chip))
        : game.outcome(seed, chip.slug, chip.round_id);
    const payout = game.payout(
      chip.stake_minor,
      chip.kind,
      JSON.parse(chip.pockets) as number[],
      outcome,
      chip.moves,
    );
    if (chip.player_id === null) {
      deps.db.transaction(() => {
        if (settleDemoChip(deps, chip.id, payout, chip.moves) && payout > 0)
          demoMove(deps, chip.token, 0, payout);
      });
      settled += 1;
      continue;
    }
    // Claimed only as read: a blackjack double that lands meanwhile changes the hand, and the next run pays that.
    if (!claimChip(deps, chip.id, payout, chip.moves, chip.double_round)) continue;
    // A doubled hand staked two wallet rounds; each is paid its half (a doubled hand has no 3 to 2).
    const credits: [round: string, amount: number][] = chip.double_round
      ? [
          [`lt${chip.id}`, payout - Math.floor(payout / 2)],
          [chip.double_round, Math.floor(payout / 2)],
        ]
      : [[`lt${chip.id}`, payout]];
    try {
      for (const [round, amount] of credits) await creditOnce(wallet, chip.token, round, amount);
      setChipStatus(deps, chip.id, 'settled');
      settled += 1;
    } catch (error) {
      deps.warn(`[provider] live table chip ${chip.id} not settled yet: ${String(error)}`);
    }
  }
  return settled;
}

/** Credits a wallet round; one credited by an earlier run answers `round_settled`, which is as good. */
async function creditOnce(wallet: WalletClient, token: string, round: string, amount: number): Promise<void> {
  try {
    await wallet.credit(token, `${round}-win`, round, amount, null);
  } catch (error) {
    if (!(error instanceof WalletRefusal && error.code === 'round_settled')) throw error;
  }
}

/** How often the server settles ended rounds, whether or not any page is open. */
const SETTLE_EVERY_MS = 1000;

/** Settles the tables' ended rounds in the background, one run at a time; the answer stops it. */
export function startChipSettlement(deps: Deps, wallet: WalletClient, timing: LiveTableTiming): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDueChips(deps, wallet, timing)
      .catch((error: unknown) => deps.warn(`[provider] live table settlement: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  }, SETTLE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
