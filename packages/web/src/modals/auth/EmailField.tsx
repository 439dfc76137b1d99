import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';
import type { TypedFieldProps } from './typedFieldProps.ts';

/** An email field with the browser's email keyboard and autofill. */
export function EmailField({ label, value, onType, error }: TypedFieldProps & { readonly label: string }) {
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
