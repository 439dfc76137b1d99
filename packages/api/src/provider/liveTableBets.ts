import type { Deps } from '../deps.ts';
import { SLOT_STAKES } from '../games/slots/slotCatalogue.ts';
import { ApiError } from '../http/errors.ts';
import { demoMove } from '../money/demoMoney.ts';
import { roundAt, roundById, roundSeed } from './liveTable.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import { tableGameOf, type TableGame } from './tableGames.ts';
import { blackjackHand, handKeyOf } from './liveBlackjack.ts';
import { demoWallet } from './slotRounds.ts';
import { WalletRefusal, WalletUnreachable, type WalletClient, type WalletSession } from './walletClient.ts';

/** A player's chips on one round: enough for any real spread, few enough that a page cannot flood the wallet. */
export const MAX_CHIPS_PER_ROUND = 20;

export interface ChipRequest {
  readonly roundId: number;
  readonly kind: string;
  readonly pockets: readonly number[];
  readonly stakeMinor: number;
  /** The page's key for this chip: the same key places it once, however often it is sent. */
  readonly key: string;
}

export interface ChipView {
  readonly id: number;
  readonly round_id: number;
  readonly kind: string;
  readonly pockets: number[];
  readonly stake_minor: number;
  readonly payout_minor: number | null;
  readonly status: string;
  /** A blackjack hand's decisions, in order (`h`, `s`, `d`); empty for every other chip. */
  readonly moves: string;
  /** A blackjack hand's key, which its hit cards are drawn with (liveBlackjack.ts, `handKeyOf`). */
  readonly hand_key?: string;
}

export interface ChipRow {
  id: number;
  token: string;
  player_id: number | null;
  slug: string;
  round_id: number;
  kind: string;
  pockets: string;
  stake_minor: number;
  payout_minor: number | null;
  status: string;
  moves: string;
  double_round: string | null;
}

export const refuse = (status: number, message: string) => new ApiError(status, { message });

export const chipView = (row: ChipRow): ChipView => ({
  id: row.id,
  round_id: row.round_id,
  kind: row.kind,
  pockets: JSON.parse(row.pockets) as number[],
  stake_minor: row.stake_minor,
  payout_minor: row.payout_minor,
  status: row.status,
  moves: row.moves,
  ...(row.kind === 'hand' ? { hand_key: handKeyOf(row) } : {}),
});

/** The table game a session plays; a session of a game that is not a table has no chips. */
function gameOf(slug: string): TableGame {
  const game = tableGameOf(slug);
  if (!game) throw refuse(404, 'not_found');
  return game;
}

function checkedChip(session: WalletSession, request: ChipRequest, timing: LiveTableTiming, now: number) {
  const round = roundAt(now, timing);
  if (request.roundId !== round.id || round.phase !== 'betting') throw refuse(409, 'betting_closed');
  const pockets = [...request.pockets].sort((a, b) => a - b);
  if (!gameOf(session.slug).legal(request.kind, pockets)) throw refuse(422, 'chip_invalid');
  if (!(SLOT_STAKES[session.currency]?.steps ?? []).includes(request.stakeMinor))
    throw refuse(422, 'stake_invalid');
  return pockets;
}

export function chipRow(deps: Deps, id: number): ChipRow {
  return deps.db.get<ChipRow>('SELECT * FROM live_table_bets WHERE id = ?', id) as ChipRow;
}

/** What the page is told when a wallet refusal or silence stops a chip. */
export function walletFailure(error: unknown): ApiError {
  if (error instanceof WalletRefusal) return refuse(error.status === 401 ? 502 : error.status, error.code);
  if (error instanceof WalletUnreachable) return refuse(502, 'wallet_unreachable');
  throw error;
}

/**
 * Puts one chip on the current round: checked (betting open, a legal chip, a stake of the currency's steps), stored
 * under the page's key, then paid for: real money by a wallet debit (rolled back if the wallet never answered), play
 * money from the demo wallet. A key seen before answers the chip it placed.
 */
