import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';

/** An email field with the browser's email keyboard and autofill. */
export function EmailField({
  label,
  value,
  onType,
  error,
}: {
  label: string;
  value: string;
  onType: (value: string) => void;
  /** Translation key of the error (auth namespace unless prefixed), or null. */
  error: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={onType}
      error={error ? t(error) : null}
    />
  );
}
