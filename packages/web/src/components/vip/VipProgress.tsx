import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import { useDateFormat } from '../page/useDateFormat.ts';
import type { VipProgressModel } from './VipProgressModel.ts';
import './VipProgress.css';

/**
 * A member's level in words and as a bar (issue 34): the level and its cashback, the confirmed deposits, what the next
 * level still needs, and when the week's cashback is paid. Nothing for a player outside the club.
 */
export const VipProgress = observer(function VipProgress({ model }: { model: VipProgressModel }) {
  const { t } = useTranslation('vip');
  const { iso } = useLocale();
  const formatDate = useDateFormat();
  const member = model.member;
  if (!member?.level) return null;
  const { level, nextLevel, deposits, lastCashback } = member;
  const nameOf = (row: { level: number; name: string }) =>
    t(`levelNames.${row.level}`, { defaultValue: row.name });
  const percent = new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 0 }).format(
    model.share,
  );
  return (
    <div className="vip-progress" data-testid="vip-progress">
      <p className="vip-progress__level" data-testid="vip-level">
        {t('progress.level', { level: level.level, name: nameOf(level), percent: level.cashbackPercent })}
      </p>
      {deposits ? <p>{t('progress.deposits', { amount: formatMoney(deposits, iso) })}</p> : null}
      {nextLevel ? (
        <>
          <p data-testid="vip-next">
            {t('progress.next', { left: formatMoney(nextLevel.left, iso), name: nameOf(nextLevel) })}
          </p>
          <progress
            className="vip-progress__bar"
            max={100}
            value={Math.round(model.share * 100)}
            aria-label={t('progress.bar')}
            aria-valuetext={percent}
          />
        </>
      ) : (
        <p>{t('progress.top')}</p>
      )}
      <p>{t('progress.nextCashback', { date: formatDate(member.nextCashbackAt) })}</p>
      {lastCashback ? (
        <p data-testid="vip-last-cashback">
          {t('progress.lastCashback', {
            amount: formatMoney(lastCashback.amount, iso),
            date: formatDate(lastCashback.paidAt),
          })}
        </p>
      ) : null}
      <p className="vip-progress__rules">{t('progress.rules')}</p>
    </div>
  );
});
