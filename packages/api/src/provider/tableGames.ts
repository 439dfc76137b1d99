import { MONEY_WHEEL_COUNTS } from '@casino/tables';
import { betIntegers, scaled } from '../fairness/fairness.ts';
import { isLegalChip, POCKETS, ROULETTE_KINDS, type RouletteKind } from '../games/rouletteLayout.ts';
import {
  blackjackRound,
  blackjackRtp,
  handReturn,
  type BlackjackHand,
  type BlackjackRound,
} from './liveBlackjack.ts';

/**
 * The games of the provider's live tables (docs/fairness.md, "Live tables"): what a round's seed draws and what each
 * chip is paid on it. Every table plays the same schedule and takes chips the same way (liveTable.ts,
 * liveTableBets.ts); only the draw and the pay differ. Money stays in integer minor units: a payout is
 * `floor(stake × numerator / denominator)`.
 */
export type TableKind = 'roulette' | 'wheel' | 'baccarat' | 'andar-bahar' | 'blackjack';

export type TableOutcome =
  | { readonly kind: 'roulette'; readonly pocket: number }
  | { readonly kind: 'wheel'; readonly segment: number; readonly value: number }
  | {
      readonly kind: 'baccarat';
      readonly player: readonly number[];
      readonly banker: readonly number[];
      readonly player_total: number;
      readonly banker_total: number;
      readonly winner: 'player' | 'banker' | 'tie';
    }
  | {
      readonly kind: 'andar-bahar';
      readonly joker: number;
      readonly andar: readonly number[];
      readonly bahar: readonly number[];
      readonly winner: 'andar' | 'bahar' | 'none';
    }
  | BlackjackRound
  | BlackjackHand;

/** A place on the felt a chip can go: its kind and numbers, and what it returns per unit staked on average. */
export interface TableSpot {
  readonly kind: string;
  readonly pockets: readonly number[];
  /** What a winning chip returns, stake included, as a fraction. */
  readonly pays: readonly [numerator: number, denominator: number];
  readonly rtp: number;
}

export interface TableGame {
  readonly kind: TableKind;
  /** The round's draw from its seed: client seed = the table's slug, nonce = the round id. */
  outcome(serverSeed: string, slug: string, roundId: number): TableOutcome;
  /** Whether a chip of this kind may cover exactly these numbers (ascending). */
  legal(kind: string, pockets: readonly number[]): boolean;
  /**
   * What the chip returns on this outcome, stake included, in minor units (0 when it loses). `moves` are a blackjack
   * hand's decisions, and its outcome the hand's own (`blackjackHand`); a doubled hand's stake is twice `stakeMinor`.
   */
  payout(
    stakeMinor: number,
    kind: string,
    pockets: readonly number[],
    outcome: TableOutcome,
    moves?: string,
  ): number;
  /** The felt's spots for the rules the page publishes (roulette: its kinds of chip). */
  readonly spots: readonly TableSpot[];
  /** A wheel's number of segments (0 for the other games). */
  readonly segments: number;
}

const pay = (stakeMinor: number, [numerator, denominator]: readonly [number, number]) =>
  Math.floor((stakeMinor * numerator) / denominator);

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

// ----------------------------------------------------------------------------------------------------------------- cards

/**
 * Cards come from the endless deck of the originals' hilo: card n of a round is `floor(f_n × 52)`, rank index
 * `card ÷ 4` (0 is the two, 12 the ace), suit `card mod 4` (♦ ♥ ♠ ♣).
 */
export const rankOf = (card: number): number => Math.floor(card / 4);
const cardsOf = (seed: string, slug: string, roundId: number, count: number): number[] =>
  betIntegers(seed, slug, roundId, count).map((u32) => scaled(u32, 52));

/** Baccarat's point value of a rank index: 2–9 count as such, tens and faces 0, the ace 1. */
export const baccaratPoints = (rank: number): number => (rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0);

/** Whether the banker draws a third card on `banker` points when the player drew one worth `third` (or none). */
function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/**
 * One coup of punto banco from points: the player's two cards, the banker's two, then the third cards by the tableau.
 * `draw(i)` is the points of card i of the coup (0 P, 1 B, 2 P, 3 B, then each third card in turn).
 */
export function baccaratCoup(draw: (index: number) => number): {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
} {
  const player = [0, 2];
  const banker = [1, 3];
  let next = 4;
  const total = (hand: number[]) => hand.reduce((sum, index) => sum + draw(index), 0) % 10;
  if (total(player) < 8 && total(banker) < 8) {
    let third: number | null = null;
    if (total(player) <= 5) {
      player.push(next);
      third = draw(next);
      next += 1;
    }
    if (bankerDraws(total(banker), third)) banker.push(next);
  }
  return { player, banker, playerTotal: total(player), bankerTotal: total(banker) };
}

