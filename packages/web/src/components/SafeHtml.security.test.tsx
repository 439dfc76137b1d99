import { cleanup, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';
import { sanitizeHtml } from './sanitizeHtml.ts';

/** Payloads set this flag if any of their code runs. */
type Probe = { xss?: boolean };
const probe = globalThis as Probe;
const RUN = 'globalThis.xss=true';

const SCRIPT_BEARING: readonly [string, string][] = [
  ['a script element', `<p>Welcome</p><script>${RUN}</script>`],
  ['an event handler on an image', `<img src="x" onerror="${RUN}">`],
  ['an event handler on an svg', `<svg onload="${RUN}"><circle r="1"/></svg>`],
  ['a javascript: link', `<a href="javascript:${RUN}">bonus</a>`],
  ['a javascript: link spelled with entities and case', `<a href="&#106;ava&#x09;ScRiPt:${RUN}">x</a>`],
  ['a data: link carrying a page', `<a href="data:text/html,<script>${RUN}</script>">x</a>`],
  ['an iframe with srcdoc', `<iframe srcdoc="<script>${RUN}</script>"></iframe>`],
  ['an object and an embed', `<object data="javascript:${RUN}"></object><embed src="javascript:${RUN}">`],
  [
    'a form posting elsewhere',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  ],
  [
    'a style element and a style attribute',
    '<style>body{display:none}</style><p style="position:fixed">x</p>',
  ],
  ['a base element moving relative links', '<base href="https://evil.example/"><a href="/profile">x</a>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['a mutation-XSS noscript trick', `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`],
  ['a math namespace confusion', `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`],
  [
    'an svg use of a foreign script',
    '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  ],
  ['a template hiding a script', `<template><script>${RUN}</script></template>`],
  ['a details ontoggle', `<details open ontoggle="${RUN}"><summary>x</summary></details>`],
];

/** What must never survive sanitising: code, handlers, script URLs, and elements that act outside the text. */
function expectInert(container: HTMLElement): void {
  const dangerous = 'script, iframe, object, embed, form, input, button, style, base, meta, link, template';
  expect(container.querySelectorAll(dangerous)).toHaveLength(0);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.toLowerCase()).not.toMatch(/^on|^style$|^srcdoc$/);
      if (/^(href|src|xlink:href|action|formaction|data)$/i.test(attribute.name)) {
        expect(attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase()).not.toMatch(
          /^(javascript|data|vbscript):/,
        );
      }
    }
  }
}

beforeAll(async () => {
  // The sanitiser is a chunk of its own; loaded once here, so every render below is sanitised within a tick.
  await import('./sanitizeHtml.ts');
});
beforeEach(() => {
  probe.xss = false;
});
afterEach(() => {
  cleanup();
  delete probe.xss;
});

describe('SafeHtml with script-bearing server HTML', () => {
  it.each(SCRIPT_BEARING)('renders %s inert', async (_name, html) => {
    const { container } = render(<SafeHtml html={html} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expectInert(container);
    expect(probe.xss).toBe(false);
  });

  it('shows nothing of the server HTML until the sanitiser has cleaned it', async () => {
    vi.resetModules();
    const { SafeHtml: FirstUse } = await import('./SafeHtml.tsx');
    const { container } = render(<FirstUse html={`<p>Welcome</p><script>${RUN}</script>`} />);
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.textContent).toContain('Welcome'));
    expectInert(container);
    expect(probe.xss).toBe(false);
  });

  it('keeps the words of an SEO block', async () => {
    const html =
      '<h2>Dice</h2><p>Roll <b>under</b> or <em>over</em>.</p><ul><li>Fair</li></ul>' +
      '<a href="https://casino.example/games/dice">Play</a>';
    const { container } = render(<SafeHtml html={html} className="page-text" />);
    await waitFor(() => expect(container.textContent).toContain('Dice'));
    const words = container.textContent?.replace(/\s+/g, ' ') ?? '';
    for (const word of ['Dice', 'Roll', 'under', 'over', 'Fair', 'Play']) expect(words).toContain(word);
    expect(container.firstElementChild?.className).toBe('page-text');
  });

  it('leaves any mix of tags, attributes and script URLs inert', () => {
    const tag = fc.constantFrom(
      'p',
      'a',
      'img',
      'svg',
      'math',
      'script',
      'iframe',
      'style',
      'form',
      'noscript',
      'b',
    );
    const attribute = fc.constantFrom(
      `onerror="${RUN}"`,
      `onclick="${RUN}"`,
      `href="javascript:${RUN}"`,
      `src="jav&#x61;script:${RUN}"`,
      'style="color:red"',
      `srcdoc="<script>${RUN}</script>"`,
      'title="</p><script>x</script>"',
      'href="https://casino.example/"',
    );
    const element = fc
      .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 12 }))
      .map(([name, attributes, text]) => `<${name} ${attributes.join(' ')}>${text}</${name}>`);
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 5 }), (parts) => {
        const holder = document.createElement('div');
        holder.innerHTML = sanitizeHtml(parts.join(''));
        expectInert(holder);
        expect(probe.xss).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
