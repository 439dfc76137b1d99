// A tap on the server's page before the app has hydrated it reached no handler: the button was drawn, but nothing
// listened yet (issue 15, a phone hydrates a second or more after the first paint). The entry notes the last tap on a
// control from its first moment, and the app plays it once the page is hydrated, as if it came then, when all it does
// is open or show something.

/** Controls the page handles in script alone: a link works by itself, a checkbox or a summary toggles natively. */
const CONTROL = 'button, [role="button"], [role="tab"]';

/**
 * The taps played: a tab, a button that opens a dialog or a menu, a disclosure. Never one in a form (what was typed
 * there before hydration is on screen but not in the app's state: a bet would go at the stake the app holds), nor any
 * other action: a bet, a step of a round or a payment is the player's to tap again.
 */
const PLAYED = '[role="tab"], [aria-haspopup]:not([aria-haspopup="false"]), [aria-expanded]';

/** A tap older than this when the page is ready is not played: the player has moved on. */
export const EARLY_CLICK_TTL_MS = 10_000;

interface Noted {
  readonly control: HTMLElement;
  readonly at: number;
}

export interface EarlyClicks {
  /**
   * The app takes over (it is about to hydrate the page): no more taps are noted, and the last one is played once
   * `hydrated` resolves, unless the player taps again meanwhile (that tap is the app's).
   */
  handOver(hydrated: Promise<unknown>): void;
}

/**
 * Starts noting taps on `document`'s controls. A submit button's tap is also kept from submitting its form natively
 * (a reload of the page, losing what was typed). Only the last tap is played, once, and only on a control that may be
 * (`PLAYED`), still in the page and enabled.
 */
export function captureEarlyClicks(document: Document, now: () => number = () => Date.now()): EarlyClicks {
  let noted: Noted | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || event.defaultPrevented) return;
    const control = target.closest<HTMLElement>(CONTROL);
    if (!control || control.closest('a[href]')) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form)
      event.preventDefault();
    noted = control.matches(PLAYED) && !control.closest('form') ? { control, at: now() } : null;
  };
  const onLaterClick = () => (noted = null);
  document.addEventListener('click', onClick, true);
  return {
    handOver(hydrated) {
      document.removeEventListener('click', onClick, true);
      document.addEventListener('click', onLaterClick, true);
      void hydrated.then(() => {
        document.removeEventListener('click', onLaterClick, true);
        const last = noted;
        noted = null;
        if (!last || now() - last.at > EARLY_CLICK_TTL_MS || !last.control.isConnected) return;
        if (last.control instanceof HTMLButtonElement && last.control.disabled) return;
        if (last.control.getAttribute('aria-disabled') === 'true') return;
        last.control.click();
      });
    },
  };
}

let capture: EarlyClicks | null = null;

/** The entry's: notes taps from now on (once per page). */
export function noteEarlyClicks(document: Document): void {
  capture ??= captureEarlyClicks(document);
}

/** The app's, before it hydrates the server's page: plays the last tap noted once `hydrated` resolves. */
export function handOverEarlyClicks(hydrated: Promise<unknown>): void {
  capture?.handOver(hydrated);
  capture = null;
}
