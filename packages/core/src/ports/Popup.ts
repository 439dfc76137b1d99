/** Opens a provider page and waits for the token it posts back (§4 social login). */
export interface Popup {
  /** Resolves with the token, or null when the player closed the popup. */
  waitForToken(url: string): Promise<string | null>;
}
