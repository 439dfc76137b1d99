import { loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicy, type CspSources } from './contentSecurityPolicy.ts';
import { cspSourcesFromEnv, withRequestHost } from './cspSources.ts';

/**
 * Puts the Content-Security-Policy on the built site: a `<meta http-equiv>` in index.html for static hosts that
 * cannot set headers, and a response header from `vite preview` (with nosniff and a referrer policy beside it). The
 * dev server is left alone: its hot reload needs an inline script the policy refuses.
 */
export function cspPlugin(): Plugin {
  let sources: CspSources = { apiOrigins: [] };
  let protocol: 'http:' | 'https:' = 'http:';

  return {
    name: 'casino-csp',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      const env = { ...loadEnv(config.mode, config.envDir || config.root, ''), ...process.env };
      sources = cspSourcesFromEnv(env);
      protocol = config.preview.https ? 'https:' : 'http:';
      if (config.command === 'build' && sources.apiOrigins.length === 0) {
        config.logger.warn(
          'CSP: no API host is known to this build (set VITE_API_URL, VITE_MAIN_HOST or CSP_SITE_HOSTS); ' +
            'the meta policy allows connections to any https origin.',
        );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(sources, 'meta') },
          injectTo: 'head-prepend',
        },
      ],
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const policy = contentSecurityPolicy(withRequestHost(sources, request.headers.host, protocol));
        response.setHeader('Content-Security-Policy', policy);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        // Full URLs (which may carry a reset or simple-auth token) never leave the site in a Referer header.
        response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        next();
      });
    },
  };
}
