import { numberFormat } from '@casino/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/MoneyText.tsx';
import { SeedValue } from '../../components/fairness/SeedValue.tsx';
import { useOutcomeWords } from '../../components/fairness/useOutcomeWords.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useStakeOutcome } from '../../components/games/useStakeOutcome.ts';
import { TableScroll } from '../../components/page/TableScroll.tsx';
import type { VerifierViewModel } from './VerifierViewModel.ts';
import { CommitmentCheck } from './CommitmentCheck.tsx';
import { RoundingStep } from './RoundingStep.tsx';

/** The proof, step by step: the commitment, each HMAC round's bytes, each float and the outcome it made. */
export const VerifierSteps = observer(function VerifierSteps({ vm }: { readonly vm: VerifierViewModel }) {
  const { t } = useTranslation('fairnessVerifier');
  const { iso } = useLocale();
  const words = useOutcomeWords();
  const money = useStakeOutcome();
  const proof = vm.verification;
  if (proof === null) return null;
  const floatFormat = numberFormat(iso, { minimumFractionDigits: 10, maximumFractionDigits: 10 });
  return (
    <section className="verifier__result" aria-labelledby="verifier-result" aria-live="polite">
      <h2 id="verifier-result">{t('verifier.result')}</h2>
      <CommitmentCheck commitment={proof.commitment} />

      <h3>{t('verifier.roundsTitle')}</h3>
      <ol className="verifier__rounds">
        {proof.rounds.map((round) => (
          <li key={round.round}>
            <p>{t('verifier.round', { round: round.round })}</p>
            <dl className="seed-list">
              <SeedValue label={t('verifier.message')} value={round.message} />
              <SeedValue label={t('verifier.bytes')} value={round.bytesHex} />
            </dl>
          </li>
        ))}
      </ol>

      <h3>{t('verifier.floatsTitle')}</h3>
      <TableScroll label={t('verifier.floatsTitle')}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('verifier.floatIndex')}</th>
              <th scope="col">{t('verifier.floatBytes')}</th>
              <th scope="col">{t('verifier.float')}</th>
              <th scope="col">{t('verifier.scaled')}</th>
              {proof.outcome.game === 'keno' ? <th scope="col">{t('verifier.picked')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {proof.floats.map((float) => (
              <tr key={float.index}>
                <td>{float.index}</td>
                <td>
                  <code>{float.bytesHex}</code>
                </td>
                <td>{floatFormat.format(float.float)}</td>
                <td>{t('verifier.scaledValue', { scale: float.scale, result: float.result })}</td>
                {proof.outcome.game === 'keno' ? <td>{float.picked ?? ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <h3>{t('verifier.outcomeTitle')}</h3>
      <dl className="verifier__summary">
        <dt>{t('verifier.outcome')}</dt>
        <dd data-testid="verifier-outcome">{words.outcome(proof.outcome)}</dd>
        <dt>{t('verifier.multiplier')}</dt>
        <dd>{words.multiplier(proof.multiplierTenThousandths)}</dd>
        {proof.rounding ? <RoundingStep rounding={proof.rounding} /> : null}
        <dt>{t('verifier.payout')}</dt>
        <dd>{proof.payout ? <MoneyText money={proof.payout} /> : t('verifier.payoutNeedsStake')}</dd>
        {proof.payout && vm.stake && vm.stake.currency === proof.payout.currency ? (
          <>
            <dt>{t('verifier.net')}</dt>
            <dd data-testid="verifier-net">{money(vm.stake, proof.payout)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
});
