import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * What a browser does for the client's `withCredentials` calls and Node does not: keep the cookies the API sets
 * (the HttpOnly `refresh_token`) and send them back on later calls to it. Without this the adapter's refresh, which
 * relies on that cookie and sends an empty body, cannot work in Node at all.
 */
export class BrowserCookies {
  readonly #values = new Map<string, string>();

  get(name: string): string | null {
    return this.#values.get(name) ?? null;
  }

  /** Replaces a cookie's value, as another tab that refreshed first would leave the shared jar. */
  set(name: string, value: string): void {
    this.#values.set(name, value);
  }

  /** Drops a cookie, as Node does with every cookie: it has no jar. */
  remove(name: string): void {
    this.#values.delete(name);
  }

  /** Adds the Cookie header to a request about to leave. */
  attach(config: InternalAxiosRequestConfig): void {
    if (this.#values.size === 0) return;
    config.headers.set('Cookie', [...this.#values].map(([name, value]) => `${name}=${value}`).join('; '));
  }

  /** Keeps what an answer's Set-Cookie headers set, and forgets what they clear. */
  store(response: AxiosResponse): void {
    const header: unknown = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
    for (const line of lines) {
      if (typeof line !== 'string') continue;
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || isExpiry(attributes)) this.#values.delete(name);
      else this.#values.set(name, value);
    }
  }
}

/** `Max-Age=0` or an `Expires` in the past: the server clears the cookie. */
function isExpiry(attributes: readonly string[]): boolean {
  return attributes.some((attribute) => {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
}
