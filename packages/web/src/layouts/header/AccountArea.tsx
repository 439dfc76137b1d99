import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { TYPES } from '../../app/tokens.ts';
import { useInjection } from '../../app/useInjection.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';

/** Log in and sign up for a guest; balance, deposit and profile for a player. */
export const AccountArea = observer(function AccountArea() {
  const { t } = useTranslation('layout');
  const session = useInjection<SessionStore>(TYPES.SessionStore);
  const modals = useInjection<ModalStore>(TYPES.ModalStore);

  if (!session.isLoggedIn) {
    return (
      <div className="account-area">
        <Button variant="secondary" size="small" onClick={() => modals.open('Login')}>
          {t('header.login')}
        </Button>
        <Button size="small" onClick={() => modals.open('Register')}>
          {t('header.register')}
        </Button>
      </div>
    );
  }

  return (
    <div className="account-area" aria-label={t('header.account')} role="group">
      {session.user ? (
        <span className="account-area__balance" data-testid="header-balance">
          <span className="visually-hidden">{t('header.balance')}: </span>
          <MoneyText money={session.user.balance} />
        </span>
      ) : null}
      <Button size="small" onClick={() => modals.open('PayIn')}>
        {t('header.deposit')}
      </Button>
      <LocalizedLink to="/profile" className="account-area__profile">
        {t('header.profile')}
      </LocalizedLink>
    </div>
  );
});
