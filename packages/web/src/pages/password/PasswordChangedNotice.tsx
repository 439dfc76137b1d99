import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';

/** The end of a password recovery: the password is changed, and the player may log in with it. */
export function PasswordChangedNotice({ onLogIn }: { onLogIn: () => void }) {
  const { t } = useTranslation('password');
  return (
    <div className="notice notice--success" role="status">
      <p className="page-text">{t('finish.done')}</p>
      <div className="card__actions">
        <Button onClick={onLogIn}>{t('finish.logIn')}</Button>
      </div>
    </div>
  );
}
