import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyFromMinor } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { LoadableView } from '../../../components/page/LoadableView.tsx';
import { TableScroll } from '../../../components/page/TableScroll.tsx';
import { useDateFormat } from '../../../components/page/useDateFormat.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { WithdrawViewModel } from './WithdrawViewModel.ts';

/**
 * The player's withdrawals, each with its status in words (a pending one with when the API expects to pay it, a
 * rejected one with the operator's reason as given); a pending one can be cancelled.
 */
export const WithdrawalList = observer(function WithdrawalList({ vm }: { vm: WithdrawViewModel }) {
  const { t } = useTranslation('money');
  const formatDate = useDateFormat();
  const { iso } = useLocale();
  return (
    <LoadableView state={vm.withdrawals} emptyMessage={t('withdraw.empty')}>
      {(list) =>
        list.length === 0 ? (
          <p>{t('withdraw.empty')}</p>
        ) : (
          <TableScroll label={t('withdraw.listTitle')}>
            <table className="data-table" data-testid="withdrawals">
              <thead>
                <tr>
                  <th scope="col">{t('withdraw.columns.date')}</th>
                  <th scope="col" className="data-table__number">
                    {t('withdraw.columns.amount')}
                  </th>
                  <th scope="col">{t('withdraw.columns.destination')}</th>
                  <th scope="col">{t('withdraw.columns.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('withdraw.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((withdrawal) => {
                  const amount = moneyFromMinor(withdrawal.amountMinor, withdrawal.currency);
                  return (
                    <tr key={withdrawal.id} data-status={withdrawal.status}>
                      <td>{formatDate(withdrawal.createdAt)}</td>
                      <td className="data-table__number">
                        <MoneyText money={amount} />
                      </td>
                      <td dir="ltr">{withdrawal.destination}</td>
                      <td>
                        {withdrawal.status === 'rejected' && withdrawal.rejectionReason
                          ? t('withdraw.rejectedReason', { reason: withdrawal.rejectionReason })
                          : withdrawal.status !== 'pending'
                            ? t(`statuses.${withdrawal.status}`)
                            : withdrawal.expectedAt !== null
                              ? t('withdraw.pendingUntil', { date: formatDate(withdrawal.expectedAt) })
                              : t('withdraw.pendingReview')}
                      </td>
                      <td>
                        {withdrawal.status === 'pending' ? (
                          <Button
                            variant="secondary"
                            size="small"
                            busy={vm.cancelling === withdrawal.id}
                            aria-label={t('withdraw.cancelLabel', { amount: formatMoney(amount, iso) })}
                            onClick={() => void vm.cancel(withdrawal.id)}
                          >
                            {t('withdraw.cancel')}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )
      }
    </LoadableView>
  );
});
