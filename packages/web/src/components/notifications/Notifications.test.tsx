import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { TOKENS } from '../../di/tokens.ts';
import type { NotificationStore } from './NotificationStore.ts';
import { Notifications } from './Notifications.tsx';

afterEach(cleanup);

describe('Notifications', () => {
  it('shows a server error list as a multiline alert titled "Error", in the page’s language', async () => {
    const { container } = testContainer();
    await renderInShell(<Notifications />, { container, path: '/en' });
    act(() => {
      container.get<NotificationStore>(TOKENS.Notifier).notifyError({
        kind: 'validation',
        fields: { email: ['taken'], password: ['too_short: at least 6'] },
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Already taken');
    expect(alert.textContent).toContain('Too short');
  });

  it('can be dismissed by a labelled button before its 3000 ms are up', async () => {
    const { container, ports } = testContainer();
    await renderInShell(<Notifications />, { container, path: '/en' });
    act(() => {
      container
        .get<NotificationStore>(TOKENS.Notifier)
        .notify({ kind: 'info', titleKey: 'auth:login.success' });
    });
    expect(screen.getByRole('status').textContent).toContain('You are logged in');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => ports.clock.advance(300));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
