import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slipLegFactory, sportEventFactory } from '../../test/factories/index.ts';
import { InMemoryKeyValueStore } from '../../test/fakes/InMemoryKeyValueStore.ts';
import { BetSlip, parseSlipSnapshot } from './betSlip.ts';
import type { SportEvent } from './sportsTypes.ts';
import { BetSlipStore } from './slipStore.ts';

describe('the bet slip following the line (issue 38)', () => {
  const withHome = (
    event: SportEvent,
    odds: number | null,
    change: Partial<SportEvent> = {},
  ): SportEvent => ({
    ...event,
    ...change,
    markets: event.markets.map((market) => ({
      ...market,
      selections: market.selections.map((one) => (one.outcome === 'home' ? { ...one, odds } : one)),
    })),
  });
  const legOf = (event: SportEvent) =>
    slipLegFactory.build({
      eventId: event.id,
      marketId: `${event.id}:1x2`,
      selectionId: `${event.id}:1x2:home`,
    });

  it('shows the price now, closes a leg while its event is suspended and opens it again, whatever moved meanwhile', () => {
    const event = sportEventFactory.build({ status: 'live' });
    const slip = new BetSlip();
    slip.toggle(legOf(event));
    expect(slip.follow(() => withHome(event, 200))).toBe(1);
    expect(slip.legs[0]).toMatchObject({ odds: 200, moved: 'up', suspended: false });
    // A goal: the event is suspended, and its prices go on moving with the clock.
    slip.follow(() => withHome(event, 210, { suspended: true }));
    expect(slip.legs[0]).toMatchObject({ odds: 210, suspended: true });
    slip.follow(() => withHome(event, 190, { suspended: true }));
    expect(slip.legs[0]).toMatchObject({ odds: 190, moved: 'down', suspended: true });
    slip.follow(() => withHome(event, 190));
    expect(slip.legs[0]?.suspended).toBe(false);
  });

  it('keeps the odds the API quoted when it refused the bet until the line brings that version of the event or a later one', () => {
    const event = sportEventFactory.build({ status: 'upcoming', version: 4 });
    const slip = new BetSlip();
    slip.toggle({ ...legOf(event), odds: 300, version: 4 });
    // The API refused the bet: the price is 142 now, from version 5 of the event.
    slip.updatePrice(`${event.id}:1x2:home`, 142, false, 5);
    // A frame of the line sent before the refusal and read after it still holds version 4 at 300.
    expect(slip.follow(() => withHome(event, 300, { version: 4 }))).toBe(0);
    expect(slip.legs[0]).toMatchObject({ odds: 142, moved: 'down', version: 5 });
    // The line catches up, then moves on.
    slip.follow(() => withHome(event, 142, { version: 5 }));
    expect(slip.legs[0]).toMatchObject({ odds: 142, version: 5 });
    expect(slip.follow(() => withHome(event, 150, { version: 6 }))).toBe(1);
    expect(slip.legs[0]).toMatchObject({ odds: 150, moved: 'up', version: 6 });
  });

  it('closes a leg whose selection is no longer offered or whose event ended, keeping the last price', () => {
    const event = sportEventFactory.build({ status: 'live' });
    const slip = new BetSlip();
    slip.toggle(legOf(event));
    expect(slip.follow(() => withHome(event, null))).toBe(0);
    expect(slip.legs[0]).toMatchObject({ odds: 185, suspended: true });
    slip.follow(() => null);
    expect(slip.legs[0]).toMatchObject({ odds: 185, suspended: true });
    expect(slip.check('USD')).toMatchObject({ ok: false, error: { reason: 'market_suspended' } });
  });
});

