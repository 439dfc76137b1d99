import { MONEY_WHEEL_COUNTS } from '@casino/tables';
import { betIntegers, scaled } from '../fairness/fairness.ts';
import { isLegalChip, POCKETS, ROULETTE_KINDS, type RouletteKind } from '../games/rouletteLayout.ts';
import { blackjackRound, handReturn } from './liveBlackjack.ts';
import { blackjackRtp } from './liveBlackjackRtp.ts';
import { andarBahar, baccarat } from './cardTables.ts';
import type { TableGame } from './tableGame.ts';

/**
 * The provider's live tables by slug (docs/fairness.md, "Live tables"): roulette, the money wheels and blackjack here,
 * the card tables in cardTables.ts, what every table game answers in tableGame.ts.
 */

// ---------------------------------------------------------------------------------------------------------------- roulette

/** The pocket of a roulette table's round: the originals' roulette draw, `floor(f0 × 37)`. */
export const pocketOf = (serverSeed: string, slug: string, roundId: number): number =>
  scaled(betIntegers(serverSeed, slug, roundId, 1)[0] ?? 0, POCKETS);

/** European single-zero roulette: a chip on n pockets returns 36 / n times its stake. */
const roulette: TableGame = {
  kind: 'roulette',
  segments: 0,
  outcome: (seed, slug, roundId) => ({ kind: 'roulette', pocket: pocketOf(seed, slug, roundId) }),
  legal: (kind, pockets) =>
    (ROULETTE_KINDS as readonly string[]).includes(kind) && isLegalChip(kind as RouletteKind, pockets),
  payout: (stake, _kind, pockets, outcome) =>
    outcome.kind === 'roulette' && pockets.includes(outcome.pocket) ? (stake * 36) / pockets.length : 0,
  spots: [1, 2, 3, 4, 6, 12, 18].map((n) => ({
    kind: `pockets-${n}`,
    pockets: [],
    pays: [36, n] as const,
    rtp: 36 / 37,
  })),
};

// ------------------------------------------------------------------------------------------------------------- money wheel

/**
 * A money wheel's segments, spread evenly round the wheel: each value's `count` segments sit at `(i + ½) × N / count`,
 * ordered by that place, the rarer value first on a tie. Segment 0 is at the pointer when the wheel is at rest.
 */
export function spreadLayout(counts: readonly (readonly [value: number, count: number])[]): number[] {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  return counts
    .flatMap(([value, count]) =>
      Array.from({ length: count }, (_, i) => ({ value, count, at: ((2 * i + 1) * total) / (2 * count) })),
    )
    .sort((a, b) => a.at - b.at || a.count - b.count || b.value - a.value)
    .map((segment) => segment.value);
}

/** A chip on a value returns `value + 1` times its stake when the wheel stops on a segment of that value. */
function moneyWheel(
  counts: readonly (readonly [number, number])[],
): TableGame & { layout: readonly number[] } {
  const layout = spreadLayout(counts);
  const values = new Set(layout);
  return {
    kind: 'wheel',
    layout,
    segments: layout.length,
    outcome: (seed, slug, roundId) => {
      const segment = scaled(betIntegers(seed, slug, roundId, 1)[0] ?? 0, layout.length);
      return { kind: 'wheel', segment, value: layout[segment] ?? 0 };
    },
    legal: (kind, pockets) => kind === 'segment' && pockets.length === 1 && values.has(pockets[0] ?? -1),
    payout: (stake, _kind, pockets, outcome) =>
      outcome.kind === 'wheel' && outcome.value === pockets[0] ? stake * (outcome.value + 1) : 0,
    spots: counts.map(([value, count]) => ({
      kind: 'segment',
      pockets: [value],
      pays: [value + 1, 1] as const,
      rtp: (count * (value + 1)) / layout.length,
    })),
  };
}

// -------------------------------------------------------------------------------------------------------------- blackjack

let blackjackReturn: number | null = null;

/** Live blackjack (liveBlackjack.ts): one hand a player a round, on the shared first cards and its own hits. */
const blackjack: TableGame = {
  kind: 'blackjack',
  segments: 0,
  outcome: blackjackRound,
  legal: (kind, pockets) => kind === 'hand' && pockets.length === 0,
  payout: (stake, _kind, _pockets, outcome, moves = '') => {
    if (outcome.kind !== 'blackjack' || !('hits' in outcome)) return 0;
    const result = handReturn(outcome, moves);
    // Moves the rules refuse are never stored; should one be, the hand stands on its first two cards.
    const units = result?.units ?? handReturn(outcome, '')?.units ?? 0;
    return Math.floor((stake * Math.round(units * 2)) / 2);
  },
  get spots() {
    return [{ kind: 'hand', pockets: [], pays: [2, 1] as const, rtp: (blackjackReturn ??= blackjackRtp()) }];
  },
};

// ----------------------------------------------------------------------------------------------------------------- tables

/** The money wheels' layouts (`@casino/tables`): `[value, segments]`; each bet on one wheel returns the same RTP. */
export const WHEEL_COUNTS = MONEY_WHEEL_COUNTS;

export const WHEELS = Object.fromEntries(
  Object.entries(WHEEL_COUNTS).map(([slug, counts]) => [slug, moneyWheel(counts)]),
) as Record<keyof typeof WHEEL_COUNTS, ReturnType<typeof moneyWheel>>;

const TABLE_GAMES: Readonly<Record<string, TableGame>> = {
  'auto-roulette': roulette,
  'classic-roulette': roulette,
  'speed-baccarat': baccarat,
  'andar-bahar': andarBahar,
  'blackjack-classic': blackjack,
  ...WHEELS,
};

/** The table game a live-casino slug plays, if the provider runs that table. */
export function tableGameOf(slug: string): TableGame | undefined {
  return Object.hasOwn(TABLE_GAMES, slug) ? TABLE_GAMES[slug] : undefined;
}

export const TABLE_SLUGS: readonly string[] = Object.keys(TABLE_GAMES);
