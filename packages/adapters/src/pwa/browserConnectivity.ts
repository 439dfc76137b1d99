import type { ConnectivitySource } from '@casino/core';

/** `navigator.onLine` and the window's online and offline events. */
export function browserConnectivity(target: Window = window): ConnectivitySource {
  return {
    isOnline: () => target.navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}
