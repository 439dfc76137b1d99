import { useTranslation } from 'react-i18next';
import type { RevealedSeedPair } from '@casino/core';
import type { VerifiableGame } from './roundVerifierQuery.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { SeedValue } from './SeedValue.tsx';
import { seedsVerifierPath } from './verifierQuery.ts';

/** A rotated pair: the revealed server seed beside the commitment it had, and a link to verify its last bet. */
export function RevealedPair({
  pair,
  game,
  onNavigate,
}: {
  readonly pair: RevealedSeedPair;
  readonly game: VerifiableGame;
  readonly onNavigate?: () => void;
}) {
  const { t } = useTranslation('fairness');
  return (
    <>
      <dl className="seed-list">
        <SeedValue label={t('dialog.serverSeed')} value={pair.serverSeed} />
        <SeedValue label={t('dialog.commitment')} value={pair.serverSeedHashed} />
        <SeedValue label={t('dialog.clientSeed')} value={pair.clientSeed} />
        <SeedValue label={t('dialog.betsMade')} value={String(pair.nonce)} />
      </dl>
      {pair.nonce > 0 ? (
        <LocalizedLink to={seedsVerifierPath(pair, game)} onClick={onNavigate}>
          {t('dialog.verify')}
        </LocalizedLink>
      ) : null}
    </>
  );
}
