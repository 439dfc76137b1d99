import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { LiveVerifierViewModel } from './LiveVerifierViewModel.ts';

/** A check's verdict in words, never by colour alone. */
function Verdict({ ok, text }: { readonly ok: boolean; readonly text: string }) {
  const { t } = useTranslation('fairness');
  return (
    <li className={ok ? 'verifier__ok' : 'verifier__bad'}>
      <strong>{ok ? t('live.matches') : t('live.differs')}</strong> {text}
    </li>
  );
}

/** What the live round's seeds give, and whether that is what the round showed. */
export const LiveVerifierResult = observer(function LiveVerifierResult({
  vm,
}: {
  readonly vm: LiveVerifierViewModel;
}) {
  const { t } = useTranslation('fairness');
  const { iso } = useLocale();
  const result = vm.verification;
  if (!result) return null;
  const times = (hundredths: number) =>
    `${new Intl.NumberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100)}×`;
  if (result.game === 'crash') {
    const { check } = result;
    return (
      <section className="verifier__result" aria-live="polite" data-live-verification="crash">
        <p>{t('live.crashGives', { multiplier: times(check.crashHundredths) })}</p>
        <ul>
          {result.claimed !== null ? (
            <Verdict
              ok={check.crashMatches}
              text={t('live.crashClaimed', { multiplier: times(result.claimed) })}
            />
          ) : null}
          {result.chained ? (
            <Verdict ok={check.chainMatches} text={t('live.chain')} />
          ) : (
            <li>{t('live.chainNotChecked')}</li>
          )}
        </ul>
      </section>
    );
  }
  const { check } = result;
  return (
    <section className="verifier__result" aria-live="polite" data-live-verification="room">
      <p>{t('live.roomSeat', { seat: check.winningSeat + 1, seats: result.seats })}</p>
      <ul>
        <Verdict ok={check.seedMatches} text={t('live.seedCommitted')} />
        {result.claimed !== null ? (
          <Verdict ok={check.seatMatches} text={t('live.roomClaimed', { seat: result.claimed })} />
        ) : null}
      </ul>
    </section>
  );
});
