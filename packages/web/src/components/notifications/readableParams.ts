import type { TFunction } from 'i18next';
import {
  dateTimeFormat,
  dateTimeOptions,
  formatMoney,
  isCurrency,
  LIMIT_KINDS,
  moneyFromMajor,
  type MessageParams,
} from '@casino/core';

const LIMIT_NAMES: ReadonlySet<string> = new Set(LIMIT_KINDS);

/**
 * A server message's params in the player's words (issue 18): `ends_at` as a date and time of the locale, `limit` as
 * the limit's name, `left` (with `currency`) as money in the locale's format. Anything else, or a value that is not what it should be, is shown as it came.
 */
export function readableParams(params: MessageParams | undefined, iso: string, t: TFunction): MessageParams {
  if (!params) return {};
  const readable: Record<string, string | number> = { ...params };
  const endsAt = params['ends_at'];
  const instant = typeof endsAt === 'string' ? Date.parse(endsAt) : Number.NaN;
  if (Number.isFinite(instant))
    readable['ends_at'] = dateTimeFormat(
      iso,
      dateTimeOptions(iso, { dateStyle: 'long', withTime: true }),
    ).format(instant);
  const left = params['left'];
  const currency = params['currency'];
  const money = typeof left === 'number' && isCurrency(currency) ? moneyFromMajor(left, currency) : null;
  if (money?.ok) readable['left'] = formatMoney(money.value, iso);
  const limit = params['limit'];
  if (typeof limit === 'string' && LIMIT_NAMES.has(limit))
    readable['limit'] = t(`errors:limitKinds.${limit}`);
  return readable;
}
