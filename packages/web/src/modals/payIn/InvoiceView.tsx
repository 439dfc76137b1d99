import { useTranslation } from 'react-i18next';
import { formatMoney, type TrackedInvoice } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import '../../components/Button.css';

/** 1200 → "20:00": the countdown of the invoice's life (§4). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${minutes}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * The invoice being paid: what the player transfers (`amount`, which already holds any matching minor units of a phone
 * transfer), the fee, and what the balance is credited with (`shop_amount` = `amount` − `commission`); where to pay and
 * the time left. Its status is polled by the core.
 */
export function InvoiceView({ tracked, payUrl }: { tracked: TrackedInvoice; payUrl: string | null }) {
  const { t } = useTranslation('payment');
  const { iso } = useLocale();
  const { invoice } = tracked;
  return (
    <section className="invoice" aria-labelledby="invoice-title" data-invoice-id={invoice.id}>
      <h3 id="invoice-title" className="invoice__title">
        {t('invoice.title')}
      </h3>
      {invoice.demo ? (
        <p className="invoice__demo" role="note">
          {t('invoice.demo')}
        </p>
      ) : null}
      <dl className="invoice__facts">
        <dt>{t('invoice.toPay')}</dt>
        <dd className="invoice__total">{formatMoney(invoice.amount, iso)}</dd>
        <dt>{t('invoice.commission')}</dt>
        <dd>{formatMoney(invoice.commission, iso)}</dd>
        <dt>{t('invoice.credited')}</dt>
        <dd>{formatMoney(invoice.shopAmount, iso)}</dd>
        {invoice.promoCode ? (
          <>
            <dt>{t('invoice.promoCode')}</dt>
            <dd data-testid="invoice-promo">{invoice.promoCode}</dd>
          </>
        ) : null}
        {invoice.card.cardNumber ? (
          <>
            <dt>{t('invoice.card')}</dt>
            <dd>
              {invoice.card.cardNumber}
              {invoice.demo ? <small className="invoice__fake">{t('invoice.cardNote')}</small> : null}
            </dd>
          </>
        ) : null}
        {invoice.card.phoneNumber ? (
          <>
            <dt>{t('invoice.phone')}</dt>
            <dd>
              {invoice.card.phoneNumber}
              {invoice.demo ? <small className="invoice__fake">{t('invoice.phoneNote')}</small> : null}
            </dd>
          </>
        ) : null}
      </dl>
      {invoice.sumWasChanged ? <p className="invoice__note">{t('invoice.sumChanged')}</p> : null}
      <p className="invoice__countdown">
        {t('invoice.expiresIn', { time: formatCountdown(tracked.secondsLeft) })}
      </p>
      {payUrl ? (
        <a
          className="button button--primary button--medium"
          href={payUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('invoice.pay')}
        </a>
      ) : null}
      <p className="invoice__waiting" role="status">
        {t('invoice.waiting')}
      </p>
    </section>
  );
}
