import type { LiveSocket, NetworkState } from './WebSocketLiveChannel.ts';

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

/** A browser WebSocket seen as the channel's socket: its handlers set and cleared through the channel. */
export function openBrowserSocket(url: string): LiveSocket {
  const socket = new WebSocket(url);
  const live: LiveSocket = {
    get readyState() {
      return socket.readyState;
    },
    send: (data) => socket.send(data),
    close: () => socket.close(),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  socket.onopen = () => live.onopen?.();
  socket.onmessage = (message: MessageEvent) => live.onmessage?.({ data: message.data });
  socket.onclose = () => live.onclose?.();
  return live;
}
