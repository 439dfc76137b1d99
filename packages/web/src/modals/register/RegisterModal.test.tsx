import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { TOKENS } from '../../di/tokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import RegisterModal from './RegisterModal.tsx';

afterEach(cleanup);

describe('RegisterModal', () => {
  it.each([
    ['/ru', 'пользовательское соглашение', '/policy/ru/user-agreement'],
    ['/en', 'user agreement', '/en/policy/en/user-agreement'],
  ])('on %s links the user agreement from the signup text, in a new tab', async (path, name, href) => {
    const { container } = testContainer({ path });
    container.get<ModalStore>(TOKENS.ModalStore).open('Register');
    await renderInShell(<RegisterModal />, { container, path });
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
