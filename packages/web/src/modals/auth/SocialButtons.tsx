import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { SOCIAL_PROVIDERS } from './SocialLoginViewModel.ts';
import './auth.css';

export const SocialButtons = observer(function SocialButtons({
  mode,
  currency,
}: {
  mode: 'login' | 'register';
  currency?: string;
}) {
  const { t } = useTranslation('auth');
  const vm = useViewModel(MODAL_VM.SocialLogin);
  return (
    <section className="social-login" aria-labelledby="social-login-title">
      <h3 id="social-login-title" className="social-login__title">
        {t('social.title')}
      </h3>
      <ul className="social-login__list">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              size="small"
              busy={vm.pending === provider}
              disabled={vm.pending !== null && vm.pending !== provider}
              aria-label={t('social.with', { provider: t(`social.providers.${provider}`) })}
              onClick={() => void vm.continueWith(provider, mode, currency)}
            >
              {t(`social.providers.${provider}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