const BACCARAT_PAYS = {
  player: [2, 1],
  banker: [195, 100],
  tie: [9, 1],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * The chances of player, banker and tie from the endless deck, exact: every run of six card values weighted by how
 * many of the 13 ranks give it (four for a 0, one for each of 1–9). The unused cards of a run do not change its coup.
 */
export function baccaratChances(): { player: number; banker: number; tie: number } {
  const weight = (points: number) => (points === 0 ? 4 : 1);
  const counts = { player: 0, banker: 0, tie: 0 };
  const values = [0, 0, 0, 0, 0, 0];
  for (let code = 0; code < 1_000_000; code += 1) {
    let rest = code;
    let w = 1;
    for (let i = 0; i < 6; i += 1) {
      values[i] = rest % 10;
      rest = Math.floor(rest / 10);
      w *= weight(values[i] ?? 0);
    }
    const coup = baccaratCoup((index) => values[index] ?? 0);
    const winner =
      coup.playerTotal > coup.bankerTotal ? 'player' : coup.playerTotal < coup.bankerTotal ? 'banker' : 'tie';
    counts[winner] += w;
  }
  const all = 13 ** 6;
  return { player: counts.player / all, banker: counts.banker / all, tie: counts.tie / all };
}

let chances: ReturnType<typeof baccaratChances> | null = null;
const baccaratOdds = () => (chances ??= baccaratChances());

/** Punto banco: player pays 1 to 1, banker 0.95 to 1, tie 8 to 1; a tie returns the player and banker chips. */
const baccarat: TableGame = {
  kind: 'baccarat',
  segments: 0,
  outcome: (seed, slug, roundId) => {
    const cards = cardsOf(seed, slug, roundId, 6);
    const coup = baccaratCoup((index) => baccaratPoints(rankOf(cards[index] ?? 0)));
    const winner =
      coup.playerTotal > coup.bankerTotal ? 'player' : coup.playerTotal < coup.bankerTotal ? 'banker' : 'tie';
    return {
      kind: 'baccarat',
      player: coup.player.map((index) => cards[index] ?? 0),
      banker: coup.banker.map((index) => cards[index] ?? 0),
      player_total: coup.playerTotal,
      banker_total: coup.bankerTotal,
      winner,
    };
  },
  legal: (kind, pockets) => kind in BACCARAT_PAYS && pockets.length === 0,
  payout: (stake, kind, _pockets, outcome) => {
    if (outcome.kind !== 'baccarat') return 0;
    if (outcome.winner === 'tie' && kind !== 'tie') return stake;
    return outcome.winner === kind ? pay(stake, BACCARAT_PAYS[kind]) : 0;
  },
  get spots() {
    const odds = baccaratOdds();
    return (['player', 'banker', 'tie'] as const).map((kind) => {
      const [numerator, denominator] = BACCARAT_PAYS[kind];
      const win = (odds[kind] * numerator) / denominator;
      return { kind, pockets: [], pays: BACCARAT_PAYS[kind], rtp: kind === 'tie' ? win : win + odds.tie };
    });
  },
};

// ------------------------------------------------------------------------------------------------------------ andar bahar

/** The most cards dealt after the joker; a round that deals them all without a match returns every chip. */
export const ANDAR_BAHAR_MAX_CARDS = 400;
const ANDAR_BAHAR_PAYS = { andar: [19, 10], bahar: [2, 1] } as const satisfies Record<
  string,
  readonly [number, number]
>;
/** The first match comes on an andar card (1st, 3rd, …) with chance (1/13) / (1 − (12/13)²) = 13/25. */
const ANDAR_CHANCE = 13 / 25;

/** Andar bahar: a joker, then cards to andar and bahar in turn (andar first) until one matches the joker's rank. */
const andarBahar: TableGame = {
  kind: 'andar-bahar',
  segments: 0,
  outcome: (seed, slug, roundId) => {
    const cards = cardsOf(seed, slug, roundId, ANDAR_BAHAR_MAX_CARDS + 1);
    const joker = cards[0] ?? 0;
    const match = cards.findIndex((card, index) => index > 0 && rankOf(card) === rankOf(joker));
    const dealt = match < 0 ? cards.slice(1) : cards.slice(1, match + 1);
    return {
      kind: 'andar-bahar',
      joker,
      andar: dealt.filter((_, index) => index % 2 === 0),
      bahar: dealt.filter((_, index) => index % 2 === 1),
      winner: match < 0 ? 'none' : match % 2 === 1 ? 'andar' : 'bahar',
    };
  },
  legal: (kind, pockets) => kind in ANDAR_BAHAR_PAYS && pockets.length === 0,
  payout: (stake, kind, _pockets, outcome) => {
    if (outcome.kind !== 'andar-bahar') return 0;
    if (outcome.winner === 'none') return stake;
    return outcome.winner === kind ? pay(stake, ANDAR_BAHAR_PAYS[kind]) : 0;
  },
  spots: (['andar', 'bahar'] as const).map((kind) => {
    const [numerator, denominator] = ANDAR_BAHAR_PAYS[kind];
    const chance = kind === 'andar' ? ANDAR_CHANCE : 1 - ANDAR_CHANCE;
    return { kind, pockets: [], pays: ANDAR_BAHAR_PAYS[kind], rtp: (chance * numerator) / denominator };
  }),
};

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
