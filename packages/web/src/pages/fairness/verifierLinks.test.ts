import { describe, expect, it, vi } from 'vitest';
import {
  ChangeClientSeed,
  LoadSeeds,
  OUTSIDE_NUMBERS,
  RotateSeeds,
  VerifyBet,
  isNetWin,
  type BetParams,
  type SettledBet,
} from '@casino/core';
import { FakeGamesApi, FakeRandomness, TestDigests } from '@casino/core/test/fakes';
import { VerifierViewModel } from './VerifierViewModel.ts';
import { FairnessViewModel } from '../../components/fairness/FairnessViewModel.ts';
import { verifierPath } from '../../components/fairness/verifierQuery.ts';

const usd = (minor: number) => ({ minor, currency: 'USD' as const });

/** One bet of every instant game, each with a choice the verifier's defaults would not make. */
const BETS: readonly (readonly [BetParams, number])[] = [
  [{ game: 'dice', targetHundredths: 9800, direction: 'under' }, 100],
  [{ game: 'coinflip', side: 'tails' }, 100],
  [{ game: 'keno', picks: [3, 9, 14, 22, 31, 40], risk: 'high' }, 100],
  [{ game: 'wheel', risk: 'medium', segments: 30 }, 100],
  [
    {
      game: 'roulette',
      chips: [
        { kind: 'black', numbers: OUTSIDE_NUMBERS.black, amount: usd(5) },
        { kind: 'straight', numbers: [17], amount: usd(4) },
      ],
    },
    9,
  ],
];

function world() {
  const gamesApi = new FakeGamesApi(usd(100_000));
  const randomness = new FakeRandomness();
  const fairness = new FairnessViewModel({
    loadSeeds: new LoadSeeds({ gamesApi }),
    changeClientSeed: new ChangeClientSeed({ gamesApi }),
    rotateSeeds: new RotateSeeds({ gamesApi, randomness }),
    randomness,
    session: { isLoggedIn: true },
    notifier: { notifyError: () => undefined },
    betHistory: gamesApi,
  });
  return { gamesApi, fairness };
}

async function place(gamesApi: FakeGamesApi, params: BetParams, stake: number): Promise<SettledBet> {
  const placed = await gamesApi.placeBet({ params, stake: usd(stake), idempotencyKey: `${params.game}-key` });
  if (!placed.ok) throw new Error(`the ${params.game} bet was placed`);
  return placed.value;
}

/** What the verifier shows when the link is followed: its outcome, payout and whether the player was up. */
async function follow(path: string) {
  const verifier = new VerifierViewModel(new VerifyBet({ digests: new TestDigests() }));
  await verifier.showQuery(path.slice(path.indexOf('?')));
  const proof = verifier.verification;
  return {
    outcome: proof?.outcome,
    payout: proof?.payout,
    up: proof?.payout && verifier.stake ? isNetWin(verifier.stake.minor, proof.payout.minor) : null,
  };
}

const shown = (bet: SettledBet) => ({
  outcome: bet.outcome,
  payout: bet.payout,
  up: isNetWin(bet.stake.minor, bet.payout.minor),
});

describe('the verifier links of issue 38, item 11', () => {
  it.each(BETS)(
    '"Verify the last bet of this pair" shows the %o bet as it was, win or loss',
    async (params, stake) => {
      const { gamesApi, fairness } = world();
      await place(gamesApi, { game: 'dice', targetHundredths: 5050, direction: 'over' }, 100);
      const bet = await place(gamesApi, params, stake);
      await fairness.load();
      await fairness.rotate();
      await vi.waitFor(() => expect(fairness.previousLastBet?.id).toBe(bet.id));
      const link = verifierPath(fairness.previousLastBet as SettledBet);
      expect(await follow(link)).toEqual(shown(bet));
    },
  );

  it.each(BETS)(
    '"Check this bet\'s fairness" on a bet of a rotated pair shows it as it was: %o',
    async (params, stake) => {
      const { gamesApi, fairness } = world();
      const bet = await place(gamesApi, params, stake);
      expect(new URLSearchParams(verifierPath(bet).split('?')[1]).has('server_seed')).toBe(false);
      await fairness.load();
      await fairness.rotate();
      // What the game page's results strip does with the pair the dialog revealed (RecentResults.reveal).
      const revealed = {
        ...bet,
        fairness: { ...bet.fairness, serverSeed: fairness.previous?.serverSeed ?? null },
      };
      expect(await follow(verifierPath(revealed))).toEqual(shown(bet));
    },
  );

  it('offers no link that would guess the choice when the pair has no bet in the history', async () => {
    const { gamesApi, fairness } = world();
    gamesApi.nonce = 3;
    await fairness.load();
    await fairness.rotate();
    expect(fairness.previous?.nonce).toBe(3);
    expect(fairness.previousLastBet).toBeNull();
  });
});
