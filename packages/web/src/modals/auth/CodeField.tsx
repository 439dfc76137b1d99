import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';
import type { TypedFieldProps } from './typedFieldProps.ts';

/** The one-time code field, digits only, offered by the phone's keyboard and autofill. */
export function CodeField({ value, onType, error }: TypedFieldProps) {
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
