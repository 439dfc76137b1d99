import { MONEY_WHEEL_COUNTS } from '@casino/tables';
import type { Digests } from '../../ports/Digests.ts';
import { scaledIndex } from '../fairness/floats.ts';
import { deriveRounds, u32Stream, type DerivedRound } from '../fairness/rounds.ts';

/**
 * The provider's live tables (docs/fairness.md, "Live tables"), re-derived in the client independently of the provider:
 * each round is drawn from its own server seed with the table's slug as the client seed and the round id as the nonce.
 */
export type TableKind = 'roulette' | 'wheel' | 'baccarat' | 'andar-bahar' | 'blackjack';

/** The money wheels' numbers with their segments, as docs/fairness.md publishes them (`@casino/tables`). */
const WHEEL_COUNTS: Readonly<Record<string, readonly (readonly [value: number, segments: number])[]>> =
  MONEY_WHEEL_COUNTS;

/** Each table the provider runs, by its slug, with the game it plays and its name. */
export const LIVE_TABLES: Readonly<Record<string, { readonly kind: TableKind; readonly title: string }>> = {
  'auto-roulette': { kind: 'roulette', title: 'Auto Roulette' },
  'classic-roulette': { kind: 'roulette', title: 'Classic Roulette' },
  'carnival-wheel': { kind: 'wheel', title: 'Carnival Wheel' },
  'starlight-wheel': { kind: 'wheel', title: 'Starlight Wheel' },
  'grand-wheel': { kind: 'wheel', title: 'Grand Wheel' },
  'city-wheel': { kind: 'wheel', title: 'City Wheel' },
  'candy-wheel': { kind: 'wheel', title: 'Candy Wheel' },
  'speed-baccarat': { kind: 'baccarat', title: 'Baccarat' },
  'andar-bahar': { kind: 'andar-bahar', title: 'Andar Bahar' },
  'blackjack-classic': { kind: 'blackjack', title: 'Classic Blackjack' },
};

export function isLiveTable(slug: string): boolean {
  return Object.hasOwn(LIVE_TABLES, slug);
}

/**
 * A wheel's segments in order from the pointer: number v's i-th segment (of c) sits at (2i + 1) × N / (2c), ordered
 * by that place, the number with fewer segments first on a tie, then the larger number.
 */
export function wheelLayout(slug: string): readonly number[] {
  const counts = WHEEL_COUNTS[slug] ?? [];
  const total = counts.reduce((sum, [, segments]) => sum + segments, 0);
  const places = counts.flatMap(([value, segments]) =>
    Array.from({ length: segments }, (_, i) => ({
      value,
      segments,
      at: ((2 * i + 1) * total) / (2 * segments),
    })),
  );
  places.sort((a, b) => a.at - b.at || a.segments - b.segments || b.value - a.value);
  return places.map((place) => place.value);
}

/** A card of the endless deck: rank index card ÷ 4 (0 the two … 12 the ace), suit card mod 4 (♦ ♥ ♠ ♣). */
export const cardRank = (card: number): number => Math.floor(card / 4);

const baccaratPoints = (card: number): number => {
  const rank = cardRank(card);
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};

const blackjackValue = (card: number): number => {
  const rank = cardRank(card);
  return rank === 12 ? 11 : rank >= 8 ? 10 : rank + 2;
};

/** A blackjack hand's best total: aces count 11 while the hand stays at 21 or under. */
export function blackjackTotal(cards: readonly number[]): number {
  let total = cards.reduce((sum, card) => sum + blackjackValue(card), 0);
  let aces = cards.filter((card) => cardRank(card) === 12).length;
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return total;
}

export type TableOutcome =
  | { readonly kind: 'roulette'; readonly pocket: number }
  | { readonly kind: 'wheel'; readonly segment: number; readonly value: number }
  | {
      readonly kind: 'baccarat';
      readonly player: readonly number[];
      readonly banker: readonly number[];
      readonly playerTotal: number;
      readonly bankerTotal: number;
      readonly winner: 'player' | 'banker' | 'tie';
    }
  | {
      readonly kind: 'andar-bahar';
      readonly joker: number;
      readonly andar: readonly number[];
      readonly bahar: readonly number[];
      readonly winner: 'andar' | 'bahar' | 'none';
    }
  | {
      readonly kind: 'blackjack';
      readonly player: readonly number[];
      /** One hand's hit cards, drawn with its key (issue 33); empty when no hand was named. */
      readonly hits: readonly number[];
      readonly dealer: readonly number[];
      readonly dealerTotal: number;
    };

/** How many floats a table's round draws. */
const ANDAR_BAHAR_CARDS = 401;
const BLACKJACK_DEALER_FROM = 22;
const BLACKJACK_CARDS = 39;
/** A hand's own hit cards: 21 aces after two would be 19 hits. */
const BLACKJACK_HITS = 19;
const FLOATS: Readonly<Record<TableKind, number>> = {
  roulette: 1,
  wheel: 1,
  baccarat: 6,
  'andar-bahar': ANDAR_BAHAR_CARDS,
  blackjack: BLACKJACK_CARDS,
};

function baccarat(cards: readonly number[]): TableOutcome {
  const points = (index: number) => baccaratPoints(cards[index] ?? 0);
  const player = [0, 2];
  const banker = [1, 3];
  const total = (hand: readonly number[]) => hand.reduce((sum, index) => sum + points(index), 0) % 10;
  if (total(player) < 8 && total(banker) < 8) {
    let next = 4;
    let third: number | null = null;
    if (total(player) <= 5) {
      third = points(next);
      player.push(next);
      next += 1;
    }
    const b = total(banker);
    const draws =
      third === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && third >= 6 && third <= 7);
    if (draws) banker.push(next);
  }
  const [p, b] = [total(player), total(banker)];
  return {
    kind: 'baccarat',
    player: player.map((index) => cards[index] ?? 0),
    banker: banker.map((index) => cards[index] ?? 0),
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : p < b ? 'banker' : 'tie',
  };
}

