import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MINER_TILES, numberFormat, type RebuiltRound } from '@casino/core';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { SeedValue } from '../../../components/fairness/SeedValue.tsx';
import { TableScroll } from '../../../components/page/TableScroll.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { HiloCardView, useCardName } from '../../../components/games/HiloCardView.tsx';
import { useCaseWords } from '../../../components/games/useCaseWords.ts';
import { CommitmentCheck } from '../CommitmentCheck.tsx';
import type { RoundVerifierViewModel } from './RoundVerifierViewModel.ts';

const COLUMNS = 5;

/** The field rebuilt: every mine in the order the shuffle put it, and the grid with the mines marked by a symbol. */
function MinerField({ rebuilt }: { readonly rebuilt: RebuiltRound & { game: 'miner' } }) {
  const { t } = useTranslation('fairnessVerifier');
  return (
    <>
      <p data-testid="verifier-mines">
        {t('rounds.minesAt', { tiles: rebuilt.mines.map((tile) => tile + 1).join(', ') })}
      </p>
      <table className="verifier-grid" aria-label={t('rounds.field')}>
        <tbody>
          {Array.from({ length: MINER_TILES / COLUMNS }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: COLUMNS }, (_, column) => {
                const tile = row * COLUMNS + column;
                const mine = rebuilt.mines.includes(tile);
                return (
                  <td key={tile} className={mine ? 'verifier-grid__mine' : undefined}>
                    {mine ? t('rounds.mineCell', { tile: tile + 1 }) : tile + 1}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function RebuiltOutcome({
  vm,
  rebuilt,
}: {
  readonly vm: RoundVerifierViewModel;
  readonly rebuilt: RebuiltRound;
}) {
  const { t } = useTranslation('fairnessVerifier');
  const cardName = useCardName();
  const words = useCaseWords();
  if (rebuilt.game === 'miner') return <MinerField rebuilt={rebuilt} />;
  if (rebuilt.game === 'hilo')
    return (
      <ol className="verifier-cards plain-list" data-testid="verifier-cards">
        {rebuilt.cards.map((card, index) => (
          <li key={index}>
            <HiloCardView card={card} size="small" />
            <span className="visually-hidden">{cardName(card)}</span>
          </li>
        ))}
      </ol>
    );
  const currency = vm.offer?.price.currency;
  return (
    <p data-testid="verifier-case">
      {t('rounds.caseItem', { ticket: rebuilt.ticket, item: words.item(rebuilt.item.id) })}{' '}
      {currency ? <MoneyText money={{ minor: rebuilt.item.valueMinor, currency }} /> : null}
    </p>
  );
}

/** The proof of a whole round: the commitment, each HMAC round's bytes, each number, and the round rebuilt. */
export const RoundVerifierSteps = observer(function RoundVerifierSteps({
  vm,
}: {
  readonly vm: RoundVerifierViewModel;
}) {
  const { t } = useTranslation('fairnessVerifier');
  const { iso } = useLocale();
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
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>{t(`rounds.rebuilt.${proof.rebuilt.game}`)}</h3>
      <RebuiltOutcome vm={vm} rebuilt={proof.rebuilt} />
    </section>
  );
});
