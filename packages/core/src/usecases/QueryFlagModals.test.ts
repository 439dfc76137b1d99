import { describe, expect, it } from 'vitest';
import { FakeModals, FakeNavigation } from '../../test/fakes/index.ts';
import { QueryFlagModals } from './QueryFlagModals.ts';

function flags(query: Record<string, string>, isLoggedIn = false) {
  const navigation = new FakeNavigation({ path: '/games', query });
  const modals = new FakeModals();
  const session = { isLoggedIn };
  return { navigation, modals, session, queryFlags: new QueryFlagModals({ navigation, modals, session }) };
}

describe('QueryFlagModals', () => {
  it.each([
    ['signup', 'Register'],
    ['login', 'Login'],
  ] as const)('opens %s as the %s modal for a visitor', (flag, modal) => {
    const world = flags({ [flag]: '' });
    expect(world.queryFlags.openFromQuery()).toBe(modal);
    expect(world.modals.opened).toEqual([modal]);
  });

  it('opens deposit as PayIn for a logged-in player', () => {
    const world = flags({ deposit: '' }, true);
    expect(world.queryFlags.openFromQuery()).toBe('PayIn');
  });

  it('opens Login first for a visitor with the deposit flag and keeps the flag for after the login', () => {
    const world = flags({ deposit: '' });
    expect(world.queryFlags.openFromQuery()).toBe('Login');
    world.queryFlags.removeAfterSuccess('Login');
    expect(world.navigation.query).toEqual({ deposit: '' });
    world.session.isLoggedIn = true;
    expect(world.queryFlags.openFromQuery()).toBe('PayIn');
  });

  it('removes the flag after success, keeping the rest of the query', () => {
    const world = flags({ signup: '', promo: 'WELCOME100' });
    world.queryFlags.openFromQuery();
    world.queryFlags.removeAfterSuccess('Register');
    expect(world.navigation.moves).toEqual([{ path: '/games?promo=WELCOME100', replace: true }]);
  });

  it('counts a login by email or by phone code as the login flag succeeding', () => {
    const world = flags({ login: '' });
    world.queryFlags.removeAfterSuccess('ConfirmByPhone');
    expect(world.navigation.query).toEqual({});
  });

  it('drops signup and login flags for a player already logged in, without opening anything', () => {
    const world = flags({ login: '', x: '1' }, true);
    expect(world.queryFlags.openFromQuery()).toBeNull();
    expect(world.modals.opened).toEqual([]);
    expect(world.navigation.query).toEqual({ x: '1' });
  });

  it('does nothing without a flag', () => {
    const world = flags({ x: '1' });
    expect(world.queryFlags.openFromQuery()).toBeNull();
    world.queryFlags.removeAfterSuccess('PayIn');
    expect(world.navigation.moves).toEqual([]);
  });
});
