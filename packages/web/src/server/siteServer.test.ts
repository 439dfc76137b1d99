// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CREST_PATH, crestKey, crestSrc, crestSvg } from '../components/sportsbook/crest.ts';
import { siteServer } from './siteServer.ts';

/** The site's server with a render that says which page it rendered. */
function site() {
  const app = siteServer({
    csp: { apiOrigins: ['http://localhost:8787'] },
    remoteAddress: () => '203.0.113.7',
    logError: () => undefined,
    render: async (request) =>
      new Response(`<p>page ${new URL(request.url).pathname}</p>`, {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  });
  return (path: string, method = 'GET') =>
    Promise.resolve(app.request(`http://casino.test${path}`, { method }));
}

describe('the crests the site serves (issue 36 item 2, issue 35: a light /betting)', () => {
  it('draws a side’s crest at the address its image names, kept by the browser for a year', async () => {
    const response = await site()(crestSrc('Foxley City'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(crestSvg('Foxley City'));
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await site()(crestSrc('Foxley City'), 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('');
  });

  it('draws nothing for an address no name makes: the page that is not there', async () => {
    const key = crestKey('Foxley City');
    for (const path of [
      `${CREST_PATH}${key}`,
      `${CREST_PATH}${key}.png`,
      `${CREST_PATH}zz2071.svg`,
      `${CREST_PATH}%3Cscript%3E.svg`,
      `${CREST_PATH}`,
    ]) {
      const response = await site()(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<p>page ');
    }
  });
});
