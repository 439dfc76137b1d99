import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { premiumStatusLabel } from '../../components/premiumStatus.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/Button.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { VIP_MAX_CASHBACK_PERCENT } from '@casino/core';
import { VIP_CLUB_VM } from './VipClubViewModel.ts';
import { VIP_PROGRESS_VM } from '../../components/vip/VipProgressModel.ts';
import { VipProgress } from '../../components/vip/VipProgress.tsx';
import '../../components/page/pages.css';
import { TableScroll } from '../../components/page/TableScroll.tsx';

/** The VIP club: its levels, what they give, and the join request. */
function VipClubPage() {
  const { t } = useTranslation('vip');
  const vm = useViewModel(VIP_CLUB_VM);
  const progress = useViewModel(VIP_PROGRESS_VM);
  usePreload(() => vm.load());
  useEffect(() => void vm.load(), [vm]);
  // The member's own level: read again when they join, so the level shows at once.
  useEffect(() => void progress.load(), [progress, progress.loggedIn, vm.isMember]);
  useDocumentTitle(t('title'));
  return (
    <div className="page" data-page="vip-club">
      <PageHeading subtitle={t('subtitle', { percent: VIP_MAX_CASHBACK_PERCENT })}>{t('title')}</PageHeading>
      {progress.member ? (
        <section className="page-section" aria-labelledby="vip-progress">
          <h2 id="vip-progress" className="page-section__title">
            {t('progress.title')}
          </h2>
          <VipProgress model={progress} />
        </section>
      ) : null}
      <section className="page-section" aria-labelledby="vip-join">
        <h2 id="vip-join" className="page-section__title">
          {t('join.title')}
        </h2>
        <p className="page-text">{t('join.text')}</p>
        {vm.premiumStatus ? (
          <p className="notice notice--success">
            {t('status', { status: premiumStatusLabel(t, vm.premiumStatus) })}
          </p>
        ) : null}
        {vm.isMember ? (
          <p className="notice notice--success" role="status">
            {t('join.member')}
          </p>
        ) : (
          <div className="card__actions">
            <Button size="large" busy={vm.joining} onClick={() => void vm.join()}>
              {t('join.action')}
            </Button>
          </div>
        )}
      </section>
      <section className="page-section" aria-labelledby="vip-levels">
        <h2 id="vip-levels" className="page-section__title">
          {t('levels.title')}
        </h2>
        <LoadableView state={vm.levels} emptyMessage={t('levels.empty')}>
          {() => (
            <TableScroll label={t('levels.title')}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col" className="data-table__number">
                      {t('levels.level')}
                    </th>
                    <th scope="col">{t('levels.name')}</th>
                    <th scope="col" className="data-table__number">
                      {t('levels.minDeposit')}
                    </th>
                    <th scope="col" className="data-table__number">
                      {t('levels.cashback')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {vm.rows.map((row) => (
                    <tr key={row.level}>
                      <td className="data-table__number">{row.level}</td>
                      <td>{t(`levelNames.${row.level}`, { defaultValue: row.name })}</td>
                      <td className="data-table__number">
                        {row.minDeposit ? <MoneyText money={row.minDeposit} /> : '—'}
                      </td>
                      <td className="data-table__number">
                        {t('levels.percent', { percent: row.cashbackPercent })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </LoadableView>
      </section>
    </div>
  );
}

export default observer(VipClubPage);
