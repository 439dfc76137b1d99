import type { NetworkState } from './WebSocketLiveChannel.ts';

/** The browser's idea of being online; read only when the channel starts, never while rendering. */
export function browserNetwork(): NetworkState {
  return {
    online: () => navigator.onLine,
    onChange(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/** A browser WebSocket for the channel. */
export function openBrowserSocket(url: string): WebSocket {
  return new WebSocket(url);
}
