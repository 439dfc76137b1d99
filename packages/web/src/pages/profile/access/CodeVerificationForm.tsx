import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { AuthFormActions } from '../../../modals/auth/AuthForm.tsx';
import type { CodeVerification } from '../../../modals/auth/CodeVerification.ts';

/** Send a code to the contact, type it, confirm; resend once the cooldown is over. */
export const CodeVerificationForm = observer(function CodeVerificationForm({
  verification,
  contact,
  channel,
}: {
  verification: CodeVerification;
  contact: string;
  channel: 'email' | 'phone';
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const { cooldown } = verification;

  function submit(event: FormEvent) {
    event.preventDefault();
    void verification.submitCode();
  }

  return (
    <div className="profile-form">
      <p className="page-text">{t(`access.${channel}.notVerified`, { contact })}</p>
      {verification.sent ? (
        <form onSubmit={submit} noValidate>
          <TextField
            label={t(`access.${channel}.codeLabel`)}
            value={verification.code}
            onValueChange={(text) => verification.typeCode(text)}
            error={verification.codeError ? t(verification.codeError) : null}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
          />
          <AuthFormActions submitLabel={t('access.confirm')} busy={verification.verifying}>
            <Button
              variant="ghost"
              disabled={!cooldown.canResend}
              busy={verification.sending}
              onClick={() => void verification.sendCode()}
            >
              {cooldown.canResend
                ? t('access.resend')
                : t('access.resendIn', { seconds: cooldown.secondsLeft })}
            </Button>
          </AuthFormActions>
        </form>
      ) : (
        <div className="form-actions">
          <Button busy={verification.sending} onClick={() => void verification.sendCode()}>
            {t('access.sendCode')}
          </Button>
        </div>
      )}
    </div>
  );
});
