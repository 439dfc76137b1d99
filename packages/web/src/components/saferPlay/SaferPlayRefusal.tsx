import { useTranslation } from 'react-i18next';
import type { DomainError } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import { readableParams } from '../notifications/readableParams.ts';

/** The API's refusals for safer play (contract, "Safer play"): a limit reached, a time-out, a self-exclusion. */
const REFUSALS: ReadonlySet<string> = new Set(['limit_exceeded', 'timed_out', 'self_excluded']);

type ServerError = Extract<DomainError, { readonly kind: 'server' }>;

const isServerError = (error: { readonly kind: string }): error is ServerError => error.kind === 'server';

/** The refusal a failure carries, if it is one of safer play's. */
export function saferPlayRefusal(error: { readonly kind: string }) {
  if (!isServerError(error)) return null;
  const { messageKey, params } = error;
  return messageKey !== undefined && REFUSALS.has(messageKey) ? { key: messageKey, params } : null;
}

/** Why the API refused, in words: which limit, or which break, and when it ends, in the locale's date format. */
export function SaferPlayRefusal({ refusal }: { refusal: NonNullable<ReturnType<typeof saferPlayRefusal>> }) {
  const { t } = useTranslation('errors');
  const { iso } = useLocale();
  return <>{t(`error.${refusal.key}`, readableParams(refusal.params, iso, t))}</>;
}
