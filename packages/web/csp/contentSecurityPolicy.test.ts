import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { cspSourcesFromEnv, withRequestHost } from './cspSources.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((one) => one.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the content security policy', () => {
  it('lets the configured chat and messaging scripts run from their own origin, and nothing else from outside', () => {
    const sources = cspSourcesFromEnv({
      VITE_API_URL: 'https://api.casino.example',
      VITE_CHAT_SCRIPT_URL: 'https://widget.chat.example/loader.js?key=1',
      VITE_MESSAGING_SCRIPT_URL: 'https://cdn.messaging.example/m.js',
    });
    const policy = contentSecurityPolicy(sources);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://widget.chat.example',
      'https://cdn.messaging.example',
    ]);
    expect(directive(policy, 'connect-src')).toContain('wss://widget.chat.example');
    expect(directive(policy, 'frame-src')).toContain('https://widget.chat.example');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('names no widget when none is configured, or when the configured address is not an http(s) URL', () => {
    for (const env of [{}, { VITE_CHAT_SCRIPT_URL: 'javascript:alert(1)', VITE_MESSAGING_SCRIPT_URL: '' }]) {
      const policy = contentSecurityPolicy(cspSourcesFromEnv(env));
      expect(directive(policy, 'script-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
    }
  });

  it('keeps the providers and widgets when it adds the API of the host a request came to', () => {
    const sources = cspSourcesFromEnv({
      VITE_GAME_PROVIDER_URL: 'https://games.example',
      VITE_CHAT_SCRIPT_URL: 'https://widget.chat.example/loader.js',
    });
    const policy = contentSecurityPolicy(withRequestHost(sources, 'mirror.example', 'https:'));
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://api.mirror.example',
        'https://games.example',
        'https://widget.chat.example',
      ]),
    );
  });
});
