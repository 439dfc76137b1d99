import { Suspense, lazy, useState } from 'react';
import type { RevealedSeedPair } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';

/**
 * The dialog's code (with the modal frame) loads on the tap that opens it: with the game page, the page answered input
 * only once it was in (issue 35, about 2 kB gzip on the games' pages). Its texts (`fairnessDialog`) load on the same
 * tap, beside the code: until both are in, the dialog suspends in its own boundary and the page stays as it is.
 */
const FairnessDialog = lazy(async () => ({ default: (await import('./FairnessDialog.tsx')).FairnessDialog }));

/**
 * Opens the Fairness dialog of a game page: the seed pair, the client seed, rotation. `onRevealed` hands the page a
 * pair the player rotated, so the page's own verifier links carry its server seed.
 */
export function FairnessButton({ onRevealed }: { readonly onRevealed?: (pair: RevealedSeedPair) => void }) {
  const { t, i18n } = useTranslation('fairness');
  const [open, setOpen] = useState(false);
  const openDialog = () => {
    // A bundle that fails to load is reported where i18n loads it; the dialog then asks for it itself.
    void i18n.loadNamespaces('fairnessDialog').catch(() => undefined);
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={openDialog}>
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
