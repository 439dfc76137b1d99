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
 */
export function browserInstallPromptSource(target: Window = window): InstallPromptSource {
  let pending: BeforeInstallPromptEvent | null = null;
  let installed = false;
  const listeners = new Set<InstallPromptListener>();

  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPromptEvent(event)) return;
    // Keeps the browser's own mini-infobar away: the app shows its own prompt, once, when the player may want it.
    event.preventDefault();
    pending = event;
    for (const listener of listeners) listener.available(event);
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
      else if (pending) listener.available(pending);
      return () => listeners.delete(listener);
    },
  };
}
