import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, isCurrency } from '@casino/core';
import { PAYLINES } from '@casino/core/slots';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { SlotVerifierViewModel } from './SlotVerifierViewModel.ts';

/**
 * The spin the seeds give, step by step: the bytes of its nonce, the five stops, the grid, every line and scatter
 * that pays, the multiplier and the payout; and whether the seed is the one committed to. Verdicts in words.
 */
export const SlotVerifierResult = observer(function SlotVerifierResult({
  vm,
}: {
  readonly vm: SlotVerifierViewModel;
}) {
  const { t } = useTranslation('fairnessVerifier');
  const { iso } = useLocale();
  const check = vm.verification;
  if (!check) return null;
  const { spin } = check;
  const currency = isCurrency(vm.fields.currency) ? vm.fields.currency : 'USD';
  const rows = [0, 1, 2];
  return (
    <section className="verifier__result" aria-live="polite" data-slot-verification="">
      <ol className="verifier__rounds">
        <li>
          {t('slot.bytes', { message: check.rounds[0]?.message ?? '' })}{' '}
          <code className="verifier__hex">{check.rounds[0]?.bytesHex}</code>
        </li>
        <li>{t('slot.stops', { stops: spin.stops.join(', ') })}</li>
        <li>
          <table className="verifier-grid verifier-grid--slot">
            <caption>{t('slot.grid')}</caption>
            <thead>
              <tr>
                {spin.window.map((_, reel) => (
                  <th key={reel} scope="col">
                    {t('slot.reel', { n: reel + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row}>
                  {spin.window.map((column, reel) => (
                    <td key={reel}>{column[row]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </li>
        <li>
          {spin.lines.length === 0 && spin.scatterPays === 0 ? (
            t('slot.noWin')
          ) : (
            <ul>
              {spin.lines.map((win) => (
                <li key={win.line}>
                  {t('slot.line', {
                    line: win.line + 1,
                    rows: (PAYLINES[win.line] ?? []).join(''),
                    count: win.count,
                    symbol: win.symbol,
                    pays: win.pays,
                  })}
                </li>
              ))}
              {spin.scatterPays > 0 ? (
                <li>{t('slot.scatters', { count: spin.scatters, pays: spin.scatterPays })}</li>
              ) : null}
            </ul>
          )}
        </li>
        {spin.triggersFreeSpins ? <li>{t('slot.freeSpins', { n: check.model.freeSpins })}</li> : null}
        <li>
          {t('slot.payout', {
            multiplier: formatMultiplier(spin.multiplierTenThousandths, iso),
            amount: formatMoney({ minor: check.payoutMinor, currency }, iso),
          })}
        </li>
      </ol>
      <ul>
        {check.seedMatches === null ? (
          <li>{t('slot.noCommitment')}</li>
        ) : (
          <li className={check.seedMatches ? 'verifier__ok' : 'verifier__bad'}>
            <strong>{check.seedMatches ? t('live.matches') : t('live.differs')}</strong>{' '}
            {t('live.seedCommitted')}
          </li>
        )}
      </ul>
    </section>
  );
});
