import { describe, expect, it } from 'vitest';
import { usd } from '../../../test/factories/index.ts';
import { roundsWorld } from '../../../test/fakes/index.ts';
import type { CaseOffer, DomainError, Round } from '../../index.ts';

const NETWORK: DomainError = { kind: 'network', message: 'Network Error' };

function value<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('StartRound and PlayRound: miner', () => {
  it('plays worked example 4: reveals 0 and 12, cashes out 1.2857x and the balance becomes 10.00 − 1.00 + 1.28', async () => {
    const world = roundsWorld({ balance: usd(10) });
    let round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    expect(world.session.user?.balance).toEqual(usd(9));
    round = value(await world.playRound.act(round, { kind: 'reveal', tile: 0 }));
    round = value(await world.playRound.act(round, { kind: 'reveal', tile: 12 }));
    expect(round.multiplierTenThousandths).toBe(12857);
    round = value(await world.playRound.cashOut(round));
    expect(round).toMatchObject({ status: 'cashedOut', payout: usd(1.28) });
    expect(round.state).toMatchObject({ minePositions: [23, 17, 18] });
    expect(world.session.user?.balance).toEqual(usd(10.28));
    expect(world.session.user?.totalBalance).toEqual(usd(10.28));
  });

  it('loses on a mine, and then refuses any step before calling the server', async () => {
    const world = roundsWorld();
    const round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    const lost = value(await world.playRound.act(round, { kind: 'reveal', tile: 17 }));
    expect(lost).toMatchObject({ status: 'lost', payout: usd(0), state: { hitMine: 17 } });
    const calls = world.roundsApi.calls.length;
    expect(await world.playRound.act(lost, { kind: 'reveal', tile: 1 })).toEqual({
      ok: false,
      error: { kind: 'illegalAction', reason: 'finished' },
    });
    expect(world.roundsApi.calls).toHaveLength(calls);
  });

  it('refuses a tile off the grid, a tile revealed twice, a cash-out before a reveal and bad mines without a call', async () => {
    const world = roundsWorld();
    const round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    const once = value(await world.playRound.act(round, { kind: 'reveal', tile: 0 }));
    const refusals = await Promise.all([
      world.playRound.act(round, { kind: 'reveal', tile: 25 }),
      world.playRound.act(once, { kind: 'reveal', tile: 0 }),
      world.playRound.act(round, { kind: 'skip' }),
      world.playRound.cashOut(round),
      world.startRound.execute({ game: 'miner', mines: 25 }, usd(1)),
    ]);
    expect(refusals.map((result) => !result.ok && result.error)).toEqual([
      { kind: 'illegalAction', reason: 'tile' },
      { kind: 'illegalAction', reason: 'tile' },
      { kind: 'illegalAction', reason: 'action' },
      { kind: 'illegalAction', reason: 'nothingToCashOut' },
      { kind: 'illegalAction', reason: 'action' },
    ]);
    expect(world.roundsApi.calls).toEqual(['start key-1', 'act key-2']);
  });

  it('holds the stake to the §9 miner limits before any call: 10.01 USD is above the max', async () => {
    const world = roundsWorld({ balance: usd(50) });
    const result = await world.startRound.execute({ game: 'miner', mines: 3 }, usd(10.01));
    expect(!result.ok && result.error).toMatchObject({
      kind: 'stakeRejected',
      rejection: { reason: 'above_max' },
    });
    expect(world.roundsApi.calls).toEqual([]);
  });
});

describe('network loss and a second tab', () => {
  it('sends a cash-out whose answer was lost again with the same key: paid once', async () => {
    const world = roundsWorld({ balance: usd(10) });
    let round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    round = value(await world.playRound.act(round, { kind: 'reveal', tile: 0 }));
    world.roundsApi.faults.push({ when: 'answerLost', error: NETWORK });
    const pending = world.playRound.cashOut(round);
    await world.clock.advanceAndSettle(300);
    const done = value(await pending);
    expect(done.status).toBe('cashedOut');
    expect(world.roundsApi.calls.slice(-2)).toEqual(['cashout key-3', 'cashout key-3']);
    expect(world.roundsApi.balance).toEqual(usd(10.12));
    expect(world.session.user?.balance).toEqual(usd(10.12));
  });

  it('gives back the round as it is when another tab finished it', async () => {
    const world = roundsWorld();
    let round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    round = value(await world.playRound.act(round, { kind: 'reveal', tile: 0 }));
    await world.roundsApi.finishElsewhere(round.id);
    expect(await world.playRound.act(round, { kind: 'reveal', tile: 1 })).toEqual({
      ok: false,
      error: { kind: 'roundChanged', round: null },
    });
  });

  it('resumes the open round instead of starting a second one', async () => {
    const world = roundsWorld();
    const first = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    const second = await world.startRound.execute({ game: 'miner', mines: 5 }, usd(1));
    expect(!second.ok && second.error).toMatchObject({ kind: 'roundChanged', round: { id: first.id } });
  });
});

