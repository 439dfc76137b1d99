import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { sha256Hex } from '../fairness/fairness.ts';
import { readJson } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { parseBody } from '../http/validation.ts';
import {
  LIVE_TABLES,
  roundAt,
  roundChains,
  roundSeed,
  type TableMode,
  type TableRound,
} from './liveTable.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import { chipView, placeChip, type ChipView } from './liveTableBets.ts';
import { settleDueChips } from './liveTableSettlement.ts';
import { makeMove, moveLetter } from './liveTableMoves.ts';
import { launchChips, roundPlayers } from './liveTableStore.ts';
import { blackjackHand, blackjackRound, handDone, handValue, playerHand } from './liveBlackjack.ts';
import { tableGameOf } from './tableGames.ts';
import type { WalletClient } from './walletClient.ts';

const TOKEN = /^[a-f0-9]{48}$/;
const tokenBody = z.object({ token: z.string().regex(TOKEN) });
const moveBody = z.object({
  token: z.string().regex(TOKEN),
  chip_id: z.number().int().positive(),
  move: z.enum(['hit', 'stand', 'double']),
  at: z.number().int().min(0).max(40),
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
const chipBody = z.object({
  token: z.string().regex(TOKEN),
  round_id: z.number().int().nonnegative(),
  kind: z.string().max(16),
  pockets: z.array(z.number().int().min(0).max(99)).max(18),
  stake_minor: z.number().int().positive(),
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

/** How many past rounds the table shows, each with its revealed seed. */
const HISTORY = 10;
/** How often the table's state goes down its event stream. */
const PUSH_EVERY_MS = 1000;

/**
 * A blackjack hand as its player sees it: its key (what its hit cards are drawn with), its cards as the moves made
 * them, its total, and whether it takes more moves. The cards every player shares are shown once bets close (not
 * before: a player would bet on them); the hand's hit cards one by one as it takes them; the dealer's hand only when
 * the round ends, with the rest of the outcome.
 */
function withHand(deps: Deps, slug: string, mode: TableMode, round: TableRound, chip: ChipView) {
  const dealt = chip.round_id < round.id || round.phase === 'spinning';
  if (chip.kind !== 'hand' || chip.hand_key === undefined || !dealt) return chip;
  const seed = roundSeed(deps, slug, chip.round_id, mode);
  const cards = playerHand(blackjackHand(seed, slug, chip.round_id, chip.hand_key), chip.moves);
  const hand = cards ?? [];
  return { ...chip, hand, total: handValue(hand).total, done: handDone(hand, chip.moves) };
}

/** The table as a page sees it: the round on, past rounds with their proofs, who plays, and this player's chips. */
export function tableState(
  deps: Deps,
  slug: string,
  token: string,
  mode: TableMode,
  timing: LiveTableTiming,
) {
  const now = deps.clock.now();
  const round = roundAt(now, timing);
  const game = tableGameOf(slug);
  const history = Array.from({ length: HISTORY }, (_, index) => round.id - 1 - index)
    .filter((id) => id >= 0)
    .map((id) => {
      const seed = roundSeed(deps, slug, id, mode);
      const outcome = game?.outcome(seed, slug, id);
      // `pocket` stays for a roulette table's pages and tools; `outcome` says what any table drew.
      const pocket = outcome?.kind === 'roulette' ? { pocket: outcome.pocket } : {};
      return { id, ...pocket, outcome, server_seed: seed, server_seed_hashed: sha256Hex(seed) };
    });
  // A player counts once however many launches they bet from; a demo launch, which has no player, counts as one.
  const players = roundPlayers(deps, slug, round.id);
  const shared =
    game?.kind === 'blackjack' && round.phase === 'spinning'
      ? blackjackRound(roundSeed(deps, slug, round.id, mode), slug, round.id)
      : null;
  const deal = shared ? { deal: { player: shared.player, dealer: shared.dealer.slice(0, 1) } } : {};
  const chips = launchChips(deps, token, round.id - 1).map((row) =>
    withHand(deps, slug, mode, round, chipView(row)),
  );
  return {
    server_now: now,
    table: slug,
    game: game?.kind,
    round: {
      id: round.id,
      phase: round.phase,
      betting_ends_at: round.bettingEndsAt,
      ends_at: round.endsAt,
      server_seed_hashed: sha256Hex(roundSeed(deps, slug, round.id, mode)),
      ...deal,
    },
    history,
    // The chain of the round on and the next one (issue 33): each published before its first round.
    ...roundChains(deps, slug, round.id, mode),
    players,
    chips,
  };
}

/**
 * The live table's own API on the provider's origin (docs/contract.md, "Live tables"): the state, a chip, and a stream
 * of server-sent events that pushes the state every second, so every player's page shows the same round.
 */
export function liveTableRoutes(
  app: Hono<AppEnv>,
  deps: Deps,
  wallet: WalletClient,
  timing: LiveTableTiming,
): void {
  const tableSession = async (token: string) => {
    const session = await wallet.session(token);
    if (!LIVE_TABLES.has(session.slug)) throw notFound();
    return session;
  };

  app.post('/api/live/state', async (c) => {
    const { token } = parseBody(tokenBody, await readJson(c));
    const session = await tableSession(token);
    await settleDueChips(deps, wallet, timing);
    return c.json({ data: tableState(deps, session.slug, token, session.mode, timing) });
  });

  app.post('/api/live/chips', async (c) => {
    const body = parseBody(chipBody, await readJson(c));
    const session = await tableSession(body.token);
    const placed = await placeChip(
      deps,
      wallet,
      body.token,
      session,
      {
        roundId: body.round_id,
        kind: body.kind,
        pockets: body.pockets,
        stakeMinor: body.stake_minor,
        key: body.key,
      },
      timing,
    );
    return c.json({ data: placed });
  });

  app.post('/api/live/moves', async (c) => {
    const body = parseBody(moveBody, await readJson(c));
    const session = await tableSession(body.token);
    const move = moveLetter(body.move);
    if (!move) throw notFound();
    const made = await makeMove(
      deps,
      wallet,
      body.token,
      session,
      { chipId: body.chip_id, move, at: body.at, key: body.key },
      timing,
    );
    const round = roundAt(deps.clock.now(), timing);
    return c.json({ data: { ...made, chip: withHand(deps, session.slug, session.mode, round, made.chip) } });
  });

  app.get('/api/live/events', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!TOKEN.test(token)) throw notFound();
    const session = await tableSession(token);
    return streamSSE(c, async (stream) => {
      while (!stream.aborted) {
        await stream.writeSSE({
          event: 'state',
          data: JSON.stringify(tableState(deps, session.slug, token, session.mode, timing)),
        });
        await stream.sleep(PUSH_EVERY_MS);
      }
    });
  });
}
