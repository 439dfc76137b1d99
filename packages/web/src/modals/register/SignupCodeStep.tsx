import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContactAwaitingCode } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { AuthForm, AuthFormActions } from '../auth/AuthForm.tsx';
import { CodeField } from '../auth/CodeField.tsx';
import type { CodeVerification } from '../auth/CodeVerification.ts';
import '../auth/auth.css';

/** The code sent to the new email or phone at signup: typed here, or put off until the profile's access page. */
export const SignupCodeStep = observer(function SignupCodeStep({
  awaiting,
  verification,
  onLater,
}: {
  awaiting: ContactAwaitingCode;
  verification: CodeVerification;
  onLater: () => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const { cooldown } = verification;
  return (
    <AuthForm onSubmit={() => verification.submitCode()}>
      <p className="code-sent" role="status">
        {t(`register.confirm.sentTo.${awaiting.channel}`, { contact: awaiting.contact })}
      </p>
      <CodeField
        value={verification.code}
        onType={(value) => verification.typeCode(value)}
        error={verification.codeError}
      />
      <AuthFormActions submitLabel={t('register.confirm.submit')} busy={verification.verifying}>
        <Button
          variant="secondary"
          disabled={!cooldown.canResend}
          busy={verification.sending}
          onClick={() => void verification.sendCode()}
        >
          {cooldown.canResend
            ? t('register.confirm.resend')
            : t('register.confirm.resendIn', { seconds: cooldown.secondsLeft })}
        </Button>
        <Button variant="ghost" onClick={onLater}>
          {t('register.confirm.later')}
        </Button>
      </AuthFormActions>
    </AuthForm>
  );
});
