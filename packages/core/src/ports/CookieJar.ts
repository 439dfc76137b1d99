/** Cookie names of §3; lifetimes and sameSite live in domain/cookies.ts. */
export interface CookieJar {
  get(name: string): string | null;
  /** Writes with the lifetime and sameSite the cookie catalogue gives for this name. */
  set(name: string, value: string): void;
  remove(name: string): void;
  /**
   * Resolves once the writes made so far reach the store other tabs read from. A browser takes a `document.cookie`
   * write to its cookie store a moment after the assignment returns, so a tab told to look straight away (another
   * tab's turn at a lock) could still read the old value. Absent where writes are visible at once.
   */
  committed?(name: string): Promise<void>;
}
