import { Suspense, lazy, useState } from 'react';
import type { RevealedSeedPair } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';

/**
 * The dialog's code (with the modal frame) loads on the tap that opens it: with the game page, the page answered input
 * only once it was in (issue 35, about 2 kB gzip on the games' pages).
 */
const FairnessDialog = lazy(async () => ({ default: (await import('./FairnessDialog.tsx')).FairnessDialog }));

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
      {open ? (
        <Suspense fallback={null}>
          <FairnessDialog onClose={() => setOpen(false)} onRevealed={onRevealed} />
        </Suspense>
      ) : null}
    </>
  );
}
