/** What the provider page posts back on consent (§4 social login). */
export interface SocialLoginConsent {
  readonly token: string;
  /** True when the consent created the account: the client then runs registration completion. */
  readonly registered: boolean;
}

/** Opens a provider page and waits for the token it posts back (§4 social login). */
export interface Popup {
  /** Resolves with the consent, or null when the player closed the popup or denied. */
  waitForToken(url: string): Promise<SocialLoginConsent | null>;
}
