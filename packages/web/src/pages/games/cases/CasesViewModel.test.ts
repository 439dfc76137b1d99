import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeModalOpener, FakeSession } from '../../../testing/fakeStores.ts';
import { CASE_PRIZE_TABLE } from './caseCatalogue.ts';
import { CasesViewModel } from './CasesViewModel.ts';

describe('CasesViewModel', () => {
  it('prices the cases in roubles for a visitor and in the account currency for a player', () => {
    const visitor = new CasesViewModel(new FakeSession(), new FakeModalOpener());
    expect(visitor.cases.map((offer) => offer.price)).toEqual([
      { minor: 5_000, currency: 'RUB' },
      { minor: 25_000, currency: 'RUB' },
      { minor: 100_000, currency: 'RUB' },
      { minor: 500_000, currency: 'RUB' },
    ]);
    const player = new CasesViewModel(
      new FakeSession(userFactory.build({ currency: 'USD' })),
      new FakeModalOpener(),
    );
    expect(player.cases[0]?.price).toEqual({ minor: 50, currency: 'USD' });
  });

  it('lists prizes as whole minor units whose chances add up to 100 %', () => {
    const vm = new CasesViewModel(
      new FakeSession(userFactory.build({ currency: 'EUR' })),
      new FakeModalOpener(),
    );
    vm.show('silver');
    const prizes = vm.selected?.prizes ?? [];
    expect(prizes.every((prize) => Number.isSafeInteger(prize.amount.minor))).toBe(true);
    expect(prizes.map((prize) => prize.amount.minor)).toEqual([50, 125, 250, 500, 1_250, 2_500]);
    expect(CASE_PRIZE_TABLE.reduce((sum, row) => sum + row.chancePercent, 0)).toBe(100);
  });

  it('finds no case for an unknown slug', () => {
    const vm = new CasesViewModel(new FakeSession(), new FakeModalOpener());
    vm.show('__proto__');
    expect(vm.selected).toBeNull();
  });

  it('asks a visitor to log in before opening a case', () => {
    const modals = new FakeModalOpener();
    const vm = new CasesViewModel(new FakeSession(), modals);
    vm.show('gold');
    vm.openCase();
    expect(modals.names()).toEqual(['Login']);
    expect(vm.openRequested).toBe(false);
  });

  it('tells a player that opening comes soon, without charging anything', () => {
    const modals = new FakeModalOpener();
    const vm = new CasesViewModel(new FakeSession(userFactory.build()), modals);
    vm.show('gold');
    vm.openCase();
    expect(vm.openRequested).toBe(true);
    expect(modals.opened).toEqual([]);
  });
});
