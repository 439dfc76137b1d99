import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { err } from '@casino/core';
import { siteSettingsAnswerFactory } from '@casino/core/test/factories';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { Footer } from './Footer.tsx';

afterEach(cleanup);

describe('Footer', () => {
  it('links the affiliate programme and the Telegram channel in a new tab', async () => {
    const { container, ports } = testContainer();
    ports.siteSettings.answer = { ok: true, value: siteSettingsAnswerFactory.build() };
    await renderInShell(<Footer />, { container });
    const affiliate = await screen.findByRole('link', { name: 'Affiliate programme' });
    expect(affiliate.getAttribute('href')).toBe('https://partners.casino.example/');
    const telegram = screen.getByRole('link', { name: 'Telegram channel' });
    expect(telegram.getAttribute('href')).toBe('https://t.me/casino_news');
    for (const link of [affiliate, telegram]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('names the links in the page’s language', async () => {
    const { container, ports } = testContainer({ path: '/' });
    ports.siteSettings.answer = { ok: true, value: siteSettingsAnswerFactory.build() };
    await renderInShell(<Footer />, { container, path: '/' });
    const community = await screen.findByRole('navigation', { name: 'Сообщество' });
    expect(within(community).getByRole('link', { name: 'Партнёрская программа' })).toBeTruthy();
    expect(within(community).getByRole('link', { name: 'Telegram-канал' })).toBeTruthy();
  });

  it('shows only the link the site names', async () => {
    const { container, ports } = testContainer();
    ports.siteSettings.answer = { ok: true, value: siteSettingsAnswerFactory.build({ revshareUrl: null }) };
    await renderInShell(<Footer />, { container });
    expect(await screen.findByRole('link', { name: 'Telegram channel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Affiliate programme' })).toBeNull();
  });

  it('leaves out a link to a foreign host or in another scheme', async () => {
    const { container, ports } = testContainer();
    ports.siteSettings.answer = {
      ok: true,
      value: { revshareUrl: 'javascript:alert(1)', tgChannelUrl: 'https://evil.example/channel' },
    };
    await renderInShell(<Footer />, { container });
    await waitFor(() => expect(ports.logger.warnings).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Community' })).toBeNull();
  });

  it('keeps the rest of the footer when the settings cannot be loaded', async () => {
    const { container, ports } = testContainer();
    ports.siteSettings.answer = err({ kind: 'network', message: 'offline' });
    await renderInShell(<Footer />, { container });
    await waitFor(() => expect(ports.logger.warnings).toContain('site settings unavailable'));
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Community' })).toBeNull();
  });
});
