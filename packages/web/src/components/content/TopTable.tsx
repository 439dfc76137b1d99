import { useTranslation } from 'react-i18next';
import type { TopEntry } from '@casino/core';
import { MoneyText } from '../MoneyText.tsx';
import { TableScroll } from '../page/TableScroll.tsx';

/** Wins as a table: place, player, game, amount. */
export function TopTable({ entries, caption }: { entries: readonly TopEntry[]; caption?: string }) {
  const { t } = useTranslation('top');
  return (
    <TableScroll label={caption ?? t('title')}>
      <table className="data-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col" className="data-table__number">
              {t('place')}
            </th>
            <th scope="col">{t('player')}</th>
            <th scope="col">{t('game')}</th>
            <th scope="col" className="data-table__number">
              {t('win')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.place}-${entry.name}`}>
              <td className="data-table__number">{entry.place}</td>
              <td>
                {entry.name === null
                  ? t('hidden')
                  : entry.hidden
                    ? t('hiddenOwn', { name: entry.name })
                    : entry.name}
              </td>
              <td>{entry.game}</td>
              <td className="data-table__number">
                <MoneyText money={entry.win} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
