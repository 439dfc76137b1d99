import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { ModalFrame } from './ModalFrame.tsx';

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalFrame name="test" title="Title of the dialog" onClose={onClose}>
      <input aria-label="first field" />
      <button type="button">last button</button>
    </ModalFrame>
  );
}

afterEach(cleanup);

describe('ModalFrame', () => {
  it('is a modal dialog labelled by its title, with focus on its first field', async () => {
    const { container } = testContainer();
    await renderInShell(<Dialog onClose={() => undefined} />, { container });
    const dialog = screen.getByRole('dialog', { name: 'Title of the dialog' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('first field'));
  });

  it('closes on Escape and on its labelled close button', async () => {
    const { container } = testContainer();
    const onClose = vi.fn();
    await renderInShell(<Dialog onClose={onClose} />, { container });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside: from the last control focus wraps to the first', async () => {
    const { container } = testContainer();
    await renderInShell(<Dialog onClose={() => undefined} />, { container });
    screen.getByRole('button', { name: 'last button' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last button' }));
  });
});
