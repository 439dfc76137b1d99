import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { freePort } from './support/ports.ts';
import { API_URL, apiServerEnv, E2E_BACKGROUND, webBuildEnv } from './support/servers.ts';

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

test.describe('the development server (`npm start`)', () => {
  let server: ChildProcess | null = null;
  let api: ChildProcess | null = null;
  test.afterEach(() => {
    server?.kill();
    server = null;
    api?.kill();
    api = null;
  });

  test('renders a page on the server from the source, with its heading, against the local API', async ({
    request,
  }) => {
    // Vite transforms the modules of the first render on demand: slower than the built server's pages.
    test.setTimeout(120_000);
    const port = await freePort();
    server = startDevServer(port, API_URL);
    const url = `http://localhost:${port}/en/faq`;
    await expect
      .poll(async () => (await request.get(url).catch(() => null))?.status() ?? 0, { timeout: 90_000 })
      .toBe(200);
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('id="server-state"');
  });

  test('paints its first page styled before any script, and a sign-up reaches the email-code step', async ({
    browser,
    request,
  }) => {
    // Vite transforms the modules of the first render and the browser's app on demand.
    test.setTimeout(180_000);
    const [port, apiPort] = [await freePort(), await freePort()];
    const site = `http://localhost:${port}`;
    const apiUrl = `http://localhost:${apiPort}`;
    // An API of its own, whose CORS allows this server's origin.
    api = spawn(
      process.execPath,
      [
        path.resolve(webRoot, '../api/src/main.ts'),
        ...['--port', String(apiPort), '--provider-port', '0', '--dev', '--data-dir', ':memory:'],
        ...['--origins', site, '--scrypt-cost', '1024'],
      ],
      { env: { ...process.env, ...apiServerEnv() }, stdio: 'ignore' },
    );
    server = startDevServer(port, apiUrl);
    await expect
      .poll(async () => (await request.get(`${site}/en`).catch(() => null))?.status() ?? 0, {
        timeout: 90_000,
      })
      .toBe(200);

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
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`dev-${port}@example.test`);
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    const code = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(code).toBeVisible({ timeout: 30_000 });
    await expect(code.getByLabel('Code from the message')).toBeVisible();
    await context.close();
  });
});