function andarBahar(cards: readonly number[]): TableOutcome {
  const joker = cards[0] ?? 0;
  const dealt: number[] = [];
  let winner: 'andar' | 'bahar' | 'none' = 'none';
  for (const card of cards.slice(1)) {
    dealt.push(card);
    if (cardRank(card) === cardRank(joker)) {
      winner = dealt.length % 2 === 1 ? 'andar' : 'bahar';
      break;
    }
  }
  return {
    kind: 'andar-bahar',
    joker,
    andar: dealt.filter((_, i) => i % 2 === 0),
    bahar: dealt.filter((_, i) => i % 2 === 1),
    winner,
  };
}

function blackjack(cards: readonly number[]): TableOutcome {
  const dealer = [cards[2] ?? 0];
  for (let next = BLACKJACK_DEALER_FROM; next < cards.length; next += 1) {
    if (dealer.length >= 2 && blackjackTotal(dealer) >= 17) break;
    dealer.push(cards[next] ?? 0);
  }
  return {
    kind: 'blackjack',
    player: [cards[0] ?? 0, cards[1] ?? 0],
    hits: [],
    dealer,
    dealerTotal: blackjackTotal(dealer),
  };
}

/** What a table's round draws from its u32 stream. */
export function tableOutcome(slug: string, u32s: readonly number[]): TableOutcome | null {
  const table = LIVE_TABLES[slug];
  if (!table) return null;
  const first = u32s[0] ?? 0;
  const cards = u32s.map((u32) => scaledIndex(u32, 52));
  switch (table.kind) {
    case 'roulette':
      return { kind: 'roulette', pocket: scaledIndex(first, 37) };
    case 'wheel': {
      const layout = wheelLayout(slug);
      const segment = scaledIndex(first, layout.length);
      return { kind: 'wheel', segment, value: layout[segment] ?? 0 };
    }
    case 'baccarat':
      return baccarat(cards);
    case 'andar-bahar':
      return andarBahar(cards);
    case 'blackjack':
      return blackjack(cards);
  }
}

/** What a player has of a table's past round: the table, the round, the revealed seed and its commitment. */
export interface TableRoundProof {
  readonly table: string;
  readonly roundId: number;
  readonly serverSeed: string;
  /** Empty when the player has no commitment to compare. */
  readonly serverSeedHashed: string;
  /**
   * A blackjack hand's key (`p<player>` or `d<chip>`, on the hand's chip): its hit cards are drawn from the same seed
   * with client seed `<table>:<key>`, so no hand's cards tell another's (issue 33). Empty: the shared cards only.
   */
  readonly hand?: string;
  /**
   * The seed of the round before (or, for a chain's first round, the chain's terminating hash): the tables' seeds are
   * hash chains (issue 33), so the SHA-256 of this seed must be it. Empty: the chain is not checked.
   */
  readonly previous?: string;
}

export interface TableRoundCheck {
  readonly kind: TableKind;
  readonly outcome: TableOutcome;
  /** The first round of bytes (message `<table>:<round>:0`) and the u32 values the draw used first. */
  readonly firstRound: DerivedRound;
  readonly u32s: readonly number[];
  /** Whether sha256(server seed) is the commitment; null when none was given. */
  readonly seedMatches: boolean | null;
  /** Whether sha256(server seed) is the seed of the round before (the chain link); null when none was given. */
  readonly chainMatches: boolean | null;
}

/** Re-derives a table's round from its revealed seed; null for a table the site does not know. */
export async function checkTableRound(
  digests: Digests,
  proof: TableRoundProof,
): Promise<TableRoundCheck | null> {
  const table = LIVE_TABLES[proof.table];
  if (!table) return null;
  const count = FLOATS[table.kind];
  const rounds = await deriveRounds(
    digests,
    { serverSeed: proof.serverSeed, clientSeed: proof.table, nonce: proof.roundId },
    count,
  );
  const u32s = u32Stream(rounds, count);
  const dealt = tableOutcome(proof.table, u32s);
  const commitment = proof.serverSeedHashed.trim().toLowerCase();
  const previous = proof.previous?.trim().toLowerCase() ?? '';
  if (!dealt || !rounds[0]) return null;
  const hand = proof.hand?.trim() ?? '';
  const outcome =
    dealt.kind === 'blackjack' && hand !== ''
      ? { ...dealt, hits: await handHits(digests, proof, hand) }
      : dealt;
  return {
    kind: table.kind,
    outcome,
    firstRound: rounds[0],
    u32s: u32s.slice(0, Math.min(count, 6)),
    seedMatches: commitment === '' ? null : (await digests.sha256Hex(proof.serverSeed)) === commitment,
    chainMatches: previous === '' ? null : (await digests.sha256Hex(proof.serverSeed)) === previous,
  };
}

/** A blackjack hand's hit cards: client seed `<table>:<hand key>`, nonce the round, card k = `floor(f_k × 52)`. */
async function handHits(digests: Digests, proof: TableRoundProof, hand: string): Promise<number[]> {
  const rounds = await deriveRounds(
    digests,
    { serverSeed: proof.serverSeed, clientSeed: `${proof.table}:${hand}`, nonce: proof.roundId },
    BLACKJACK_HITS,
  );
  return u32Stream(rounds, BLACKJACK_HITS).map((u32) => scaledIndex(u32, 52));
}
