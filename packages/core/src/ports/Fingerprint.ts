/** The browser fingerprint (uuid of the page-open event), stored locally once computed. */
export interface Fingerprint {
  get(): Promise<string>;
}
