/** What a loader needs of the page: making and adding a script element. */
export interface ScriptHost {
  readonly document: Pick<Document, 'createElement' | 'head'>;
}

/**
 * Adds `<script src async>` for a third-party widget, once. It comes from the origin the build names (the CSP lets
 * only that origin run code besides the site), and it is told no more of the page than its own origin.
 */
export function addScript(host: ScriptHost, src: string, data: Readonly<Record<string, string>> = {}): void {
  const script = host.document.createElement('script');
  script.src = src;
  script.async = true;
  script.referrerPolicy = 'strict-origin';
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
  host.document.head.append(script);
}

/** An absolute http(s) URL of a script, or null for anything else (unset, relative, another scheme). */
export function scriptUrl(raw: string | null | undefined): string | null {
  if (!raw || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
