import { describe, expect, it } from 'vitest';
import { usd } from '../../test/factories/index.ts';
import { EXAMPLE_SERVER_SEED, roundsWorld } from '../../test/fakes/index.ts';
import { TestDigests } from '../../test/fakes/sha256.ts';
import type { Round } from '../index.ts';
import { VerifyRound } from './VerifyRound.ts';

function value<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

const revealed = (round: Round): Round => ({
  ...round,
  fairness: { ...round.fairness, serverSeed: EXAMPLE_SERVER_SEED },
});

async function minerExample(): Promise<Round> {
  const world = roundsWorld({ balance: usd(10) });
  let round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
  round = value(await world.playRound.act(round, { kind: 'reveal', tile: 0 }));
  round = value(await world.playRound.act(round, { kind: 'reveal', tile: 12 }));
  return value(await world.playRound.cashOut(round));
}

const verifier = new VerifyRound({ digests: new TestDigests() });

describe('VerifyRound', () => {
  it('rebuilds the whole minefield of worked example 4 and finds the record true', async () => {
    const check = value(await verifier.executeFor(revealed(await minerExample())));
    expect(check.rebuilt).toMatchObject({ game: 'miner', mines: [23, 17, 18] });
    expect(check.commitment.matches).toBe(true);
    expect(check.mismatches).toEqual([]);
  });

  it('rebuilds every card of worked example 5, and flags a multiplier the seeds do not give', async () => {
    const world = roundsWorld({ balance: usd(10), nonce: 4 });
    let round = value(await world.startRound.execute({ game: 'hilo' }, usd(1)));
    round = value(await world.playRound.act(round, { kind: 'skip' }));
    round = value(await world.playRound.act(round, { kind: 'guess', guess: 'higher' }));
    round = value(await world.playRound.act(round, { kind: 'guess', guess: 'higher' }));
    round = value(await world.playRound.cashOut(round));
    const check = value(await verifier.executeFor(revealed(round)));
    expect(check.rebuilt.game === 'hilo' && check.rebuilt.cards.map((card) => card.index)).toEqual([
      6, 20, 30, 45,
    ]);
    expect(check.mismatches).toEqual([]);
    const inflated = value(
      await verifier.executeFor(revealed({ ...round, multiplierTenThousandths: 40000 })),
    );
    expect(inflated.mismatches).toEqual(['multiplier']);
  });

  it('checks a cash-out’s payout against its rounding draw: 1.28 USD for worked example 4, not 1.29', async () => {
    const round = await minerExample();
    expect(round.payout).toEqual(usd(1.28));
    const check = value(await verifier.executeFor(revealed({ ...round, payout: usd(1.29) })));
    expect(check.roundingU32).toBe(2_869_957_776);
    expect(check.mismatches).toEqual(['payout']);
  });

  it('flags mines that are not the seeds mines, and waits for the seed of an active pair', async () => {
    const round = await minerExample();
    expect(await verifier.executeFor(round)).toEqual({ ok: false, error: { kind: 'seedNotRevealed' } });
    const forged = revealed({
      ...round,
      state: { game: 'miner', mines: 3, revealed: [0, 12], hitMine: null, minePositions: [1, 2, 3] },
    });
    expect(value(await verifier.executeFor(forged)).mismatches).toEqual(['mines']);
  });

  it('refuses a subject it cannot rebuild', async () => {
    const seeds = { serverSeed: EXAMPLE_SERVER_SEED, clientSeed: 'lucky-player-42', nonce: 3 };
    expect(await verifier.execute({ ...seeds, subject: { game: 'miner', mines: 0 } })).toEqual({
      ok: false,
      error: { kind: 'invalidSubject' },
    });
    expect(await verifier.execute({ ...seeds, subject: { game: 'hilo', cards: 154 } })).toMatchObject({
      ok: false,
    });
    expect(await verifier.execute({ ...seeds, subject: { game: 'cases', items: [] } })).toMatchObject({
      ok: false,
    });
  });
});
