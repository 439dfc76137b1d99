import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_INTERVALS } from '@casino/core';
import { useInjection } from '../../../di/useInjection.ts';
import { TOKENS } from '../../../di/tokens.ts';
import { ProfileSection } from '../ProfileSection.tsx';

/** How often the reality check interrupts play: 15, 30 or 60 minutes, kept on this device. */
export const RealityCheckChoice = observer(function RealityCheckChoice() {
  const { t } = useTranslation('money');
  const play = useInjection(TOKENS.PlaySession);
  return (
    <ProfileSection id="limits-reality-check" title={t('realityCheck.title')}>
      <fieldset className="reality-check-choice">
        <legend className="field__label">{t('realityCheck.every')}</legend>
        {REALITY_CHECK_INTERVALS.map((minutes) => (
          <label key={minutes} className="reality-check-choice__option">
            <input
              type="radio"
              name="reality-check"
              value={minutes}
              checked={play.intervalMinutes === minutes}
              onChange={() => play.chooseInterval(minutes)}
            />{' '}
            {t('limits.minutes', { count: minutes })}
          </label>
        ))}
      </fieldset>
    </ProfileSection>
  );
});
