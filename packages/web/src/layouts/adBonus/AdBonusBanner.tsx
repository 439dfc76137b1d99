import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { AD_BONUS_VM } from './AdBonusViewModel.ts';
import './adBonus.css';

/** The ad bonus banner: shown once, after hydration (it reads the browser's cookies), above the page. */
const AdBonusBanner = observer(function AdBonusBanner() {
  const { t } = useTranslation('layout');
  const vm = useViewModel(AD_BONUS_VM);
  useEffect(() => vm.start(), [vm]);
  const offer = vm.offer;
  if (!offer) return null;
  const code = vm.code;
  return (
    <section className="ad-bonus" aria-labelledby="ad-bonus-title" data-testid="ad-bonus">
      <h2 id="ad-bonus-title" className="ad-bonus__title">
        {t('adBonus.title')}
      </h2>
      <p className="ad-bonus__text">
        {code ? t('adBonus.code', { code }) : t('adBonus.other', { value: offer.value })}
      </p>
      <div className="ad-bonus__actions">
        {code && !vm.isLoggedIn ? (
          <Button size="small" onClick={() => vm.signUpWithCode()}>
            {t('adBonus.signUp')}
          </Button>
        ) : null}
        {code && vm.isLoggedIn ? (
          <ButtonLink to="/bonuses" size="small">
            {t('adBonus.bonuses')}
          </ButtonLink>
        ) : null}
        <Button size="small" variant="ghost" onClick={() => vm.dismiss()}>
          {t('adBonus.dismiss')}
        </Button>
      </div>
    </section>
  );
});

export default AdBonusBanner;
