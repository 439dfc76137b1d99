import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ok, type Withdrawal } from '@casino/core';
import { withdrawalFactory } from '@casino/core/test/factories';
import { Loadable } from '../../../components/page/Loadable.ts';
import { renderInShell } from '../../../app/testing/renderInShell.tsx';
import { testContainer } from '../../../app/testing/testContainer.ts';
import { WithdrawalList } from './WithdrawalList.tsx';
import type { WithdrawViewModel } from './WithdrawViewModel.ts';

afterEach(cleanup);

const REASON = 'The name on the card <b>differs</b> from the account';

/** The list over withdrawals already loaded: one rejected with the operator's reason, one rejected without, one paid. */
async function shown(path: string) {
  const withdrawals = new Loadable<readonly Withdrawal[]>();
  await withdrawals.load(async () =>
    ok([
      withdrawalFactory.build({ id: '1', status: 'rejected', expectedAt: null, rejectionReason: REASON }),
      withdrawalFactory.build({ id: '2', status: 'rejected', expectedAt: null, rejectionReason: null }),
      withdrawalFactory.build({ id: '3', status: 'paid', expectedAt: null }),
    ]),
  );
  const vm = { withdrawals, cancelling: null, cancel: async () => undefined } as unknown as WithdrawViewModel;
  const { container } = testContainer();
  await renderInShell(<WithdrawalList vm={vm} />, { container, path });
  const rows = within(await screen.findByTestId('withdrawals'))
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => row.querySelectorAll('td')[3]?.textContent);
}

describe("a rejected withdrawal's reason (issue 34)", () => {
  it('is shown as the operator gave it, in a frame of the page’s language', async () => {
    expect(await shown('/en/profile/withdraw')).toEqual([`Rejected: ${REASON}`, 'Rejected', 'Paid']);
  });

  it('keeps the reason as given on a Russian page', async () => {
    expect((await shown('/profile/withdraw'))[0]).toBe(`Отклонено: ${REASON}`);
  });
});
