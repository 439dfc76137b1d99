import { describe, expect, it } from 'vitest';
import { usd, userFactory } from '../../test/factories/index.ts';
import { gamesWorld, settle } from '../../test/fakes/index.ts';
import type { BetParams, DomainError, PlaceBetRequest } from '../index.ts';
import { PlaceBet } from './PlaceBet.ts';

const UNDER_50_50: BetParams = { game: 'dice', targetHundredths: 5050, direction: 'under' };
const NETWORK: DomainError = { kind: 'network', message: 'timeout of 10000 ms exceeded' };

describe('PlaceBet', () => {
  it('places the bet and sets the balance from the answer: 10.00 − 1.00 + 1.96 on the worked dice example', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const result = await world.placeBet.execute(UNDER_50_50, usd(1));
    expect(result.ok && result.value.payout).toEqual(usd(1.96));
    expect(result.ok && result.value.outcome).toEqual({ game: 'dice', rollHundredths: 607 });
    expect(world.session.user?.balance).toEqual(usd(10.96));
    expect(world.session.user?.totalBalance).toEqual(usd(12.96));
    expect(world.gamesApi.calls).toEqual([{ params: UNDER_50_50, stake: usd(1), idempotencyKey: 'key-1' }]);
  });

  it('asks a visitor to log in without calling the server', async () => {
    const world = gamesWorld();
    world.session.clear();
    expect(await world.placeBet.execute(UNDER_50_50, usd(1))).toEqual({
      ok: false,
      error: { kind: 'unauthorised' },
    });
    expect(world.gamesApi.calls).toEqual([]);
  });

  it('refuses a stake outside the §9 limits or in another currency before any call', async () => {
    const world = gamesWorld();
    const below = await world.placeBet.execute(UNDER_50_50, usd(0));
    expect(below).toEqual({
      ok: false,
      error: {
        kind: 'stakeRejected',
        rejection: { reason: 'below_min', limits: { min: usd(0.01), max: usd(100) } },
      },
    });
    const above = await world.placeBet.execute(UNDER_50_50, usd(100.01));
    expect(above.ok === false && above.error).toMatchObject({ rejection: { reason: 'above_max' } });
    const rubles = await world.placeBet.execute(UNDER_50_50, { minor: 100, currency: 'RUB' });
    expect(rubles.ok === false && rubles.error).toMatchObject({ rejection: { reason: 'invalid_amount' } });
    expect(world.gamesApi.calls).toEqual([]);
  });

  it('refuses a choice the game does not offer before any call', async () => {
    const world = gamesWorld();
    const result = await world.placeBet.execute(
      { game: 'dice', targetHundredths: 9900, direction: 'under' },
      usd(1),
    );
    expect(result).toEqual({ ok: false, error: { kind: 'invalidChoice', field: 'target' } });
    expect(world.gamesApi.calls).toEqual([]);
  });

  it('sends a bet whose answer was lost again with the same key: one bet placed, the balance moved once', async () => {
    const world = gamesWorld({ balance: usd(10) });
    world.gamesApi.faults.push({ when: 'answerLost', error: NETWORK });
    const pending = world.placeBet.execute(UNDER_50_50, usd(1));
    await world.clock.advanceAndSettle(300);
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(world.gamesApi.calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(world.gamesApi.bets).toHaveLength(1);
    expect(world.gamesApi.balance).toEqual(usd(10.96));
    expect(world.session.user?.balance).toEqual(usd(10.96));
  });

  it('gives up after two repeats, each with the same key, and says the network failed', async () => {
    const world = gamesWorld();
    world.gamesApi.faults.push(
      ...Array.from({ length: 3 }, () => ({ when: 'beforeBet' as const, error: NETWORK })),
    );
    const pending = world.placeBet.execute(UNDER_50_50, usd(1));
    await world.clock.advanceAndSettle(300);
    await world.clock.advanceAndSettle(1_000);
    expect(await pending).toEqual({ ok: false, error: NETWORK });
    expect(new Set(world.gamesApi.calls.map((call) => call.idempotencyKey))).toEqual(new Set(['key-1']));
    expect(world.gamesApi.calls).toHaveLength(3);
    expect(world.gamesApi.bets).toEqual([]);
  });

  it('does not repeat a refusal: balance_not_enough is an insufficient balance at once', async () => {
    const world = gamesWorld({ balance: usd(0.5) });
    expect(await world.placeBet.execute(UNDER_50_50, usd(1))).toEqual({
      ok: false,
      error: { kind: 'insufficientBalance' },
    });
    expect(world.gamesApi.calls).toHaveLength(1);
  });

  it('reads the API’s refusal of the amount as the stake rejected, with the limits to show', async () => {
    const world = gamesWorld();
    world.gamesApi.faults.push({
      when: 'beforeBet',
      error: { kind: 'validation', fields: { amount: ['above_max'] } },
    });
    expect(await world.placeBet.execute(UNDER_50_50, usd(1))).toEqual({
      ok: false,
      error: {
        kind: 'stakeRejected',
        rejection: { reason: 'above_max', limits: { min: usd(0.01), max: usd(100) } },
      },
    });
  });

  it('drops an answer that arrives after the player logged out and another logged in', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const release = world.gamesApi.holdAnswers();
    const pending = world.placeBet.execute(UNDER_50_50, usd(1));
    await settle();
    world.session.clear();
    const other = userFactory.build({ currency: 'USD', balance: usd(3) });
    world.session.setToken('other-token');
    world.session.setUser(other);
    release();
    expect(await pending).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(world.session.user).toEqual(other);
  });

  it('keeps the newer balance when an older bet’s answer arrives after a newer one', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const gates: (() => void)[] = [];
    const placeBet = async (request: PlaceBetRequest) => {
      const answer = await world.gamesApi.placeBet(request);
      await new Promise<void>((resolve) => gates.push(resolve));
      return answer;
    };
    const useCase = new PlaceBet({ ...world, gamesApi: { placeBet } });
    const first = useCase.execute(UNDER_50_50, usd(1));
    await settle();
    const second = useCase.execute(UNDER_50_50, usd(1));
    await settle();
    gates[1]?.();
    await second;
    gates[0]?.();
    await first;
    // nonce 0 wins (10.96), nonce 1 rolls 90.06 and loses (9.96): the newer one stays.
    expect(world.session.user?.balance).toEqual(usd(9.96));
  });

  it('with holdPayout takes the stake at once and adds the payout only when released (issue 38)', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const result = await world.placeBet.execute(UNDER_50_50, usd(1), { holdPayout: true });
    expect(world.session.user?.balance).toEqual(usd(9));
    expect(world.session.user?.totalBalance).toEqual(usd(11));
    if (!result.ok) throw new Error('the bet was placed');
    world.placeBet.releasePayout(result.value);
    expect(world.session.user?.balance).toEqual(usd(10.96));
    expect(world.session.user?.totalBalance).toEqual(usd(12.96));
    world.placeBet.releasePayout(result.value);
    expect(world.session.user?.balance).toEqual(usd(10.96));
  });

  it('does not add a held payout to another player who logged in before it was released', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const result = await world.placeBet.execute(UNDER_50_50, usd(1), { holdPayout: true });
    const other = userFactory.build({ currency: 'USD', balance: usd(3) });
    world.session.clear();
    world.session.setToken('other-token');
    world.session.setUser(other);
    if (result.ok) world.placeBet.releasePayout(result.value);
    expect(world.session.user).toEqual(other);
  });
});
