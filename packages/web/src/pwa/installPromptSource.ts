/** Chromium's `beforeinstallprompt` event: not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

export function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  const candidate = event as Partial<BeforeInstallPromptEvent>;
  return typeof candidate.prompt === 'function' && typeof candidate.userChoice?.then === 'function';
}

export interface InstallPromptListener {
  available(event: BeforeInstallPromptEvent): void;
  installed(): void;
}

/** Where the install prompt comes from: the browser's `beforeinstallprompt` and `appinstalled` events. */
export interface InstallPromptSource {
  subscribe(listener: InstallPromptListener): () => void;
}

/**
 * The browser fires `beforeinstallprompt` once a page load, possibly before React has mounted anything. The source
 * listens from the moment it is made and hands a late subscriber the event it kept, and whether the app was
 * installed meanwhile.
 *
 * The offer reaches the app only once the player has engaged with the page (a tap, a click or a key, before the app
 * loaded too), as Chromium's own banner waits for: a prompt that rose over the first screen on its own covered the
 * page the player came to see, and, painted after the page had hydrated, was the largest paint of a game's page on a
 * phone (its LCP at 4.5 s instead of the board's first paint; issue 35). The browser's own bar is held back at once.
 */
export function browserInstallPromptSource(target: Window = window): InstallPromptSource {
  let pending: BeforeInstallPromptEvent | null = null;
  let installed = false;
  let engaged = false;
  const listeners = new Set<InstallPromptListener>();
  const offer = () => {
    if (!engaged || !pending) return;
    for (const listener of listeners) listener.available(pending);
  };
  const engage = () => {
    if (engaged) return;
    engaged = true;
    target.removeEventListener('pointerdown', engage, true);
    target.removeEventListener('keydown', engage, true);
    offer();
  };
  target.addEventListener('pointerdown', engage, { capture: true, passive: true });
  target.addEventListener('keydown', engage, { capture: true, passive: true });

  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPromptEvent(event)) return;
    // Keeps the browser's own mini-infobar away: the app shows its own prompt, once, when the player may want it.
    event.preventDefault();
    pending = event;
    offer();
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    pending = null;
    for (const listener of listeners) listener.installed();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (installed) listener.installed();
      else if (engaged && pending) listener.available(pending);
      return () => listeners.delete(listener);
    },
  };
}
