/** A score-based captcha: one token per named action (§7). Null when no captcha is configured. */
export interface Captcha {
  token(action: string): Promise<string | null>;
}
