import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MEDIA_TYPES } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import { TOKENS } from '../../di/tokens.ts';
import { useInjection } from '../../di/useInjection.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { VerificationViewModel } from './VerificationViewModel.ts';
import './verification.css';

const ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf', ...DOCUMENT_MEDIA_TYPES].join(',');

/** The file picker with its hint and error, both read out with it. */
const DocumentForm = observer(function DocumentForm({ vm }: { vm: VerificationViewModel }) {
  const { t } = useTranslation('modals');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.send();
  };
  return (
    <form className="verification__form" onSubmit={onSubmit} noValidate>
      <h3 className="verification__heading">{t('verification.form.title')}</h3>
      <SelectField
        label={t('verification.form.kind')}
        value={vm.kind}
        options={vm.kinds.map((kind) => ({ value: kind, label: t(`verification.kinds.${kind}`) }))}
        onValueChange={(value) => vm.chooseKind(value)}
      />
      <div className={vm.error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {t('verification.form.file')}
        </label>
        <input
          id={id}
          type="file"
          className="field__input"
          accept={ACCEPT}
          aria-invalid={vm.error ? true : undefined}
          aria-describedby={vm.error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => vm.chooseFile(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field__hint">
          {t('verification.form.hint')}
        </p>
        {vm.error ? (
          <p id={errorId} className="field__error" role="alert">
            {t(`verification.errors.${vm.error}`)}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <Button type="submit" disabled={vm.busy}>
          {vm.busy ? t('verification.form.sending') : t('verification.form.send')}
        </Button>
      </div>
    </form>
  );
});

/**
 * The player's identity check (§4 states, issue 34): its state, the operator's reason after a rejection, the
 * documents sent, and a form that sends another until the check is passed.
 */
export default observer(function VerificationModal() {
  const { t } = useTranslation('modals');
  const { iso } = useLocale();
  const session = useInjection(TOKENS.SessionStore);
  const modals = useInjection(TOKENS.ModalStore);
  const vm = useViewModel(MODAL_VM.Verification);
  const close = () => modals.close('Verification');
  const user = session.user;
  useEffect(() => {
    if (user) void vm.load();
  }, [vm, user]);
  const status = vm.check ? vm.view : (user?.verification.status ?? 'none');
  const reason = vm.check ? vm.check.reason : (user?.verification.reason ?? null);
  // A byte count in the locale's own words: "16 byte", "4.2 kB", "3,1 МБ".
  const size = (bytes: number) =>
    bytes < 1024
      ? new Intl.NumberFormat(iso, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes)
      : bytes < 1024 * 1024
        ? new Intl.NumberFormat(iso, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(
            bytes / 1024,
          )
        : new Intl.NumberFormat(iso, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
            bytes / (1024 * 1024),
          );
  return (
    <ModalFrame name="verification" title={t('verification.title')} onClose={close}>
      {user ? (
        <div className={`verification verification--${status}`} data-status={status}>
          <p className="verification__status">{t(`verification.status.${status}`)}</p>
          <p>{t(`verification.text.${status}`)}</p>
          {status === 'failed' && reason ? (
            <p className="verification__reason" data-testid="verification-reason">
              <strong>{t('verification.reason')}</strong> {reason}
            </p>
          ) : null}
          {user.verification.isNeed ? (
            <p className="verification__need">{t('verification.required')}</p>
          ) : null}
          {vm.check && vm.check.documents.length > 0 ? (
            <>
              <h3 className="verification__heading">{t('verification.sent')}</h3>
              <ul className="verification__documents">
                {vm.check.documents.map((document) => (
                  <li key={document.id}>
                    {t(`verification.kinds.${document.kind}`, { defaultValue: document.kind })}:{' '}
                    <span dir="auto">{document.fileName}</span> ({size(document.size)})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="verification__sent" role="status">
            {vm.sentName ? t('verification.sentNotice', { name: vm.sentName }) : ''}
          </p>
          {vm.canSend ? <DocumentForm vm={vm} /> : null}
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
