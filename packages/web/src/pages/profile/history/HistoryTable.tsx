import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, isOutgoing, type Movement } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { LocalizedLink } from '../../../components/LocalizedLink.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { TableScroll } from '../../../components/page/TableScroll.tsx';
import { useDateFormat } from '../../../components/page/useDateFormat.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { ProfileHistoryViewModel } from '../ProfileHistoryViewModel.ts';

/** The amount with its direction in a sign and in words, never by colour alone. */
function SignedAmount({ movement }: { movement: Movement }) {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  const out = isOutgoing(movement.kind);
  return (
    <span data-direction={out ? 'out' : 'in'}>
      <span aria-hidden="true">{out ? '−' : '+'}</span>
      <span className="visually-hidden">{t(out ? 'history.out' : 'history.in')} </span>
      {formatMoney(movement.amount, iso)}
    </span>
  );
}

export const HistoryTable = observer(function HistoryTable({ vm }: { vm: ProfileHistoryViewModel }) {
  const { t } = useTranslation('money');
  const formatDate = useDateFormat();
  return (
    <TableScroll label={t('history.title')}>
      <table className="data-table" data-testid="money-history">
        <thead>
          <tr>
            <th scope="col">{t('history.columns.time')}</th>
            <th scope="col">{t('history.columns.kind')}</th>
            <th scope="col" className="data-table__number">
              {t('history.columns.amount')}
            </th>
            <th scope="col" className="data-table__number">
              {t('history.columns.balanceAfter')}
            </th>
            <th scope="col">{t('history.columns.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('history.columns.proof')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vm.rows.map((row) => (
            <tr key={row.id} data-kind={row.kind} data-created-at={row.createdAt}>
              <td>{formatDate(row.createdAt)}</td>
              <td>{t(`kinds.${row.kind}`)}</td>
              <td className="data-table__number">
                <SignedAmount movement={row} />
              </td>
              <td className="data-table__number">
                {row.balanceAfter ? <MoneyText money={row.balanceAfter} /> : '—'}
              </td>
              <td>{t(`statuses.${row.status}`)}</td>
              <td>
                {row.betId !== null ? (
                  <Button variant="ghost" size="small" onClick={() => void vm.openProof(row.betId ?? '')}>
                    {t('history.proof')}
                  </Button>
                ) : row.tournament !== null ? (
                  <LocalizedLink
                    to={`/tournament/${encodeURIComponent(row.tournament.id)}`}
                    className="data-table__link"
                    data-testid="history-tournament"
                  >
                    {t('history.tournamentPrize', {
                      title:
                        row.tournament.title ?? t('history.tournamentUntitled', { id: row.tournament.id }),
                      place: row.tournament.place,
                    })}
                  </LocalizedLink>
                ) : row.sportsBetId !== null ? (
                  <a href="#sports-bets" className="data-table__link">
                    {t('history.sportsBet', { id: row.sportsBetId })}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
});
