import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { ModalFrame } from '../../../components/modal/ModalFrame.tsx';
import { TOKENS } from '../../../di/tokens.ts';
import { useInjection } from '../../../di/useInjection.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { sessionClock } from './gamePage.ts';

/** The reality check: how long the session has lasted and its net result, then continue or stop playing. */
export const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  const play = useInjection(TOKENS.PlaySession);
  const check = play.check;
  if (!check || play.currency === null) return null;
  return (
    <ModalFrame name="reality-check" title={t('check.title')} onClose={() => play.answer('continue')}>
      <p>{t('check.played', { time: sessionClock(check.sessionMs) })}</p>
      <p>
        {t('check.net', { amount: formatMoney({ minor: check.netMinor, currency: play.currency }, iso) })}
      </p>
      <div className="form-actions">
        <Button onClick={() => play.answer('continue')}>{t('check.continue')}</Button>
        <Button variant="secondary" onClick={() => play.answer('stop')}>
          {t('check.stop')}
        </Button>
      </div>
    </ModalFrame>
  );
});
