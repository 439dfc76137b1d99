import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CrashBet } from '@casino/core';
import { LocalizedLink } from '../../../components/LocalizedLink.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { liveVerifierLink } from '../../../components/fairness/liveVerifierQuery.ts';
import { formatTimes } from '../../../components/games/formatGame.ts';
import type { CrashViewModel } from './CrashViewModel.ts';

/** The verifier's fields of the player's cash-out: its key, stake, multiplier and what it paid. */
function cashOutFields(bet: CrashBet | undefined) {
  if (!bet?.key || bet.cashedOutAt === null) return {};
  return {
    betKey: bet.key,
    stake: String(bet.stakeMinor),
    cashOut: (bet.cashedOutAt / 100).toFixed(2),
    paid: String(bet.payoutMinor),
  };
}

/** This round's players and cash-outs (names masked by the server), and the strip of past crash points with proofs. */
export const CrashPlayers = observer(function CrashPlayers({ vm }: { vm: CrashViewModel }) {
  const { t } = useTranslation('gameLive');
  const { iso } = useLocale();
  const times = (hundredths: number) => formatTimes(hundredths, iso);
  return (
    <div className="two-columns">
      <section className="page-section" aria-labelledby="crash-players">
        <h2 id="crash-players" className="page-section__title">
          {t('crashGame.players', { number: vm.players.length })}
        </h2>
        {vm.players.length === 0 ? <p className="page-muted">{t('crashGame.noPlayers')}</p> : null}
        <ul className="crash-players" data-crash-players="">
          {vm.players.map((bet) => (
            <li key={bet.betId} data-status={bet.status} data-mine={bet.mine ? 'true' : undefined}>
              <span>{bet.mine ? t('crashGame.you') : (bet.player ?? t('crashGame.hidden'))}</span>
              <span>{formatMoney({ minor: bet.stakeMinor, currency: bet.currency }, iso)}</span>
              <span>
                {bet.status === 'cashed_out' && bet.cashedOutAt !== null
                  ? t('crashGame.playerCashedOut', {
                      multiplier: times(bet.cashedOutAt),
                      amount: formatMoney({ minor: bet.payoutMinor, currency: bet.currency }, iso),
                    })
                  : t(`crashGame.betStatus.${bet.status}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section" aria-labelledby="crash-history">
        <h2 id="crash-history" className="page-section__title">
          {t('crashGame.history')}
        </h2>
        {/* The chain is named once the table is in: before it (connecting, offline) its values are not known. */}
        {vm.table ? (
          <p className="page-muted">
            {vm.table.salt === null
              ? t('crashGame.chainSeeding', { hash: vm.table.terminatingHash })
              : t('crashGame.chain', { hash: vm.table.terminatingHash, salt: vm.table.salt })}
          </p>
        ) : null}
        {vm.table?.saltSeeds.length ? (
          <p className="page-muted">{t('crashGame.saltSeeds', { seeds: vm.table.saltSeeds.join(', ') })}</p>
        ) : null}
        <ol className="crash-history" data-crash-history="">
          {vm.history.map((entry, index) => (
            <li key={entry.roundId}>
              <details>
                <summary data-round-status={entry.voided ? 'void' : 'busted'}>
                  {entry.voided
                    ? t('crashGame.historyVoid', { id: entry.roundId, count: entry.refunds })
                    : t('crashGame.historyEntry', {
                        id: entry.roundId,
                        multiplier: times(entry.crashHundredths),
                      })}
                </summary>
                <code className="crash-hash">{entry.hash}</code>
                <LocalizedLink
                  to={liveVerifierLink('crash', {
                    hash: entry.hash,
                    salt: vm.table?.salt ?? '',
                    // The strip is newest first: the round before this one is the next entry, when it is there.
                    previousHash:
                      vm.history[index + 1]?.roundId === entry.roundId - 1
                        ? vm.history[index + 1]?.hash
                        : undefined,
                    crashPoint: (entry.crashHundredths / 100).toFixed(2),
                    // The salt's own proof, when the first players' seeds fixed it.
                    ...(vm.table?.saltSeeds.length
                      ? { terminatingHash: vm.table.terminatingHash, saltSeeds: vm.table.saltSeeds.join(',') }
                      : {}),
                    // The player's own cash-out in this round: its rounding draw (issue 33).
                    ...cashOutFields(vm.cashOuts.get(entry.roundId)),
                  })}
                >
                  {vm.cashOuts.has(entry.roundId)
                    ? t('crashGame.verifyCashOut', { id: entry.roundId })
                    : t('crashGame.verify', { id: entry.roundId })}
                </LocalizedLink>
              </details>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
});
