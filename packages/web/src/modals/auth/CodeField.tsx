import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';

/** The one-time code field, digits only, offered by the phone's keyboard and autofill. */
export function CodeField({
  value,
  onType,
  error,
}: {
  value: string;
  onType: (value: string) => void;
  /** Translation key (auth namespace) of the error, or null. */
  error: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onValueChange={onType}
      error={error ? t(error) : null}
    />
  );
}
