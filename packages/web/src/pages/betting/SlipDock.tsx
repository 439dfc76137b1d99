import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import { BetSlipPanel } from './BetSlipPanel.tsx';

/**
 * Where the slip lives: a column beside the line on wide screens; on phones a bar at the bottom naming its legs that
 * opens it as a dialog (focus moved in and kept there, Escape closes).
 */
export const SlipDock = observer(function SlipDock({ slip }: { slip: BetSlipViewModel }) {
  const { t } = useTranslation('betting');
  // After hydration: the device's slip was not part of the server's HTML.
  useEffect(() => slip.restore(), [slip]);
  return (
    <>
      <aside className="slip-column">
        <BetSlipPanel slip={slip} />
      </aside>
      <div className="slip-bar">
        <button
          type="button"
          className="slip-bar__button"
          onClick={() => slip.setOpen(true)}
          data-testid="slip-open"
        >
          {t('slip.open', { n: slip.legs.length })}
        </button>
      </div>
      {slip.open ? (
        <ModalFrame title={t('slip.title')} name="bet-slip" onClose={() => slip.setOpen(false)}>
          <BetSlipPanel slip={slip} />
        </ModalFrame>
      ) : null}
    </>
  );
});
