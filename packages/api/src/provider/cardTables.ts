import { betIntegers, scaled } from '../fairness/fairness.ts';
import { pay, type TableGame } from './tableGame.ts';

/** The card tables of the provider's live casino (docs/fairness.md, "Live tables"): baccarat and andar bahar. */

// ----------------------------------------------------------------------------------------------------------------- cards

/**
 * Cards come from the endless deck of the originals' hilo: card n of a round is `floor(f_n × 52)`, rank index
 * `card ÷ 4` (0 is the two, 12 the ace), suit `card mod 4` (♦ ♥ ♠ ♣).
 */
export const rankOf = (card: number): number => Math.floor(card / 4);
export const cardsOf = (seed: string, slug: string, roundId: number, count: number): number[] =>
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
export const baccarat: TableGame = {
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
export const andarBahar: TableGame = {
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
