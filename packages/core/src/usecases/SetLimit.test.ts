import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.ts';
import { FakeClock } from '../../test/fakes/FakeClock.ts';
import { noLimit, requestLimitChange, type LimitKind } from '../saferPlay/limits.ts';
import { DAY_MS } from '../saferPlay/windows.ts';
import { SetLimit } from './SetLimit.ts';

function world(answer: 'ok' | 'network' = 'ok') {
  const clock = new FakeClock();
  const sent: [LimitKind, number | null][] = [];
  const useCase = new SetLimit({
    clock,
    moneyApi: {
      setLimit: (kind, value) => {
        sent.push([kind, value]);
        return Promise.resolve(
          answer === 'ok' ? ok(undefined) : err({ kind: 'network', message: 'Network Error' }),
        );
      },
    },
  });
  return { clock, sent, useCase };
}

describe('SetLimit', () => {
  it('shows a raise as pending for 24 hours once the API has it', async () => {
    const w = world();
    const current = requestLimitChange(noLimit('deposit_day'), 100_00, w.clock.now());
    const result = await w.useCase.execute(current, 500_00);
    expect(w.sent).toEqual([['deposit_day', 500_00]]);
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'deposit_day',
        value: 100_00,
        pending: { value: 500_00, effectiveAt: w.clock.now() + DAY_MS },
      },
    });
  });

  it('sends nothing for a value that is not a positive whole number of minor units', async () => {
    const w = world();
    expect((await w.useCase.execute(noLimit('loss_week'), -1)).ok).toBe(false);
    expect((await w.useCase.execute(noLimit('loss_week'), 1.5)).ok).toBe(false);
    expect(w.sent).toEqual([]);
  });

  it('changes nothing when the API refuses', async () => {
    const w = world('network');
    const result = await w.useCase.execute(noLimit('wager_day'), 50_00);
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Network Error' } });
  });
});
