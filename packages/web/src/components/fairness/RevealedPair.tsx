import { useTranslation } from 'react-i18next';
import type { RevealedSeedPair, SettledBet } from '@casino/core';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { SeedValue } from './SeedValue.tsx';
import { verifierPath } from './verifierQuery.ts';

/**
 * A rotated pair: the revealed server seed beside the commitment it had, and a link to verify its last bet. The link
 * carries that bet's choice and stake with the seeds (issue 38), so the verifier shows the outcome and the win or
 * loss the bet had; without the bet (none in the recent history) there is no link that would guess the choice.
 */
export function RevealedPair({
  pair,
  lastBet,
  onNavigate,
}: {
  readonly pair: RevealedSeedPair;
  readonly lastBet: SettledBet | null;
  readonly onNavigate?: () => void;
}) {
  const { t } = useTranslation('fairnessDialog');
  return (
    <>
      <dl className="seed-list">
        <SeedValue label={t('serverSeed')} value={pair.serverSeed} />
        <SeedValue label={t('commitment')} value={pair.serverSeedHashed} />
        <SeedValue label={t('clientSeed')} value={pair.clientSeed} />
        <SeedValue label={t('betsMade')} value={String(pair.nonce)} />
      </dl>
      {lastBet ? (
        <LocalizedLink to={verifierPath(lastBet)} onClick={onNavigate}>
          {t('verify')}
        </LocalizedLink>
      ) : null}
    </>
  );
}