export async function placeChip(
  deps: Deps,
  wallet: WalletClient,
  token: string,
  session: WalletSession,
  request: ChipRequest,
  timing: LiveTableTiming,
): Promise<{ chip: ChipView; balance_minor: number }> {
  const known = deps.db.get<ChipRow>(
    'SELECT * FROM live_table_bets WHERE token = ? AND bet_key = ?',
    token,
    request.key,
  );
  if (known) return { chip: chipView(known), balance_minor: await balanceOf(deps, wallet, token, session) };
  const pockets = checkedChip(session, request, timing, deps.clock.now());
  const placed = deps.db.transaction(() => {
    const count =
      deps.db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM live_table_bets
         WHERE token = ? AND round_id = ? AND status IN ('pending', 'open', 'settling', 'settled')`,
        token,
        request.roundId,
      )?.n ?? 0;
    // A blackjack player plays one hand a round, whatever the number of launches (issue 33: a hand's hit cards are
    // its player's); the other tables take a spread of chips.
    const blackjack = gameOf(session.slug).kind === 'blackjack';
    const most = blackjack ? 1 : MAX_CHIPS_PER_ROUND;
    if (count >= most) throw refuse(409, 'too_many_chips');
    if (blackjack && session.player_id !== null) {
      const hands = deps.db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM live_table_bets
         WHERE player_id = ? AND slug = ? AND round_id = ? AND status IN ('pending', 'open', 'settling', 'settled')`,
        session.player_id,
        session.slug,
        request.roundId,
      )?.n;
      if ((hands ?? 0) > 0) throw refuse(409, 'too_many_chips');
    }
    if (session.mode === 'demo') {
      const demo = demoWallet(deps, token);
      if (demo.balance_minor < request.stakeMinor) throw refuse(422, 'balance_not_enough');
      demoMove(deps, token, request.stakeMinor);
    }
    return deps.db.run(
      `INSERT INTO live_table_bets (token, bet_key, player_id, slug, round_id, kind, pockets, stake_minor, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      token,
      request.key,
      session.player_id,
      session.slug,
      request.roundId,
      request.kind,
      JSON.stringify(pockets),
      request.stakeMinor,
      session.mode === 'demo' ? 'open' : 'pending',
      deps.clock.now(),
    ).lastId;
  });
  if (session.mode === 'demo')
    return { chip: chipView(chipRow(deps, placed)), balance_minor: demoWallet(deps, token).balance_minor };
  try {
    const debited = await wallet.debit(token, `lt${placed}-bet`, `lt${placed}`, request.stakeMinor);
    deps.db.run("UPDATE live_table_bets SET status = 'open' WHERE id = ?", placed);
    return { chip: chipView(chipRow(deps, placed)), balance_minor: debited.balance_minor };
  } catch (error) {
    if (error instanceof WalletUnreachable)
      await wallet.rollback(token, `lt${placed}-rollback`, `lt${placed}-bet`).catch(() => undefined);
    deps.db.run(
      'UPDATE live_table_bets SET status = ? WHERE id = ?',
      error instanceof WalletRefusal ? 'refused' : 'rolled_back',
      placed,
    );
    throw walletFailure(error);
  }
}

export async function balanceOf(
  deps: Deps,
  wallet: WalletClient,
  token: string,
  session: WalletSession,
): Promise<number> {
  if (session.mode === 'demo') return demoWallet(deps, token).balance_minor;
  return (await wallet.balance(token)).balance_minor;
}

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
  const due = deps.db.all<ChipRow>(
    `SELECT * FROM live_table_bets WHERE status IN ('open', 'settling') AND round_id <= ? ORDER BY id LIMIT 500`,
    lastEnded,
  );
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
        const claimed = deps.db.run(
          "UPDATE live_table_bets SET status = 'settled', payout_minor = ? WHERE id = ? AND status = 'open' AND moves = ?",
          payout,
          chip.id,
          chip.moves,
        ).changes;
        if (claimed > 0 && payout > 0) demoMove(deps, chip.token, 0, payout);
      });
      settled += 1;
      continue;
    }
    // Claimed only as read: a blackjack double that lands meanwhile changes the hand, and the next run pays that.
    const claimed = deps.db.run(
      `UPDATE live_table_bets SET status = 'settling', payout_minor = ?
       WHERE id = ? AND status IN ('open', 'settling') AND moves = ? AND double_round IS ?`,
      payout,
      chip.id,
      chip.moves,
      chip.double_round,
    ).changes;
    if (claimed === 0) continue;
    // A doubled hand staked two wallet rounds; each is paid its half (a doubled hand has no 3 to 2).
    const credits: [round: string, amount: number][] = chip.double_round
      ? [
          [`lt${chip.id}`, payout - Math.floor(payout / 2)],
          [chip.double_round, Math.floor(payout / 2)],
        ]
      : [[`lt${chip.id}`, payout]];
    try {
      for (const [round, amount] of credits) await creditOnce(wallet, chip.token, round, amount);
      deps.db.run("UPDATE live_table_bets SET status = 'settled' WHERE id = ?", chip.id);
      settled += 1;
    } catch (error) {
      deps.log(`[provider] live table chip ${chip.id} not settled yet: ${String(error)}`);
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
      .catch((error: unknown) => deps.log(`[provider] live table settlement: ${String(error)}`))
      .finally(() => {
        running = false;
      });
  }, SETTLE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
