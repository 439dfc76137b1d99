/**
 * What a provider's game page may tell the site through postMessage (docs/contract.md, "Provider games"): refresh the
 * balance, open the deposit, go back to the list, or show an error. Anything else is ignored.
 */
export type GameMessage =
  | { readonly type: 'balance' }
  | { readonly type: 'deposit' }
  | { readonly type: 'close' }
  | { readonly type: 'error'; readonly code: string };

const CODE = /^[a-z0-9_]{1,64}$/;

/** Reads a message's data; a shape the protocol does not know, or a hostile one, is null and never throws. */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const type = (data as { type?: unknown }).type;
  switch (type) {
    case 'balance':
    case 'deposit':
    case 'close':
      return { type };
    case 'error': {
      const code = (data as { code?: unknown }).code;
      return { type, code: typeof code === 'string' && CODE.test(code) ? code : 'failed' };
    }
    default:
      return null;
  }
}

/** The origin of an absolute http(s) URL, or null: the only origin whose messages the site will hear. */
export function launchOrigin(url: string): string | null {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?(?:[/?#]|$)/i.exec(url);
  if (!match) return null;
  const [, scheme = '', host = '', port] = match;
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80';
  const shownPort = port && port !== defaultPort ? `:${port}` : '';
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${shownPort}`;
}
