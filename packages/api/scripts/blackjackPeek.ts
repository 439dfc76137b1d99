import type { Deps } from '../src/deps.ts';
import { sha256Hex } from '../src/fairness/fairness.ts';
import { blackjackHand, handDone, handHits, handReturn, playerHand } from '../src/provider/liveBlackjack.ts';
import { blackjackRtp } from '../src/provider/liveBlackjackRtp.ts';
import { roundSeed } from '../src/provider/liveTable.ts';
import { bestMove, peekMoves, valueOf } from '../test/support/blackjackPlay.ts';

/**
 * The demo-peek strategy of issue 33, simulated: each round's real hand at the live blackjack table, played with the
 * hit cards a demo hand of the same round is shown (`peeking`), with no knowledge of the cards (`best`), and with the
 * real hand's own cards, as a demo hand was shown them before the fix (`shared`). A fixed secret makes the figures the
 * same on every run. The test (`test/providerBlackjackPeek.test.ts`) holds a few thousand hands to the rule;
 * `pnpm bench:games` prints the figure over 20 000 (`--hands N` here).
 */
const BLACKJACK = 'blackjack-classic';
type Hand = ReturnType<typeof blackjackHand>;

export interface PeekFigures {
  readonly hands: number;
  /** Returns per unit first staked. */
  readonly peeking: number;
  readonly best: number;
  readonly shared: number;
  readonly published: number;
  /** Three standard deviations of the mean return over `hands` (one hand's is near 1.15 stakes). */
  readonly noise: number;
}

/** A stand-in for the provider's store: the table's secret is all `roundSeed` reads. */
const depsWith = (secret: string) => ({ db: { get: () => ({ secret }) } }) as unknown as Deps;

/** Plays each decision as the best move with no knowledge of the cards to come. */
function bestPlay(real: Hand): string {
  let moves = '';
  for (;;) {
    const cards = playerHand(real, moves) ?? [];
    if (handDone(cards, moves)) return moves;
    moves += bestMove(cards, valueOf(real.dealer[0] ?? 0));
  }
}

export function measurePeek(hands: number): PeekFigures {
  const deps = depsWith(sha256Hex('issue 33: the demo-peek strategy'));
  const dealt = Array.from({ length: hands }, (_, i) => ({
    real: blackjackHand(roundSeed(deps, BLACKJACK, i, 'play'), BLACKJACK, i, 'p1'),
    peek: handHits(roundSeed(deps, BLACKJACK, i, 'demo'), BLACKJACK, i, `d${i}`),
  }));
  /** The return per unit first staked of the hands played by `play`. */
  const simulate = (play: (real: Hand, peek: readonly number[]) => string): number => {
    let net = 0;
    for (const { real, peek } of dealt) {
      // A planned move the real cards make moot (the hand is bust or at 21 before it) is not sent.
      let moves = '';
      for (const next of play(real, peek)) {
        if (handDone(playerHand(real, moves) ?? [], moves)) break;
        moves += next;
      }
      const result = handReturn(real, moves);
      if (!result) throw new Error('a move the rules refuse');
      net += result.units - result.staked;
    }
    return 1 + net / hands;
  };
  return {
    hands,
    peeking: simulate((real, peek) => peekMoves(real.player, valueOf(real.dealer[0] ?? 0), peek)),
    best: simulate((real) => bestPlay(real)),
    shared: simulate((real) => peekMoves(real.player, valueOf(real.dealer[0] ?? 0), real.hits)),
    published: blackjackRtp(),
    noise: (3 * 1.15) / Math.sqrt(hands),
  };
}

function main(): void {
  const index = process.argv.indexOf('--hands');
  const hands = Number(index === -1 ? 20_000 : process.argv[index + 1]);
  if (!Number.isInteger(hands) || hands < 100)
    throw new Error('--hands takes a whole number of at least 100');
  const figures = measurePeek(hands);
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  else {
    const percent = (value: number) => `${(value * 100).toFixed(2)} %`;
    console.log(
      `blackjack over ${hands} hands: demo peek ${percent(figures.peeking)}, best play ${percent(figures.best)}, ` +
        `peek when cards were shared ${percent(figures.shared)}, published ${(figures.published * 100).toFixed(4)} %` +
        ` (noise ± ${percent(figures.noise)})`,
    );
  }
}

if (import.meta.main) main();
