import { useState } from 'react';
import type { RevealedSeedPair } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { FairnessDialog } from './FairnessDialog.tsx';

/**
 * Opens the Fairness dialog of a game page: the seed pair, the client seed, rotation. `onRevealed` hands the page a
 * pair the player rotated, so the page's own verifier links carry its server seed.
 */
export function FairnessButton({ onRevealed }: { readonly onRevealed?: (pair: RevealedSeedPair) => void }) {
  const { t } = useTranslation('fairness');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open ? <FairnessDialog onClose={() => setOpen(false)} onRevealed={onRevealed} /> : null}
    </>
  );
}
