import { useTranslation } from 'react-i18next';
import type { BetVerification } from '@casino/core';
import { SeedValue } from '../../components/fairness/SeedValue.tsx';

/** sha256(server seed) beside the commitment, and whether they are the same, said in words and a mark. */
export function CommitmentCheck({ commitment }: { readonly commitment: BetVerification['commitment'] }) {
  const { t } = useTranslation('fairnessVerifier');
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
        <SeedValue label={t('verifier.computed')} value={commitment.computed} />
        {commitment.expected !== null ? (
          <SeedValue label={t('verifier.expected')} value={commitment.expected} />
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
