import { useEffect, useMemo, useState } from 'react';
import { whenIdle } from './idle.ts';

type Sanitize = (html: string) => string;

// DOMPurify is its own chunk: the SEO text it cleans sits at the foot of a page, so it stays out of the first paint.
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizeHtml.ts').then(
    ({ sanitizeHtml }) => (sanitizer = sanitizeHtml),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser loads within this long even on a page that keeps the browser busy. */
const SANITIZER_IDLE_TIMEOUT_MS = 2000;

/**
 * Server HTML (SEO text, policy text), sanitised: no scripts, no event handlers, no javascript: links. Until the
 * sanitiser has loaded, and if it cannot load, the box stays empty: unsanitised markup is never shown.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (sanitize) return;
    let mounted = true;
    // Once the browser is idle: the text sits at the foot of a page whose data came with it from the server, and the
    // page answers input before its sanitiser is needed.
    const cancel = whenIdle(
      window,
      () => {
        loadSanitizer().then(
          (loaded) => {
            if (mounted) setSanitize(() => loaded);
          },
          () => undefined,
        );
      },
      SANITIZER_IDLE_TIMEOUT_MS,
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
