/** Cookie names of §3; lifetimes and sameSite live in domain/cookies.ts. */
export interface CookieJar {
  get(name: string): string | null;
  /** Writes with the lifetime and sameSite the cookie catalogue gives for this name. */
  set(name: string, value: string): void;
  remove(name: string): void;
}
