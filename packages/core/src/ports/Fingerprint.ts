/** The browser fingerprint (uuid of the page-open event), stored locally once computed. */
export interface Fingerprint {
  get(): Promise<string>;
  /**
   * The fingerprint encrypted for the server (§7: "collected and encrypted"), under the public key the site was built
   * with; null when none is configured or encryption is not possible.
   */
  encrypted(): Promise<string | null>;
}
