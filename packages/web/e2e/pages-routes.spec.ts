import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForAppReady } from './support/ready.ts';
import { API_URL } from './support/servers.ts';

type Bundle = Record<string, unknown>;
type Locale = 'ru' | 'en';

function bundle(locale: Locale, namespace: string): Bundle {
  const file = new URL(`../src/i18n/locales/${locale}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Bundle;
}

/** A translated text as the page shows it: `games:case.title` with `{{name}}` filled in. */
function text(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], bundle(locale, namespace));
  if (typeof value !== 'string') throw new Error(`no ${locale} text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

const ORIGINALS = ['coinflip', 'crash', 'dice', 'hilo', 'keno', 'miner', 'roulette', 'wheel'];
const ROOMS = ['red', 'yellow', 'purple'];
const STATUSES = ['active', 'upcoming', 'finished'];
const POLICIES = [
  ['en', 'kyc'],
  ['en', 'user-agreement'],
  ['ru', 'confidential'],
  ['ru', 'user-agreement'],
] as const;

/** Every route of §2 this engineer's pages serve, with the heading each must open with. */
function routes(locale: Locale): readonly (readonly [path: string, heading: string])[] {
  const t = (key: string, params?: Record<string, string>) => text(locale, key, params);
  return [
    ['/', t('home:title')],
    ['/betting', t('betting:title')],
    ['/bonuses', t('bonuses:title')],
    ['/fairness', t('fairness:verifier.title')],
    ['/faq', t('faq:title')],
    ['/games', t('games:hub.title')],
    ['/games/cases', t('games:cases.title')],
    ['/games/cases/gold', t('games:case.title', { name: t('games:caseNames.gold') })],
    ...ORIGINALS.map((game) => [`/games/${game}`, t(`games:original.${game}`)] as const),
    ['/games/slots', t('games:list.slots')],
    ['/games/slots/starburst/demo', t('games:launch.demo', { title: 'Starburst' })],
    ['/games/slots/starburst/play', t('games:launch.play', { title: 'Starburst' })],
    ['/games/live-casino', t('games:list.live-casino')],
    ['/games/live-casino/lightning-roulette/demo', t('games:launch.demo', { title: 'Lightning Roulette' })],
    ['/games/live-casino/lightning-roulette/play', t('games:launch.play', { title: 'Lightning Roulette' })],
    ['/games/rooms', t('games:rooms.title')],
    ...ROOMS.map((room) => [`/games/rooms/${room}`, t(`games:room.${room}`)] as const),
    ...POLICIES.map(([lang, doc]) => [`/policy/${lang}/${doc}`, t(`policy:title.${doc}`)] as const),
    ['/profile', t('profile:overview.title')],
    ['/top', t('top:title')],
    ['/tournaments', t('tournaments:title')],
    ...STATUSES.map((status) => [`/tournaments/${status}`, t(`tournaments:byStatus.${status}`)] as const),
    ['/vip-club', t('vip:title')],
    ['/welcome-pack', t('welcome:title')],
    ['/password/reset', t('password:start.title')],
  ];
}

const prefixed = (locale: Locale, path: string) =>
  locale === 'ru' ? path : `/${locale}${path === '/' ? '' : path}`;

/** Console errors and uncaught exceptions of a page, collected from before its first navigation. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectOneHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('h1')).toHaveCount(1);
}

for (const locale of ['ru', 'en'] as const) {
  // One test per page, side by side: how long the walk takes depends on the number of workers, not on one timeout.
  test.describe(`every ${locale} page`, () => {
    test.describe.configure({ mode: 'parallel' });
    for (const [path, heading] of routes(locale)) {
      test(`${prefixed(locale, path)} opens with its own ${locale} heading and no console error`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        await page.goto(prefixed(locale, path));
        await waitForAppReady(page);
        await expectOneHeading(page, heading);
        expect(errors).toEqual([]);
      });
    }
  });

  test(`a tournament page is headed by the tournament's ${locale} title`, async ({ page, request }) => {
    const errors = watchErrors(page);
    const answer = await request.get(`${API_URL}/api/v2/content/tournaments/1`, {
      headers: { 'Accept-Language': locale },
    });
    const { data } = (await answer.json()) as { data: { title: string } };
    await page.goto(prefixed(locale, '/tournament/1'));
    await expectOneHeading(page, data.title);
    await expect(page.getByRole('table')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`the reset page checks a real ${locale} token and offers the new password form`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    // A player of the test's own: recovery codes are rate limited per address.
    const email = `reset-${locale}-${Date.now()}@example.com`;
    await request.post(`${API_URL}/api/v2/auth/register/email`, {
      data: { email, password: 'secret123', currency: 'RUB' },
    });
    await request.post(`${API_URL}/api/v2/auth/password/email/forgot`, { data: { email } });
    const outbox = await request.get(`${API_URL}/__dev/outbox`, { params: { to: email } });
    const messages = ((await outbox.json()) as { data: { code: string | null; link: string | null }[] }).data;
    const code = messages.find((message) => message.link)?.code;
    const confirmed = await request.post(`${API_URL}/api/v2/auth/password/email/code/confirm`, {
      data: { email, code },
    });
    const { data } = (await confirmed.json()) as { data: { reset_token: string } };
    await page.goto(prefixed(locale, `/reset-password/${encodeURIComponent(data.reset_token)}`));
    await expectOneHeading(page, text(locale, 'password:finish.title'));
    await expect(page.getByLabel(text(locale, 'password:finish.confirm'))).toBeVisible();
    expect(errors).toEqual([]);
  });
}
