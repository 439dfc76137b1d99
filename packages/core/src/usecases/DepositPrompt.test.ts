import { describe, expect, it } from 'vitest';
import { rub, userFactory } from '../../test/factories/index.ts';
import { FakeClock, FakeModals } from '../../test/fakes/index.ts';
import type { User } from '../domain/user.ts';
import { DepositPrompt } from './DepositPrompt.ts';

function prompt() {
  const clock = new FakeClock();
  const modals = new FakeModals();
  const session: { isLoggedIn: boolean; user: User | null } = {
    isLoggedIn: true,
    user: userFactory.build({ balance: rub(0) }),
  };
  return { clock, modals, session, depositPrompt: new DepositPrompt({ clock, modals, session }) };
}

describe('DepositPrompt', () => {
  it('waits 17 s (17000 ms) before opening PayIn', () => {
    const { clock, modals, depositPrompt } = prompt();
    depositPrompt.afterRegistration();
    clock.advance(16_999);
    expect(modals.current()).toBeNull();
    clock.advance(1);
    expect(modals.current()).toBe('PayIn');
  });

  it('keeps one prompt waiting: a newer one replaces the older', () => {
    const { clock, modals, depositPrompt } = prompt();
    depositPrompt.afterRegistration();
    clock.advance(10_000);
    depositPrompt.afterLogin(userFactory.build({ balance: rub(0) }));
    clock.advance(10_000);
    expect(modals.opened).toEqual([]);
    clock.advance(7_000);
    expect(modals.opened).toEqual(['PayIn']);
  });

  it('stops a waiting prompt on dispose', () => {
    const { clock, modals, depositPrompt } = prompt();
    depositPrompt.afterRegistration();
    depositPrompt.dispose();
    clock.advance(60_000);
    expect(modals.opened).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('after login also stays quiet when the player already opened a payment modal', () => {
    const { clock, modals, depositPrompt } = prompt();
    depositPrompt.afterLogin(userFactory.build({ balance: rub(0) }));
    modals.open('PayIn');
    modals.close('PayIn');
    clock.advance(17_000);
    expect(modals.opened).toEqual(['PayIn']);
  });

  it('does not open PayIn for another player who logged in after the one it waited for logged out', () => {
    const { clock, modals, session, depositPrompt } = prompt();
    depositPrompt.afterRegistration();
    clock.advance(5_000);
    session.isLoggedIn = false;
    session.user = null;
    clock.advance(5_000);
    session.isLoggedIn = true;
    session.user = userFactory.build({ balance: rub(500) });
    clock.advance(7_000);
    expect(modals.opened).toEqual([]);
  });
});
