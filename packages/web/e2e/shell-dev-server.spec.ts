import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test as base } from './support/fixtures.ts';
import { freePort } from './support/ports.ts';
import { API_URL, apiServerEnv, E2E_BACKGROUND, webBuildEnv } from './support/servers.ts';
import { patient } from './support/patience.ts';

const webRoot = path.resolve(import.meta.dirname, '..');

/** The development server on a port of its own, against `apiUrl` (every per-game base too). */
function startDevServer(port: number, apiUrl: string): ChildProcess {
  const env = Object.fromEntries(
    Object.entries(webBuildEnv()).map(([name, value]) => [name, value.replace(API_URL, apiUrl)]),
  );
  return spawn(process.execPath, [path.join(webRoot, 'src/server/dev.ts')], {
    cwd: webRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: 'localhost' },
    stdio: 'ignore',
  });
}

/** A development server and the API it reads, started for the file. */
interface DevSite {
  /** The development server's origin. */
  readonly site: string;
  readonly port: number;
}

const test = base.extend<object, { devSite: DevSite }>({
  /**
   * One development server for the file's tests, with an API of its own whose CORS allows the server's origin: each
   * test started its own, and Vite transformed the modules of the first render on demand for each (about a third of
   * the file's time). Stopped with the worker, which a failed test restarts.
   */
  devSite: [
    // eslint-disable-next-line no-empty-pattern -- the fixture needs no other
    async ({}, use) => {
      const [port, apiPort] = [await freePort(), await freePort()];
      const site = `http://localhost:${port}`;
      const apiUrl = `http://localhost:${apiPort}`;
      const api = spawn(
        process.execPath,
        [
          path.resolve(webRoot, '../api/src/main.ts'),
          ...['--port', String(apiPort), '--provider-port', '0', '--dev', '--data-dir', ':memory:'],
          ...['--origins', site, '--scrypt-cost', '1024'],
        ],
        { env: { ...process.env, ...apiServerEnv() }, stdio: 'ignore' },
      );
      const server = startDevServer(port, apiUrl);
      try {
        await use({ site, port });
      } finally {
        server.kill();
        api.kill();
      }
    },
    // Vite transforms the modules of the first render on demand: slower than the built server's pages.
    { scope: 'worker', timeout: patient(120_000) },
  ],
});

/** Waits until the development server answers `url` (it transforms the first render's modules on demand). */
async function answers(request: APIRequestContext, url: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(url).catch(() => null))?.status() ?? 0, { timeout: patient(90_000) })
    .toBe(200);
}

test.describe('the development server (`npm start`)', () => {
  test('renders a page on the server from the source, with its heading, against the local API', async ({
    devSite: { site },
    request,
  }) => {
    test.setTimeout(patient(120_000));
    const url = `${site}/en/faq`;
    await answers(request, url);
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('id="server-state"');
  });

  test('paints its first page styled before any script, and a sign-up reaches the email-code step', async ({
    browser,
    devSite: { site, port },
    request,
  }) => {
    // Vite transforms the browser's app on demand.
    test.setTimeout(patient(180_000));
    await answers(request, `${site}/en`);

    // The server's HTML carries the stylesheets: with no script at all the page has the brand's background.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(`${site}/en`);
    await expect(still.locator('body')).toHaveCSS('background-color', E2E_BACKGROUND);
    await noScript.close();

    // The sign-up's code step survives the development build's strict mode (issue 38, item 7).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site}/en?signup`);
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog).toBeVisible({ timeout: patient(60_000) });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`dev-${port}@example.test`);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    const code = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(code).toBeVisible({ timeout: patient(30_000) });
    await expect(code.getByLabel('Code from the message')).toBeVisible();
    await context.close();
  });
});
