import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.ts';
import { readableParams } from '../notifications/readableParams.ts';
import type { SaferPlayRefusalFacts } from './saferPlayRefusal.ts';

/** Why the API refused, in words: which limit, or which break, and when it ends, in the locale's date format. */
export function SaferPlayRefusal({ refusal }: { refusal: SaferPlayRefusalFacts }) {
  const { t } = useTranslation('errors');
  const { iso } = useLocale();
  return <>{t(`error.${refusal.key}`, readableParams(refusal.params, iso, t))}</>;
}
