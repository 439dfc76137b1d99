import { makeAutoObservable } from 'mobx';

/** What the network status reads from the browser: `navigator.onLine` and the window's online/offline events. */
export interface ConnectivitySource {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

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

/** Whether the browser believes it is online; the offline notice and the update checks follow it. */
export class NetworkStatus {
  online: boolean;
  private readonly unsubscribe: () => void;

  constructor(source: ConnectivitySource) {
    this.online = source.isOnline();
    makeAutoObservable<this, 'unsubscribe'>(this, { unsubscribe: false });
    this.unsubscribe = source.subscribe((online) => this.setOnline(online));
  }

  get offline(): boolean {
    return !this.online;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  dispose(): void {
    this.unsubscribe();
  }
}
