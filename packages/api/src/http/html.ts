import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A value embedded in an inline script: JSON with the characters that could close the script escaped. */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #10131c; color: #e9ecf5; display: grid; place-items: center;
         min-height: 100vh; margin: 0; }
  main { background: #1a1f2e; border-radius: 16px; padding: 32px; width: min(420px, 90vw); box-shadow: 0 8px 32px #0008; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  p { color: #aab2c8; line-height: 1.5; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #aab2c8; } dd { margin: 0; font-weight: 600; }
  label { display: block; margin: 16px 0 8px; color: #aab2c8; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border-radius: 8px; border: 1px solid #333b52;
          background: #10131c; color: inherit; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; padding: 12px; border: 0; border-radius: 8px; font-weight: 600; cursor: pointer; }
  button.primary { background: #3fbf7f; color: #08130d; } button.secondary { background: #333b52; color: inherit; }
  p.demo { border: 1px solid #e0b64a; border-radius: 8px; padding: 8px 12px; color: #f3d98b; }
  dd small { font-weight: 400; color: #aab2c8; }
`;

/** One of the small pages this server plays a third party with (social provider, payment provider). */
export function renderPage(
  c: Context,
  options: {
    title: string;
    body: string;
    script?: string;
    status?: 200 | 400 | 404 | 410 | 422;
    lang?: string;
  },
): Response {
  const nonce = randomBytes(16).toString('base64');
  const script = options.script ? `<script nonce="${nonce}">${options.script}</script>` : '';
  const html = `<!doctype html><html lang="${escapeHtml(options.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head>
<body><main>${options.body}</main>${script}</body></html>`;
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html, options.status ?? 200);
}
