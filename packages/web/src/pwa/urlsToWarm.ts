/** Same-origin locale bundles and images the page loaded before the worker took control: cached at once. */
export function urlsToWarm(resourceUrls: readonly string[], origin: string): string[] {
  const wanted = new Set<string>();
  for (const raw of resourceUrls) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (
      url.pathname.startsWith('/assets/locales/') ||
      /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i.test(url.pathname)
    ) {
      wanted.add(url.href);
    }
  }
  return [...wanted];
}
