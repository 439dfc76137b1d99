/** Small persistent strings (local storage in the browser). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The syncStore database the service worker reads: holds the API base URL (§3). */
export interface SyncStore {
  getApiBaseUrl(): Promise<string | null>;
  setApiBaseUrl(url: string): Promise<void>;
}
