import { makeAutoObservable } from 'mobx';
import type { ConnectivitySource } from '@casino/core';

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
