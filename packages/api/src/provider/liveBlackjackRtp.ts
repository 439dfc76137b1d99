/**
 * The live blackjack table's return (docs/fairness.md, "Live tables"), computed exactly for the endless deck the
 * table deals from (`liveBlackjack.ts`): the dealer's final totals from an up card, and the RTP of a player who always
 * makes the best move. The table's rules are as there: the dealer stands on all 17s, no hole card, a blackjack pays 3
 * to 2, a double takes one card.
 */

/** The 13 ranks of the endless deck by value, each with its chance: 2–9 and the ace 1/13, the tens 4/13. */
const DRAWS: readonly (readonly [value: number, chance: number])[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((value) => [value, 1 / 13] as const),
  [10, 4 / 13],
  [11, 1 / 13],
];

const add = (total: number, soft: boolean, value: number): { total: number; soft: boolean } => {
  let sum = total + value;
  let elevens = (soft ? 1 : 0) + (value === 11 ? 1 : 0);
  while (sum > 21 && elevens > 0) {
    sum -= 10;
    elevens -= 1;
  }
  return { total: sum, soft: elevens > 0 };
};

/**
 * The dealer's final totals from an up card, drawing the second card and on to 17 (standing on soft 17): chances of
 * 17–21, of a bust (key 22) and of a blackjack (key 0).
 */
export function dealerFinals(up: number): Map<number, number> {
  const finals = new Map<number, number>();
  const walk = (total: number, soft: boolean, cards: number, chance: number) => {
    if (cards === 2 && total === 21) {
      finals.set(0, (finals.get(0) ?? 0) + chance);
      return;
    }
    if (cards >= 2 && total >= 17) {
      const key = total > 21 ? 22 : total;
      finals.set(key, (finals.get(key) ?? 0) + chance);
      return;
    }
    for (const [value, p] of DRAWS) {
      const next = add(total, soft, value);
      walk(next.total, next.soft, cards + 1, chance * p);
    }
  };
  walk(up, up === 11, 1, 1);
  return finals;
}

/**
 * The table's RTP for a player who always makes the best move, exactly for the endless deck: the mean return per
 * unit staked first, over every first two cards and up card, taking at each hand the best of stand, hit and double.
 */
export function blackjackRtp(): number {
  let expected = 0;
  for (const [up, pUp] of DRAWS) {
    const finals = dealerFinals(up);
    const chance = (key: number) => finals.get(key) ?? 0;
    const stand = (total: number) => {
      if (total > 21) return -1;
      let ev = chance(22) - chance(0);
      for (let dealer = 17; dealer <= 21; dealer += 1)
        ev += dealer < total ? chance(dealer) : dealer > total ? -chance(dealer) : 0;
      return ev;
    };
    const memo = new Map<string, number>();
    const best = (total: number, soft: boolean): number => {
      if (total > 21) return -1;
      if (total === 21) return stand(21);
      const key = `${total}:${soft}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let hit = 0;
      for (const [value, p] of DRAWS) {
        const next = add(total, soft, value);
        hit += p * best(next.total, next.soft);
      }
      const value = Math.max(stand(total), hit);
      memo.set(key, value);
      return value;
    };
    for (const [a, pa] of DRAWS) {
      for (const [b, pb] of DRAWS) {
        const hand = add(a, a === 11, b);
        let ev: number;
        if (hand.total === 21) ev = 1.5 * (1 - chance(0));
        else {
          let double = 0;
          for (const [value, p] of DRAWS) {
            const next = add(hand.total, hand.soft, value);
            double += p * 2 * (next.total > 21 ? -1 : stand(next.total));
          }
          ev = Math.max(best(hand.total, hand.soft), double);
        }
        expected += pUp * pa * pb * ev;
      }
    }
  }
  return 1 + expected;
}
