import { describe, expect, it } from 'vitest';
import { FakeClock } from '@casino/core/test/fakes';
import { NotificationStore } from './NotificationStore.ts';

describe('NotificationStore', () => {
  it('shows a notification for 3000 ms, then plays a 300 ms leave animation and removes it', () => {
    const clock = new FakeClock();
    const store = new NotificationStore(clock);
    store.notify({ kind: 'success', titleKey: 'auth:login.success' });
    clock.advance(2_999);
    expect(store.items[0]?.leaving).toBe(false);
    clock.advance(1);
    expect(store.items[0]?.leaving).toBe(true);
    clock.advance(299);
    expect(store.items).toHaveLength(1);
    clock.advance(1);
    expect(store.items).toHaveLength(0);
  });

  it('turns a server validation error into a multiline notification titled with the error label (§5)', () => {
    const store = new NotificationStore(new FakeClock());
    store.notifyError({
      kind: 'validation',
      fields: { email: ['taken'], password: ['too_short: at least 6', 'captcha-required'] },
    });
    expect(store.items[0]).toMatchObject({
      kind: 'error',
      titleKey: 'label',
      lines: [
        { key: 'error.taken', detail: null },
        { key: 'error.too_short', detail: 'at least 6' },
      ],
    });
  });

  it('titles a 403 with its error as profile.error.{error} (§8)', () => {
    const store = new NotificationStore(new FakeClock());
    store.notifyError({ kind: 'forbidden', error: 'already_member' });
    expect(store.items[0]?.titleKey).toBe('profile.error.already_member');
  });

  it('dismisses at once when asked and releases its timers on dispose', () => {
    const clock = new FakeClock();
    const store = new NotificationStore(clock);
    const id = store.notify({ kind: 'info', titleKey: 'x' });
    store.dismiss(id);
    clock.advance(300);
    expect(store.items).toHaveLength(0);
    store.notify({ kind: 'info', titleKey: 'y' });
    store.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});
