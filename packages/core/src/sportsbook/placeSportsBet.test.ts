import { describe, expect, it, vi } from 'vitest';
import { ok } from '../domain/result.ts';
import type { PlaceSportsBetAnswer, SportsbookApi } from '../ports/SportsbookApi.ts';
import { slipLegFactory, sportsBetFactory } from '../../test/factories/index.ts';
import { BetSlip } from './betSlip.ts';
import { PlaceSportsBet } from './placeSportsBet.ts';

function api(answer: PlaceSportsBetAnswer) {
  return { placeBet: vi.fn<SportsbookApi['placeBet']>(() => Promise.resolve(ok(answer))) };
}

function slipOf(...odds: number[]): BetSlip {
  const slip = new BetSlip();
  for (const one of odds) slip.toggle(slipLegFactory.build({ odds: one }));
  slip.setStake(1_000);
  return slip;
}

describe('placing the slip (issue 20)', () => {
  it('sends the legs at the odds on the slip with the preference and one key, and clears the legs once placed', async () => {
    const bet = sportsBetFactory.build();
    const port = api({ kind: 'placed', bet, balanceMinor: 9_000 });
    const slip = slipOf(185, 210);
    const legs = slip.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds }));
    const result = await new PlaceSportsBet(port, () => 'k1').execute(slip, 'USD', 'never');
    expect(result).toEqual({ ok: true, value: { kind: 'placed', bet, balanceMinor: 9_000 } });
    expect(port.placeBet).toHaveBeenCalledWith({
      legs,
      stakeMinor: 1_000,
      preference: 'never',
      idempotencyKey: 'k1',
    });
    expect(slip.legs).toEqual([]);
    expect(slip.stakeMinor).toBe(1_000);
  });

  it('sends the odds the slip shows at the press, whatever they were when the leg was added (issue 38)', async () => {
    const port = api({ kind: 'placed', bet: sportsBetFactory.build(), balanceMinor: 0 });
    const slip = slipOf(185);
    const leg = slip.legs[0];
    if (!leg) throw new Error('leg');
    slip.updatePrice(leg.selectionId, 170, false);
    const result = await new PlaceSportsBet(port, () => 'k').execute(slip, 'USD', 'higher');
    expect(result.ok && result.value.kind).toBe('placed');
    expect(port.placeBet).toHaveBeenCalledWith(
      expect.objectContaining({ legs: [{ selectionId: leg.selectionId, odds: 170 }], preference: 'higher' }),
    );
  });

  it('takes the server’s new odds onto the slip when it refuses moved odds, and marks a closed market', async () => {
    const slip = slipOf(185);
    const id = slip.legs[0]?.selectionId ?? '';
    const moved = await new PlaceSportsBet(
      api({ kind: 'oddsChanged', legs: [{ selectionId: id, odds: 160, version: 7 }] }),
      () => 'k',
    ).execute(slip, 'USD', 'never');
    expect(moved).toEqual({
      ok: true,
      value: { kind: 'oddsChanged', changes: [{ selectionId: id, from: 185, to: 160 }] },
    });
    // With the version of the event the new odds are from: an older frame of the line does not undo them.
    expect(slip.legs[0]).toMatchObject({ odds: 160, moved: 'down', suspended: false, version: 7 });
    await new PlaceSportsBet(api({ kind: 'suspended', selectionId: id }), () => 'k').execute(
      slip,
      'USD',
      'always',
    );
    expect(slip.legs[0]?.suspended).toBe(true);
  });

  it('refuses a slip that breaks the rules without a call', async () => {
    const port = api({ kind: 'placed', bet: sportsBetFactory.build(), balanceMinor: 0 });
    const slip = slipOf(185);
    slip.setStake(5);
    const result = await new PlaceSportsBet(port, () => 'k').execute(slip, 'USD', 'never');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'slip', refusal: { reason: 'below_min', minStake: 10 } },
    });
    expect(port.placeBet).not.toHaveBeenCalled();
  });
});
