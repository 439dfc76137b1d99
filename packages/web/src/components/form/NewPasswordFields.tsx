import { TextField } from './TextField.tsx';

/** A new password and its confirmation, both offered to the password manager as a new one. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError = null,
  confirmError,
}: {
  passwordLabel: string;
  confirmLabel: string;
  password: string;
  confirm: string;
  onPassword: (text: string) => void;
  onConfirm: (text: string) => void;
  /** The translated message under the password, or null. */
  passwordError?: string | null;
  /** The translated message under the confirmation, or null. */
  confirmError: string | null;
}) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={onPassword}
        error={passwordError}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={onConfirm}
        error={confirmError}
      />
    </>
  );
}
