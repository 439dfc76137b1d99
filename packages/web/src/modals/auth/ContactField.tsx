import { observer } from 'mobx-react-lite';
import type { PhoneCountry } from '@casino/core';
import { EmailField } from './EmailField.tsx';
import { PhoneField } from './PhoneField.tsx';
import type { PhoneInput } from './PhoneInput.ts';

/** The email or the masked phone, whichever way the player chose to be reached. */
export const ContactField = observer(function ContactField({
  method,
  emailLabel,
  email,
  onEmail,
  phone,
  onPhone,
  onCountry,
  error,
}: {
  method: 'email' | 'phone';
  emailLabel: string;
  email: string;
  onEmail: (value: string) => void;
  phone: PhoneInput;
  onPhone: (value: string) => void;
  onCountry: (country: PhoneCountry) => void;
  /** Translation key of the shown field's error (auth namespace unless prefixed), or null. */
  error: string | null;
}) {
  return method === 'email' ? (
    <EmailField label={emailLabel} value={email} onType={onEmail} error={error} />
  ) : (
    <PhoneField phone={phone} onCountry={onCountry} onType={onPhone} error={error} />
  );
});
