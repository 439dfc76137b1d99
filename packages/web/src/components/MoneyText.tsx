import { formatMoney, type Money } from '@casino/core';
import { useLocale } from '../i18n/useLocale.ts';

/** An amount in the page's locale with its currency's symbol (₽ $ ₸ ₹ €). */
export function MoneyText({ money, className }: { money: Money; className?: string }) {
  const { iso } = useLocale();
  return (
    <span className={className} data-currency={money.currency}>
      {formatMoney(money, iso)}
    </span>
  );
}
