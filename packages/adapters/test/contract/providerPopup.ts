import type { Logger } from '@casino/core';
import { FakeLogger } from '@casino/core/test/fakes';
import { SystemClock, WindowPopup, type PopupHost, type PopupWindow } from '../../src/index.ts';

/** The web origin the local API allows by default, which the consent page posts back to. */
export const WEB_ORIGIN = 'http://localhost:5173';

export interface ConsentChoice {
  readonly decision: 'allow' | 'deny';
  /** The provider account the player names on the consent page. */
  readonly account: string;
}

function decodeEntities(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html);
  if (!match?.[1]) throw new Error(`the consent page has no ${name} field`);
  return decodeEntities(match[1]);
}

/** The message the result page's script posts to its opener (`var message = {...};`). */
function postedMessage(html: string): unknown {
  const match = /var message = (.*);\n/.exec(html);
  if (!match?.[1]) throw new Error('the consent result page posts no message');
  return JSON.parse(match[1]) as unknown;
}

/**
 * The browser's side of the social popup: opening the provider page the API named, the player's choice on it, and the
 * message its script posts back to the opener from the API's origin. The adapter's WindowPopup is the opener.
 */
export class ProviderPopupHost implements PopupHost {
  readonly opened: string[] = [];
  readonly #listeners = new Set<(event: MessageEvent) => void>();
  readonly #choice: ConsentChoice;

  constructor(choice: ConsentChoice) {
    this.#choice = choice;
  }

  open(url: string): PopupWindow {
    this.opened.push(url);
    const popup = {
      closed: false,
      close() {
        popup.closed = true;
      },
    };
    void this.#consent(url, popup);
    return popup;
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.delete(listener);
  }

  async #consent(url: string, popup: { closed: boolean }): Promise<void> {
    const page = await (await fetch(url)).text();
    const form = new URLSearchParams({
      state: hiddenField(page, 'state'),
      origin: hiddenField(page, 'origin'),
      decision: this.#choice.decision,
      account: this.#choice.account,
    });
    const result = await (await fetch(url, { method: 'POST', body: form })).text();
    // Only the fields WindowPopup reads; Node has no window whose MessageEvent could carry the popup as its source.
    const event = { origin: new URL(url).origin, source: popup, data: postedMessage(result) };
    for (const listener of [...this.#listeners]) listener(event as unknown as MessageEvent);
    popup.closed = true;
  }
}

/** WindowPopup as the composition root builds it, over a browser popup that plays the API's provider page. */
export function socialPopup(apiUrl: string, choice: ConsentChoice, logger: Logger = new FakeLogger()) {
  const host = new ProviderPopupHost(choice);
  const popup = new WindowPopup({ host, apiOrigin: apiUrl, clock: new SystemClock(), logger });
  return { host, popup };
}
