import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { VipStatus } from '@casino/core';
import { rub } from '@casino/core/test/factories';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { testContainer } from '../../app/testing/testContainer.ts';
import { VipProgress } from './VipProgress.tsx';
import { VipProgressModel } from './VipProgressModel.ts';

afterEach(cleanup);

const SILVER: VipStatus = {
  member: true,
  deposits: rub(100_000),
  level: { level: 2, name: 'Silver', cashbackPercent: 5, minDeposit: rub(50_000) },
  nextLevel: { level: 3, name: 'Gold', cashbackPercent: 7, minDeposit: rub(250_000), left: rub(150_000) },
  lastCashback: { week: '2026-02-23', amount: rub(350), paidAt: '2026-03-02T12:00:00.000Z' },
  nextCashbackAt: '2026-03-09T00:00:00.000Z',
};

async function shown(status: VipStatus, path = '/en/vip-club') {
  const model = new VipProgressModel({
    profileApi: { getVipStatus: async () => ({ ok: true, value: status }) },
    session: { isLoggedIn: true },
  });
  await model.load();
  const { container } = testContainer();
  await renderInShell(<VipProgress model={model} />, { container, path });
  return model;
}

const text = (id: string) => (screen.queryByTestId(id)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('VipProgress (issue 34)', () => {
  it('shows a member’s level, what the next one needs as a bar and in words, and the last cashback', async () => {
    const model = await shown(SILVER);
    expect(await screen.findByTestId('vip-level')).toHaveProperty(
      'textContent',
      "Level 2, Silver: cashback 5% of the week's net loss",
    );
    expect(text('vip-next')).toBe('₽150,000 more in deposits to reach Gold');
    // A quarter of the way from 50 000 to 250 000.
    expect(model.share).toBe(0.25);
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveProperty(
      'value',
      25,
    );
    expect(text('vip-last-cashback')).toMatch(/^Last cashback: ₽350, paid on Mar 2, 2026/);
  });

  it('names the level in the page’s language', async () => {
    await shown(SILVER, '/vip-club');
    await screen.findByTestId('vip-level');
    expect(text('vip-level')).toBe('Уровень 2, Серебро: кешбэк 5 % от чистого проигрыша недели');
    expect(text('vip-next')).toBe('Ещё 150 000 ₽ депозитов до уровня Золото');
  });

  it('shows nothing to a player outside the club', async () => {
    const model = await shown({ ...SILVER, member: false });
    expect(model.member).toBeNull();
    expect(screen.queryByTestId('vip-progress')).toBeNull();
  });
});
