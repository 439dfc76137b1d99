import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { autoPayoutMax, formatMoney, PAYOUT_COOLING_MINUTES, type Currency } from '@casino/core';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ProfileSection } from '../ProfileSection.tsx';

/** The published payout rules (docs/contract.md, "Payout rules"), with the automatic limit of the player's currency. */
export function PayoutRules({
  currency,
  onVerify,
}: {
  readonly currency: Currency;
  /** Offered while the identity is not verified: opens the Verification dialog. */
  readonly onVerify: (() => void) | null;
}) {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  return (
    <ProfileSection id="payout-rules" title={t('withdraw.rules.title')}>
      <p className="page-text">{t('withdraw.rules.automatic', { minutes: PAYOUT_COOLING_MINUTES })}</p>
      <ul className="page-text" data-testid="payout-rules">
        <li>{t('withdraw.rules.verified')}</li>
        <li>{t('withdraw.rules.limit', { amount: formatMoney(autoPayoutMax(currency), iso) })}</li>
        <li>{t('withdraw.rules.ownDestination')}</li>
      </ul>
      <p className="page-text">{t('withdraw.rules.operator')}</p>
      {onVerify ? (
        <div className="card__actions">
          <Button variant="secondary" onClick={onVerify}>
            {t('withdraw.rules.verify')}
          </Button>
        </div>
      ) : null}
    </ProfileSection>
  );
}
