import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiableGame } from './roundVerifierQuery.ts';
import { Button } from '../Button.tsx';
import { FairnessDialog } from './FairnessDialog.tsx';

/** Opens the Fairness dialog of a game page: the seed pair, the client seed, rotation. */
export function FairnessButton({ game }: { readonly game: VerifiableGame }) {
  const { t } = useTranslation('fairness');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {open ? <FairnessDialog game={game} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
