import { useTranslation } from 'react-i18next';
import type { BetVerification } from '@casino/core';

/** sha256(server seed) beside the commitment, and whether they are the same, said in words and a mark. */
export function CommitmentCheck({ commitment }: { readonly commitment: BetVerification['commitment'] }) {
  const { t } = useTranslation('fairness');
  const verdict =
    commitment.matches === null
      ? { className: 'none', text: t('verifier.noCommitment') }
      : commitment.matches
        ? { className: 'match', text: t('verifier.matches') }
        : { className: 'mismatch', text: t('verifier.mismatch') };
  return (
    <>
      <h3>{t('verifier.commitmentTitle')}</h3>
      <dl className="seed-list">
        <div className="seed-value">
          <dt className="seed-value__label">{t('verifier.computed')}</dt>
          <dd className="seed-value__value">
            <code>{commitment.computed}</code>
          </dd>
        </div>
        {commitment.expected !== null ? (
          <div className="seed-value">
            <dt className="seed-value__label">{t('verifier.expected')}</dt>
            <dd className="seed-value__value">
              <code>{commitment.expected}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      <p
        className={`verifier__verdict verifier__verdict--${verdict.className}`}
        data-testid="commitment-verdict"
      >
        {verdict.text}
      </p>
    </>
  );
}
