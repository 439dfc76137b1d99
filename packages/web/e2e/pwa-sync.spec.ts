import { expect, test } from './support/fixtures.ts';
import { patient } from './support/patience.ts';

// This file needs the service worker, which the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/** Reads a value of the syncStore database (the adapter's and the worker's shared names) from the page. */
function readSyncStore(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    const open = indexedDB.open('casino-sync');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('syncStore')) {
        db.close();
        resolve(null);
        return;
      }
      const get = db.transaction('syncStore').objectStore('syncStore').get(key);
      get.onsuccess = () => {
        db.close();
        resolve(get.result ?? null);
      };
      get.onerror = () => {
        db.close();
        resolve(null);
      };
    };
  });
}

test.describe('background sync of the mirror data', () => {
  test('stores the API base for the worker, which fetches {base}/mirror and stores it for the app', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: patient(30_000),
    });

    await expect
      .poll(() => page.evaluate(readSyncStore, 'apiBaseUrl'), { timeout: patient(30_000) })
      .not.toBeNull();
    const apiBase = (await page.evaluate(readSyncStore, 'apiBaseUrl')) as string;
    await expect
      .poll(() => page.evaluate(readSyncStore, 'mirror'), { timeout: patient(30_000) })
      .toEqual(expect.stringContaining(`"base":"${apiBase}"`));

    const record = JSON.parse((await page.evaluate(readSyncStore, 'mirror')) as string) as Record<
      string,
      unknown
    >;
    expect(record).toMatchObject({ base: apiBase, fetchedAt: expect.any(Number) });
    // Other suites may set the API's mirror answer meanwhile: its shape is checked, not its values.
    expect(Object.keys(record['mirror'] as object).sort()).toEqual([
      'metaYandexVerification',
      'newLink',
      'oldDomain',
      'sso',
    ]);
  });
});
