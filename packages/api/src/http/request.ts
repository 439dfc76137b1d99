import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { clientOf } from './clientAddress.ts';

export type ContentLang = 'ru' | 'en' | 'kz' | 'br';

/** The caller's address: the socket's peer, or the client a trusted proxy names (http/clientAddress.ts). */
export function clientIp(c: Context): string {
  return clientOf(c).ip;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The base for links this server hands out: the host the caller used when it is a loopback name, else the configured one. */
export function publicBase(c: Context, deps: Deps): string {
  if (deps.config.publicUrl) return deps.config.publicUrl;
  const url = new URL(c.req.url);
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : deps.listenUrl();
}

/** The web app a link in a message should open: the calling origin when allowed, else the first allowed one. */
export function webOrigin(c: Context, deps: Deps): string {
  const origin = c.req.header('origin');
  if (origin && deps.config.allowedOrigins.includes(origin)) return origin;
  return deps.config.allowedOrigins[0] ?? deps.listenUrl();
}

/** Accept-Language (ru, en, kk, pt-BR) to the content's language keys; Russian when nothing fits (§1 default). */
export function contentLang(c: Context): ContentLang {
  const header = (c.req.header('accept-language') ?? '').toLowerCase();
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (tag.startsWith('ru')) return 'ru';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('kk') || tag.startsWith('kz')) return 'kz';
    if (tag.startsWith('pt') || tag === 'br') return 'br';
  }
  return 'ru';
}

/** A translated text from a `{ ru, en, kz, br }` map, falling back to English, then Russian. */
export function pick(texts: Partial<Record<ContentLang, string>>, lang: ContentLang): string {
  return texts[lang] ?? texts.en ?? texts.ru ?? '';
}
