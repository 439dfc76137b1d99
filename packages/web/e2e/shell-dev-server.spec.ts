import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { webBuildEnv } from './support/servers.ts';

/** A port nobody listens on, for the development server this test starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('the development server (`npm start`)', () => {
  let server: ChildProcess | null = null;
  test.afterEach(() => {
    server?.kill();
    server = null;
  });

  test('renders a page on the server from the source, with its heading, against the local API', async ({
    request,
  }) => {
    // Vite transforms the modules of the first render on demand: slower than the built server's pages.
    test.setTimeout(120_000);
    const port = await freePort();
    const webRoot = path.resolve(import.meta.dirname, '..');
    server = spawn(process.execPath, [path.join(webRoot, 'src/server/dev.ts')], {
      cwd: webRoot,
      env: { ...process.env, ...webBuildEnv(), PORT: String(port), HOST: 'localhost' },
      stdio: 'ignore',
    });
    const url = `http://localhost:${port}/en/faq`;
    await expect
      .poll(async () => (await request.get(url).catch(() => null))?.status() ?? 0, { timeout: 90_000 })
      .toBe(200);
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('id="server-state"');
  });
});
