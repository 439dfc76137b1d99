import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { TOKENS } from '../../di/tokens.ts';
import { useInjection } from '../../di/useInjection.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import './successPayment.css';

/** After the invoice is paid (§4): the player sees the refreshed balance. */
export default observer(function SuccessPaymentModal() {
  const { t } = useTranslation('payment');
  const session = useInjection(TOKENS.SessionStore);
  const modals = useInjection(TOKENS.ModalStore);
  const close = () => modals.close('SuccessPayment');
  return (
    <ModalFrame name="success-payment" title={t('success.title')} onClose={close}>
      <div className="success-payment">
        <p className="success-payment__mark" aria-hidden="true">
          ✓
        </p>
        <p>{t('success.text')}</p>
        {session.user ? (
          <p className="success-payment__balance">
            <span>{t('success.balance')}: </span>
            <MoneyText money={session.user.balance} />
          </p>
        ) : null}
        <ButtonLink to="/games" onClick={close}>
          {t('success.play')}
        </ButtonLink>
      </div>
    </ModalFrame>
  );
});
