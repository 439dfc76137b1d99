import { describe, expect, it, vi } from 'vitest';
import { rub, userFactory, usd } from '@casino/core/test/factories';
import { instantGameWorld } from '../../../testing/instantGameWorld.ts';
import { CoinflipBoard } from '../coinflip/CoinflipBoard.ts';
import { DiceBoard } from '../dice/DiceBoard.ts';
import { KenoBoard } from '../keno/KenoBoard.ts';

const diceWorld = (options?: Parameters<typeof instantGameWorld>[1]) =>
  instantGameWorld(() => new DiceBoard(), options);

describe('InstantGameViewModel', () => {
  it('bets through PlaceBet and moves the header balance by exactly payout − stake', async () => {
    const { vm, session, api } = diceWorld();
    vm.start();
    vm.preferences.toggleInstant();
    vm.panel.typeStake('2');
    await vm.bet();
    const [bet] = api.bets;
    expect(bet?.stake).toEqual(usd(2));
    const change = (bet?.payout.minor ?? 0) - 200;
    expect(session.user?.balance.minor).toBe(25_000 + change);
  });

  it('shows the outcome on the board, then announces it when the animation is over', async () => {
    const { vm, clock } = diceWorld();
    vm.start();
    const playing = vm.bet();
    await vi.waitFor(() => expect(vm.revealing).toBe(true));
    expect(vm.board.shown?.animated).toBe(true);
    expect(vm.announced).toBeNull();
    clock.advance(vm.board.revealMs);
    await playing;
    expect(vm.revealing).toBe(false);
    expect(vm.announced?.outcome.game).toBe('dice');
    expect(vm.results.bets).toHaveLength(1);
  });

  it('keeps the roll, the announcement and the payout on the balance for the end of the animation (issue 38)', async () => {
    const { vm, clock, session, api } = diceWorld();
    vm.start();
    vm.board.chooseDirection('under');
    vm.board.setTarget(9800);
    vm.panel.typeStake('2');
    const playing = vm.bet();
    await vi.waitFor(() => expect(vm.revealing).toBe(true));
    const bet = api.bets[0];
    expect(bet && bet.payout.minor).toBeGreaterThan(0);
    expect(vm.board.shown?.landed).toBe(false);
    expect(session.user?.balance.minor).toBe(25_000 - 200);
    clock.advance(vm.board.revealMs - 1);
    expect(vm.board.shown?.landed).toBe(false);
    expect(vm.announced).toBeNull();
    expect(session.user?.balance.minor).toBe(25_000 - 200);
    clock.advance(1);
    await playing;
    expect(vm.board.shown?.landed).toBe(true);
    expect(vm.announced?.id).toBe(bet?.id);
    expect(session.user?.balance.minor).toBe(25_000 - 200 + (bet?.payout.minor ?? 0));
  });

  it('adds the payout of a bet still in motion when the page is left', async () => {
    const { vm, session, api } = diceWorld();
    vm.start();
    vm.board.chooseDirection('under');
    vm.board.setTarget(9800);
    vm.panel.typeStake('2');
    void vm.bet();
    await vi.waitFor(() => expect(vm.revealing).toBe(true));
    vm.dispose();
    expect(session.user?.balance.minor).toBe(25_000 - 200 + (api.bets[0]?.payout.minor ?? 0));
  });

  it('announces at once in instant mode, remembered for the next visit', async () => {
    const { vm, store } = diceWorld();
    vm.start();
    vm.preferences.toggleInstant();
    await vm.bet();
    expect(vm.announced).not.toBeNull();
    expect(vm.board.shown?.animated).toBe(false);
    expect(store.get('games.instant')).toBe('1');
  });

  it('skips the animation for a player who prefers reduced motion', async () => {
    const { vm } = diceWorld();
    vm.setReducedMotion(true);
    await vm.bet();
    expect(vm.board.shown?.animated).toBe(false);
    expect(vm.announced).not.toBeNull();
  });

  it('plays no tone until the player turns sound on, then a win or a loss tone', async () => {
    const { vm, tones, api } = diceWorld();
    vm.start();
    vm.preferences.toggleInstant();
    await vm.bet();
    expect(tones.played).toEqual([]);
    vm.preferences.toggleSound();
    await vm.bet();
    const last = api.bets.at(-1);
    expect(tones.played).toEqual([last && last.payout.minor > 0 ? 'win' : 'loss']);
  });

  it('asks a visitor to log in instead of betting', async () => {
    const { vm, modals, api } = diceWorld({ loggedIn: false });
    await vm.bet();
    expect(modals.names()).toEqual(['Login']);
    expect(vm.panel.outcome).toEqual({ kind: 'loginNeeded' });
    expect(api.calls).toEqual([]);
  });

  it('offers a deposit to a player with nothing on the balance', async () => {
    const { vm, modals, api } = diceWorld({ balance: rub(0) });
    await vm.bet();
    expect(modals.names()).toEqual(['PayIn']);
    expect(vm.panel.outcome).toEqual({ kind: 'depositNeeded' });
    expect(api.calls).toEqual([]);
  });

  it('says in words that the balance does not cover the stake', async () => {
    const { vm } = diceWorld({ balance: usd(0.5) });
    vm.panel.typeStake('1');
    await vm.bet();
    expect(vm.panel.outcome).toEqual({ kind: 'insufficientBalance' });
  });

  it('refuses a stake over the §9 maximum before sending it', async () => {
    const { vm, api } = diceWorld();
    vm.panel.typeStake('100.01');
    await vm.bet();
    expect(vm.panel.outcome).toMatchObject({ kind: 'rejected', rejection: { reason: 'above_max' } });
    expect(api.calls).toEqual([]);
  });

  it('tells a keno player to pick a square first', async () => {
    const { vm, api } = instantGameWorld(() => new KenoBoard(Math.random));
    await vm.bet();
    expect(vm.panel.outcome).toEqual({ kind: 'notReady', reasonKey: 'gameKeno:keno.pickFirst' });
    expect(api.calls).toEqual([]);
  });

  it('plays by keyboard: Space bets, H and D halve and double, the board’s keys choose', async () => {
    const { vm, api } = instantGameWorld(() => new CoinflipBoard());
    vm.start();
    vm.preferences.toggleInstant();
    vm.panel.typeStake('4');
    expect(vm.pressKey('h')).toBe(true);
    expect(vm.panel.stakeInput).toBe('2');
    vm.pressKey('D');
    vm.pressKey('s');
    expect(vm.pressKey(' ')).toBe(true);
    await vi.waitFor(() => expect(vm.announced).not.toBeNull());
    expect(api.calls[0]?.params).toEqual({ game: 'coinflip', side: 'tails' });
    expect(api.calls[0]?.stake).toEqual(usd(4));
  });

  it('ignores every hotkey once the player switches them off', () => {
    const { vm } = diceWorld();
    vm.preferences.toggleHotkeys();
    expect(vm.pressKey(' ')).toBe(false);
    expect(vm.pressKey('s')).toBe(false);
    expect(vm.board.direction).toBe('over');
  });

  it('keeps one bet at a time: a second press while the first is shown does nothing', async () => {
    const { vm, api, clock } = diceWorld();
    const first = vm.bet();
    await vi.waitFor(() => expect(vm.revealing).toBe(true));
    await vm.bet();
    expect(api.calls).toHaveLength(1);
    clock.advance(vm.board.revealMs);
    await first;
  });

  it('starts the stake at the minimum of the new currency when a visitor logs in with dollars', () => {
    const { vm, session } = instantGameWorld(() => new DiceBoard(), { loggedIn: false });
    vm.start();
    expect(vm.panel.stakeInput).toBe('1');
    session.setUser(userFactory.build({ currency: 'USD', balance: usd(250) }));
    expect(vm.panel.stakeInput).toBe('0.01');
    vm.dispose();
  });

  it('preloads the last results of the game for the page’s first render, and nothing kept on the device', async () => {
    const { vm, history, store } = diceWorld();
    store.set('games.instant', '1');
    await vm.preload();
    expect(history.asked).toEqual([{ game: 'dice', limit: 20 }]);
    expect(vm.preferences.instant).toBe(false);
  });

  it('loads the last results of the game from the history when the page starts', () => {
    const { vm, history } = diceWorld();
    vm.start();
    expect(history.asked).toEqual([{ game: 'dice', limit: 20 }]);
  });
});
