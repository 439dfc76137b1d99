import type { Deps } from '../deps.ts';
import { sha256Hex } from '../fairness/fairness.ts';
import { TABLE_SLUGS, tableGameOf } from './tableGames.ts';
import { CHAIN_ROUNDS, chainOf, chainSeed } from './liveTableChain.ts';
import type { LiveTableTiming } from './liveTableTiming.ts';
import { tableSecret } from './tableSecretStore.ts';

/**
 * The live tables of the provider stand-in (issue 19): one shared round after another on a fixed schedule, the same
 * round for every player at the table. Bets are taken while the round is `betting`; then the ball or the wheel spins,
 * or the cards are dealt, and the outcome is shown when the round ends (tableGames.ts: what each table draws). The schedule is a function of the clock alone, so every request, every
 * instance and a restart agree on which round is on.
 */
export const LIVE_TABLES: ReadonlySet<string> = new Set(TABLE_SLUGS);

export interface TableRound {
  readonly id: number;
  readonly phase: 'betting' | 'spinning';
  readonly startsAt: number;
  readonly bettingEndsAt: number;
  readonly endsAt: number;
}

/** The round on at `now`: rounds are numbered from the epoch, one per betting + spin period. */
export function roundAt(now: number, timing: LiveTableTiming): TableRound {
  const period = timing.bettingMs + timing.spinMs;
  const id = Math.floor(now / period);
  return roundById(id, now, timing);
}

export function roundById(id: number, now: number, timing: LiveTableTiming): TableRound {
  const startsAt = id * (timing.bettingMs + timing.spinMs);
  const bettingEndsAt = startsAt + timing.bettingMs;
  return {
    id,
    phase: now < bettingEndsAt ? 'betting' : 'spinning',
    startsAt,
    bettingEndsAt,
    endsAt: bettingEndsAt + timing.spinMs,
  };
}

/** Whose rounds: the table's real ones, or its demo ones (play money). */
export type TableMode = 'play' | 'demo';

/**
 * A round's fairness (docs/fairness.md, "Live tables"): its server seed is kept secret until the round ends, its
 * SHA-256 published from the start of betting. The draw uses the table's slug as the client seed and the round id as
 * the nonce (a roulette table's pocket is the originals' roulette draw, so `/fairness` checks it as a roulette bet).
 * The seeds are hash chains of the table's secret (liveTableChain.ts), each published before its first round.
 * Demo blackjack runs the same schedule on chains of its own (label `demo:<slug>`), so no card a demo hand is
 * shown is one of a real round (issue 33); at the other tables nobody decides anything once bets close, so demo
 * players watch the real round, as at a live studio.
 */
export function roundSeed(deps: Deps, slug: string, roundId: number, mode: TableMode): string {
  return chainSeed(tableSecret(deps, slug), chainLabel(slug, mode), roundId);
}

/** Whose chains a session plays: the table's (`<slug>`), or demo blackjack's own (`demo:<slug>`). */
const chainLabel = (slug: string, mode: TableMode) =>
  mode === 'demo' && tableGameOf(slug)?.kind === 'blackjack' ? `demo:${slug}` : slug;

/** The chain of a round, and the next one, as the table publishes them (liveTableChain.ts). */
export function roundChains(deps: Deps, slug: string, roundId: number, mode: TableMode) {
  const secret = tableSecret(deps, slug);
  const label = chainLabel(slug, mode);
  return {
    chain: chainOf(secret, label, roundId),
    next_chain: chainOf(secret, label, roundId + CHAIN_ROUNDS),
  };
}

export function roundCommitment(deps: Deps, slug: string, roundId: number, mode: TableMode): string {
  return sha256Hex(roundSeed(deps, slug, roundId, mode));
}

const ENV = { bettingMs: 'API_LIVE_TABLE_BETTING_MS', spinMs: 'API_LIVE_TABLE_SPIN_MS' } as const;

/** The tables' schedule from the environment (the browser tests run fast rounds); unset stays default. */
export function liveTableTimingFromEnv(env: NodeJS.ProcessEnv): Partial<LiveTableTiming> | undefined {
  const timing: Record<string, number> = {};
  for (const [key, name] of Object.entries(ENV)) {
    const text = env[name];
    if (text === undefined) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1000)
      throw new Error(`${name} must be at least 1000 ms, got "${text}"`);
    timing[key] = value;
  }
  return Object.keys(timing).length === 0 ? undefined : timing;
}
