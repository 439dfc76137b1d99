// Answers are JSON of many shapes; tests read the fields they assert on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface HttpAnswer<T = Json> {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  readonly body: T;
  readonly text: string;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** A raw body sent as is (malformed JSON, forms, gzip). */
  readonly raw?: string | Uint8Array;
  readonly token?: string;
  readonly headers?: Record<string, string>;
  /** Send the cookies this client has collected (the browser's credentials: 'include'). */
  readonly withCookies?: boolean;
}

/** A small HTTP client over fetch that keeps the cookies the server sets, like a browser would. */
export class HttpClient {
  readonly base: string;
  readonly cookies = new Map<string, string>();

  constructor(base: string) {
    this.base = base;
  }

  async request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.withCookies && this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(new URL(path, this.base), { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Json>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T = Json>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
}
