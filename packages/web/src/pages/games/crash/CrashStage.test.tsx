import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CashOutCrash, PlaceCrashBet } from '@casino/core';
import { crashRoundFactory, crashTableFactory } from '@casino/core/test/factories';
import { FakeClock, FakeLiveChannel, FakeRandomness } from '@casino/core/test/fakes';
import { testContainer } from '../../../app/testing/testContainer.ts';
import { renderInShell } from '../../../app/testing/renderInShell.tsx';
import { CrashStage } from './CrashStage.tsx';
import { CrashViewModel } from './CrashViewModel.ts';

afterEach(cleanup);

/** The stage over a view model on a fake channel and clock: only the clock moves between two looks at the screen. */
async function stage() {
  const { container } = testContainer();
  const channel = new FakeLiveChannel();
  const clock = new FakeClock();
  const session = { isLoggedIn: false, user: null, setUser: () => undefined };
  const deps = {
    channel,
    clock,
    session,
    locale: { locale: 'en' as const },
    randomness: new FakeRandomness(),
  };
  const vm = new CrashViewModel({
    ...deps,
    placeBet: new PlaceCrashBet(deps),
    cashOut: new CashOutCrash(deps),
  });
  vm.start();
  const { i18n } = await renderInShell(<CrashStage vm={vm} />, { container, path: '/en' });
  await act(() => i18n.loadNamespaces('games'));
  const show = (round: ReturnType<typeof crashRoundFactory.build>) =>
    act(() =>
      channel.emit({
        kind: 'snapshot',
        serverNow: clock.now(),
        crash: crashTableFactory.build({ round }),
        rooms: [],
        balanceMinor: null,
        feed: { plays: [], bigWins: [] },
      }),
    );
  return { vm, clock, show };
}

describe('CrashStage', () => {
  it('says it waits for the round until the table is in: nothing climbs before a round is known', async () => {
    const { vm, clock, show } = await stage();
    expect(await screen.findByText('Waiting for the round')).toBeTruthy();
    expect(screen.queryByText('The multiplier is climbing')).toBeNull();
    show(crashRoundFactory.build({ id: 4, phase: 'running', startedAt: clock.now() }));
    expect(await screen.findByText('The multiplier is climbing')).toBeTruthy();
    vm.dispose();
  });

  it('counts the betting window down as the clock moves, with nothing else happening', async () => {
    const { vm, clock, show } = await stage();
    show(crashRoundFactory.build({ id: 4, phase: 'betting', bettingEndsAt: clock.now() + 7_000 }));
    expect(await screen.findByText('Bets close in 7 s')).toBeTruthy();
    act(() => clock.advance(2_000));
    expect(screen.getByText('Bets close in 5 s')).toBeTruthy();
    vm.dispose();
  });

  it('climbs the multiplier as the round runs, over axes that grow with it', async () => {
    const { vm, clock, show } = await stage();
    show(crashRoundFactory.build({ id: 4, phase: 'running', startedAt: clock.now() }));
    expect(await screen.findByText('1.00×', { selector: '.crash-stage__multiplier' })).toBeTruthy();
    expect(screen.getByText('2.00×', { selector: '.crash-axes__label' })).toBeTruthy();
    act(() => clock.advance(10_000));
    expect(screen.getByText('1.82×', { selector: '.crash-stage__multiplier' })).toBeTruthy();
    expect(screen.getByText('3.00×', { selector: '.crash-axes__label' })).toBeTruthy();
    vm.dispose();
  });
});
