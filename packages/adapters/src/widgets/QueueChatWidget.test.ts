// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { IdleScript, QueueChatWidget } from './QueueChatWidget.ts';

/** A page whose head is a detached element: the scripts added are seen, never fetched. */
let head = document.createElement('div');

function page() {
  const tasks: (() => void)[] = [];
  head = document.createElement('div');
  const host: { document: Pick<Document, 'createElement' | 'head'> } & Record<string, unknown> = {
    document: {
      createElement: document.createElement.bind(document),
      head: head as unknown as HTMLHeadElement,
    },
  };
  return { host, tasks, whenIdle: (task: () => void) => tasks.push(task) };
}

const scripts = () => [...head.querySelectorAll('script')].map((script) => script.src);

describe('the chat widget (§1, §9)', () => {
  it('loads the provider’s script once the page is idle, with the site’s key, and queues what is said before it', () => {
    const { host, tasks, whenIdle } = page();
    const chat = new QueueChatWidget({
      scriptUrl: 'https://chat.example/loader.js',
      key: 'site-1',
      host,
      whenIdle,
    });
    expect(chat.available).toBe(true);
    chat.start();
    chat.setRoute('/en/faq');
    chat.identify({ id: '7', locale: 'en' });
    expect(scripts()).toEqual([]);
    tasks.forEach((task) => task());
    expect(scripts()).toEqual(['https://chat.example/loader.js']);
    expect(head.querySelector('script')?.dataset['key']).toBe('site-1');
    expect(host['$chat']).toEqual([
      ['config', { key: 'site-1' }],
      ['route', '/en/faq'],
      ['identify', { id: '7', locale: 'en' }],
    ]);
  });

  it('opens at once when asked before the page is idle, and loads the script only once', () => {
    const { host, tasks, whenIdle } = page();
    const chat = new QueueChatWidget({
      scriptUrl: 'https://chat.example/loader.js',
      key: 'k',
      host,
      whenIdle,
    });
    chat.start();
    chat.open();
    tasks.forEach((task) => task());
    expect(scripts()).toHaveLength(1);
    expect(host['$chat']).toContainEqual(['open']);
  });

  it('hands commands to the provider once its script has taken the queue over', () => {
    const { host, whenIdle } = page();
    const handled: unknown[] = [];
    host['$chat'] = { push: (command: unknown) => handled.push(command) };
    const chat = new QueueChatWidget({
      scriptUrl: 'https://chat.example/loader.js',
      key: 'k',
      host,
      whenIdle,
    });
    chat.identify(null);
    expect(handled).toEqual([['identify', null]]);
  });

  it('is not there at all when no script is configured, or the configured one is not an http(s) URL', () => {
    for (const url of [null, '', 'javascript:alert(1)', '/relative.js']) {
      const { host, tasks, whenIdle } = page();
      const chat = new QueueChatWidget({ scriptUrl: url, key: 'k', host, whenIdle });
      expect(chat.available).toBe(false);
      chat.start();
      chat.open();
      chat.setRoute('/');
      tasks.forEach((task) => task());
      expect(scripts()).toEqual([]);
      expect(host['$chat']).toBeUndefined();
    }
  });

  it('loads the messaging analytics script once the page is idle, and none when unset', () => {
    const { host, tasks, whenIdle } = page();
    new IdleScript(null, host, whenIdle).start();
    expect(tasks).toEqual([]);
    const script = new IdleScript('https://messaging.example/m.js', host, whenIdle);
    script.start();
    script.start();
    tasks.forEach((task) => task());
    expect(scripts()).toEqual(['https://messaging.example/m.js']);
  });
});