describe('ResumeRound', () => {
  it('finds the open round exactly as it was after a reload, retrying a lost connection', async () => {
    const world = roundsWorld({ balance: usd(10) });
    let round: Round = value(await world.startRound.execute({ game: 'miner', mines: 3 }, usd(1)));
    round = value(await world.playRound.act(round, { kind: 'reveal', tile: 12 }));
    world.roundsApi.faults.push({ when: 'before', error: NETWORK });
    const pending = world.resumeRound.execute('miner');
    await world.clock.advanceAndSettle(300);
    const resumed = value(await pending);
    expect(resumed).toEqual({ ...round, balance: usd(9) });
    expect(world.session.user?.balance).toEqual(usd(9));
  });

  it('answers null when no round is open', async () => {
    const world = roundsWorld();
    expect(await world.resumeRound.execute('hilo')).toEqual({ ok: true, value: null });
  });
});

describe('hilo', () => {
  it('plays worked example 5: skip, higher, higher, cash out 3.4507x, 3.45 USD', async () => {
    const world = roundsWorld({ balance: usd(10), nonce: 4 });
    let round = value(await world.startRound.execute({ game: 'hilo' }, usd(1)));
    round = value(await world.playRound.act(round, { kind: 'skip' }));
    round = value(await world.playRound.act(round, { kind: 'guess', guess: 'higher' }));
    expect(round.multiplierTenThousandths).toBe(16087);
    round = value(await world.playRound.act(round, { kind: 'guess', guess: 'higher' }));
    round = value(await world.playRound.cashOut(round));
    expect(round).toMatchObject({ status: 'cashedOut', multiplierTenThousandths: 34507, payout: usd(3.45) });
    expect(round.state.game === 'hilo' && round.state.steps.map((step) => step.card.index)).toEqual([
      6, 20, 30, 45,
    ]);
    expect(world.session.user?.balance).toEqual(usd(12.45));
  });
});

describe('OpenCase', () => {
  const silver: CaseOffer = {
    slug: 'silver',
    price: usd(1),
    rtpBasisPoints: 9599,
    items: [
      { id: 'common', valueMinor: 50, weight: 219 },
      { id: 'uncommon', valueMinor: 80, weight: 563 },
      { id: 'rare', valueMinor: 100, weight: 150 },
      { id: 'epic', valueMinor: 200, weight: 50 },
      { id: 'legendary', valueMinor: 500, weight: 15 },
      { id: 'mythic', valueMinor: 2500, weight: 3 },
    ],
  };

  it('opens worked example 6: the common item, the balance changes by 0.50 − 1.00', async () => {
    const world = roundsWorld({ balance: usd(10), nonce: 5 });
    world.roundsApi.cases.push(silver, { ...silver, slug: 'broken', items: [] });
    expect(value(await world.openCase.catalogue()).map((offer) => offer.slug)).toEqual(['silver']);
    const opening = value(await world.openCase.execute(silver));
    expect(opening).toMatchObject({ ticket: 84, itemIndex: 0, payout: usd(0.5) });
    expect(world.session.user?.balance).toEqual(usd(9.5));
  });

  it('with holdPayout takes the price at once and adds the item only when the reel has stopped (issue 38)', async () => {
    const world = roundsWorld({ balance: usd(10), nonce: 5 });
    world.roundsApi.cases.push(silver);
    const opening = value(await world.openCase.execute(silver, { holdPayout: true }));
    expect(world.session.user?.balance).toEqual(usd(9));
    world.openCase.releasePayout(opening);
    expect(world.session.user?.balance).toEqual(usd(9.5));
    world.openCase.releasePayout(opening);
    expect(world.session.user?.balance).toEqual(usd(9.5));
  });

  it('shows a visitor the catalogue: it needs no session', async () => {
    const world = roundsWorld();
    world.roundsApi.cases.push(silver);
    world.session.clear();
    expect(value(await world.openCase.catalogue()).map((offer) => offer.slug)).toEqual(['silver']);
  });

  it('refuses a case dearer than the balance without a call', async () => {
    const world = roundsWorld({ balance: usd(0.5) });
    expect(await world.openCase.execute(silver)).toEqual({
      ok: false,
      error: { kind: 'insufficientBalance' },
    });
    expect(world.roundsApi.calls).toEqual([]);
  });
});