describe('the bet slip (issue 20)', () => {
  it('makes one leg a single and two an accumulator, priced at the product of the odds', () => {
    const slip = new BetSlip();
    slip.toggle(slipLegFactory.build({ odds: 185 }));
    expect(slip.kind).toBe('single');
    slip.toggle(slipLegFactory.build({ odds: 210 }));
    expect(slip.kind).toBe('accumulator');
    slip.setStake(1_000);
    expect(slip.totalOdds).toBe(388);
    expect(slip.potentialReturnMinor).toBe(3_885);
    expect(slip.check('RUB')).toMatchObject({
      ok: true,
      value: { kind: 'accumulator', potentialReturnMinor: 3_885 },
    });
  });

  it('keeps one leg per event: another selection of the same event replaces it, the same one again removes it', () => {
    const slip = new BetSlip();
    const home = slipLegFactory.build();
    slip.toggle(home);
    slip.toggle({ ...home, selectionId: `${home.eventId}:1x2:away`, selectionName: 'Away', odds: 400 });
    expect(slip.legs).toHaveLength(1);
    expect(slip.legs[0]?.selectionName).toBe('Away');
    slip.toggle({ ...home, selectionId: `${home.eventId}:1x2:away` });
    expect(slip.legs).toHaveLength(0);
  });

  it('refuses in words: no legs, no stake, under the minimum, over the maximum, a suspended market, too big a return', () => {
    const slip = new BetSlip();
    expect(slip.check('USD')).toEqual({ ok: false, error: { reason: 'no_legs' } });
    slip.toggle(slipLegFactory.build());
    expect(slip.check('USD')).toEqual({ ok: false, error: { reason: 'invalid_stake' } });
    slip.setStake(5);
    expect(slip.check('USD')).toEqual({ ok: false, error: { reason: 'below_min', minStake: 10 } });
    slip.setStake(100_001);
    expect(slip.check('USD')).toEqual({ ok: false, error: { reason: 'above_max', maxStake: 100_000 } });
    slip.setStake(100_000);
    for (let i = 0; i < 4; i += 1) slip.toggle(slipLegFactory.build({ odds: 500 }));
    expect(slip.check('USD')).toMatchObject({ ok: false, error: { reason: 'max_return_exceeded' } });
    const suspended = slipLegFactory.build({ suspended: true });
    slip.toggle(suspended);
    expect(slip.check('USD')).toEqual({
      ok: false,
      error: { reason: 'market_suspended', selectionId: suspended.selectionId },
    });
  });

  it('refuses an accumulator whose total odds pass 10 000.00', () => {
    const slip = new BetSlip();
    for (let i = 0; i < 5; i += 1) slip.toggle(slipLegFactory.build({ odds: 1_000 }));
    slip.setStake(10);
    expect(slip.totalOdds).toBe(10_000_000);
    expect(slip.check('USD')).toEqual({ ok: false, error: { reason: 'total_odds_too_high' } });
  });

  it('marks a leg whose odds moved, and which way', () => {
    const slip = new BetSlip();
    const leg = slipLegFactory.build({ odds: 185 });
    slip.toggle(leg);
    slip.updatePrice(leg.selectionId, 190, false);
    expect(slip.legs[0]).toMatchObject({ odds: 190, moved: 'up', suspended: false });
    slip.updatePrice(leg.selectionId, 170, true);
    expect(slip.legs[0]).toMatchObject({ odds: 170, moved: 'down', suspended: true });
  });
});

describe('the stored slip (issue 20)', () => {
  it('survives a reload and a logout and login of the same player, and is never another player’s', () => {
    const store = new InMemoryKeyValueStore();
    const slips = new BetSlipStore(store);
    const slip = slips.load(7);
    slip.toggle(slipLegFactory.build());
    slip.setStake(2_500);
    slips.save(7, slip);
    expect(slips.load(7).snapshot()).toEqual(slip.snapshot());
    expect(slips.load(8).legs).toEqual([]);
    expect(slips.load(null).legs).toEqual([]);
  });

  it('reads a damaged or hostile store as an empty slip, never a crash', () => {
    const store = new InMemoryKeyValueStore();
    store.set('betSlip:7', '{"version":1,"legs":[{"eventId":"<script>"}],"stakeMinor":-5}');
    expect(new BetSlipStore(store).load(7).snapshot()).toEqual({ version: 1, legs: [], stakeMinor: null });
    store.set('betSlip:7', 'not json');
    expect(new BetSlipStore(store).load(7).legs).toEqual([]);
  });

  it('parses any value without throwing, keeping only valid legs, one per event, at most twenty', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseSlipSnapshot(value);
        if (parsed === null) return;
        expect(parsed.legs.length).toBeLessThanOrEqual(20);
        expect(new Set(parsed.legs.map((leg) => leg.eventId)).size).toBe(parsed.legs.length);
      }),
    );
    const legs = slipLegFactory.buildList(25);
    expect(parseSlipSnapshot({ version: 1, legs, stakeMinor: 100 })?.legs).toHaveLength(20);
    expect(parseSlipSnapshot({ version: 2, legs, stakeMinor: 100 })).toBeNull();
  });

  it("keeps a leg's event version when it is a count, and drops only the version otherwise", () => {
    const leg = slipLegFactory.build({ version: 9 });
    expect(parseSlipSnapshot({ version: 1, legs: [leg], stakeMinor: 100 })?.legs[0]?.version).toBe(9);
    for (const version of [-1, 2.5, '9', null]) {
      const read = parseSlipSnapshot({ version: 1, legs: [{ ...leg, version }], stakeMinor: 100 })?.legs[0];
      expect(read).toBeDefined();
      expect(read && 'version' in read).toBe(false);
    }
  });
});
