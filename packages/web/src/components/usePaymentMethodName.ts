import { useTranslation } from 'react-i18next';
import { paymentMethodName, type PaymentMethod } from '@casino/core';
import { useLocale } from '../i18n/useLocale.ts';

/** The name of a payment method in the page's locale (`paymentMethodName`), from the shell's own bundle. */
export function usePaymentMethodName(): (method: Pick<PaymentMethod, 'name' | 'nameEn'>) => string {
  const { t, i18n } = useTranslation('common');
  const { locale } = useLocale();
  return (method) =>
    paymentMethodName(method, locale, (key) =>
      i18n.exists(`paymentMethod.${key}`, { ns: 'common' }) ? t(`paymentMethod.${key}`) : null,
    );
}
