import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { TOKENS } from '../../di/tokens.ts';
import { useInjection } from '../../di/useInjection.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import './verification.css';

/** The player's verification status (§4: server words already mapped to pending, failed, success by the core). */
export default observer(function VerificationModal() {
  const { t } = useTranslation('modals');
  const session = useInjection(TOKENS.SessionStore);
  const modals = useInjection(TOKENS.ModalStore);
  const close = () => modals.close('Verification');
  const user = session.user;
  const status = user?.verification.status ?? 'none';
  return (
    <ModalFrame name="verification" title={t('verification.title')} onClose={close}>
      {user ? (
        <div className={`verification verification--${status}`} data-status={status}>
          <p className="verification__status">{t(`verification.status.${status}`)}</p>
          <p>{t(`verification.text.${status}`)}</p>
          {user.verification.isNeed ? (
            <p className="verification__need">{t('verification.required')}</p>
          ) : null}
        </div>
      ) : (
        <p>{t('verification.loginFirst')}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={close}>
          {t('common:close')}
        </Button>
      </div>
    </ModalFrame>
  );
});
