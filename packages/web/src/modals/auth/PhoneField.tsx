import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PHONE_MASKS, type PhoneCountry } from '@casino/core';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { PHONE_COUNTRIES, isPhoneCountry, type PhoneInput } from './PhoneInput.ts';

/** The phone with its country's mask (§5): +7 (###) ### ## ## for ru and kz, +375 for by. */
export const PhoneField = observer(function PhoneField({
  phone,
  onCountry,
  onType,
  error,
}: {
  phone: PhoneInput;
  onCountry: (country: PhoneCountry) => void;
  onType: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="phone-field">
      <SelectField
        label={t('fields.country')}
        value={phone.country}
        options={PHONE_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
        onValueChange={(value) => {
          if (isPhoneCountry(value)) onCountry(value);
        }}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_MASKS[phone.country]}
        value={phone.shown}
        onValueChange={onType}
        error={error ? t(error) : null}
      />
    </div>
  );
});
