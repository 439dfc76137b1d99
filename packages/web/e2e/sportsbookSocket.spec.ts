import type { WebSocket } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';
import { patient } from './support/patience.ts';

test.describe("the sportsbook's socket (issue 33)", () => {
  test('is open while the line is on screen, closes when the player leaves the sportsbook, opens on return', async ({
    page,
  }) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname.endsWith('/sports/live')) sockets.push(socket);
    });
    await openPage(page, '/en/betting');
    await expect(page.locator('.event-row').first()).toBeVisible({ timeout: patient(30_000) });
    await expect.poll(() => sockets.length).toBe(1);
    const first = sockets[0]!;
    const closed = first.isClosed() ? Promise.resolve() : first.waitForEvent('close');

    await page
      .getByRole('banner')
      .getByRole('link', { name: /home page/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sports betting');
    await closed;
    expect(first.isClosed()).toBe(true);
    expect(sockets).toHaveLength(1);

    await page.goBack();
    await expect(page.locator('.event-row').first()).toBeVisible({ timeout: patient(30_000) });
    await expect.poll(() => sockets.length).toBe(2);
    expect(sockets[1]!.isClosed()).toBe(false);
  });
});
