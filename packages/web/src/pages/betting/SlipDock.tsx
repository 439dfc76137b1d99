import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import { BetSlipPanel, SlipTitle } from './BetSlipPanel.tsx';

/** Whether an element is laid out (not inside a hidden column or bar). */
const shown = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && element.getClientRects().length > 0;

/**
 * Where the slip lives: a column beside the line on wide screens; on phones a bar at the bottom naming its legs that
 * opens it as a dialog (focus moved in and kept there, Escape closes). When a price is added, focus goes to the slip's
 * stake field, or on a phone to the bar that opens the slip (issue 38: the stake was 37 Tabs after the price).
 *
 * The bar is there only while the slip holds a price (or is open), as bettors know it: an empty slip has nothing to
 * open, and its bar, stuck over the bottom of a phone's first screen, left the match link under its edge a sliver to
 * tap (364 × 11 px at 412 px wide; WCAG 2.2 2.5.8, Lighthouse's `target-size`, issue 36). When the slip is closed
 * empty (a bet placed, the last leg removed), the bar that had the focus is gone: the focus goes to the page.
 */
export const SlipDock = observer(function SlipDock({ slip }: { slip: BetSlipViewModel }) {
  const { t } = useTranslation('betting');
  const column = useRef<HTMLElement>(null);
  const bar = useRef<HTMLButtonElement>(null);
  // After hydration: the device's slip was not part of the server's HTML.
  useEffect(() => slip.restore(), [slip]);
  const { stakeFocus, open } = slip;
  const empty = slip.legs.length === 0;
  const barShown = !empty || open;
  const barWasShown = useRef(barShown);
  useEffect(() => {
    const hidden = barWasShown.current && !barShown;
    barWasShown.current = barShown;
    // The focus on the page's body, or still on the bar just hidden (a browser moves it off only at its next frame).
    const lost = document.activeElement === document.body || document.activeElement === bar.current;
    if (!hidden || !lost) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [barShown]);
  useEffect(() => {
    if (stakeFocus === 0) return;
    const stake = column.current?.querySelector<HTMLInputElement>('[data-testid="slip-stake"]');
    const target = shown(stake) ? stake : shown(bar.current) ? bar.current : null;
    // The column and the bar stay on screen (sticky): nothing needs scrolling.
    target?.focus({ preventScroll: true });
  }, [stakeFocus]);
  return (
    <>
      <aside className="slip-column" ref={column}>
        <BetSlipPanel slip={slip} />
      </aside>
      <div className="slip-bar" hidden={!barShown}>
        <button
          ref={bar}
          type="button"
          className="slip-bar__button"
          onClick={() => slip.setOpen(true)}
          data-testid="slip-open"
        >
          {t('slip.open', { n: slip.legs.length })}
        </button>
      </div>
      {open ? (
        <ModalFrame title={<SlipTitle slip={slip} />} name="bet-slip" onClose={() => slip.setOpen(false)}>
          <BetSlipPanel slip={slip} titled={false} />
        </ModalFrame>
      ) : null}
    </>
  );
});
