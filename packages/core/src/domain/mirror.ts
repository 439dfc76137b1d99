/** Mirror response (§3): newLink set when the site has moved. */
export interface MirrorInfo {
  readonly newLink: string | null;
  readonly oldDomain: string | null;
  readonly metaYandexVerification: string | null;
  readonly sso: string | null;
}
