import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentParts, hasOutlet, jsonScript } from './htmlTemplate.ts';

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Casino" />
    <title>Casino</title>
  </head>
  <body>
    <div id="root">
      <!-- a note -->
      <!--ssr-outlet--><div class="boot-fallback"></div><!--/ssr-outlet-->
    </div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const facts = { language: 'en-US', head: '<title>FAQ — Casino</title>', state: '<script id="s"></script>' };

describe('documentParts', () => {
  it('puts the page’s language and head in place of the build’s placeholders', () => {
    const { before } = documentParts(TEMPLATE, facts);
    expect(before).toContain('<html lang="en-US">');
    expect(before).toContain('<title>FAQ — Casino</title>');
    expect(before).not.toContain('<title>Casino</title>');
    expect(before).not.toContain('content="Casino"');
  });

  it('leaves nothing but the page inside the root, and the state right after it', () => {
    const { before, after } = documentParts(TEMPLATE, facts);
    expect(before.endsWith('<div id="root">')).toBe(true);
    expect(after.startsWith('</div>\n    <script id="s"></script>')).toBe(true);
    expect(`${before}${after}`).not.toContain('boot-fallback');
    expect(after).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('asks for the entry script at low priority: the page is on screen without it', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<script type="module" src="/assets/boot.js"></script></head>',
    );
    const { before } = documentParts(template, facts);
    expect(before).toContain('<script type="module" fetchpriority="low" src="/assets/boot.js"></script>');
    const marked = TEMPLATE.replace(
      '</head>',
      '<script type="module" fetchpriority="low" src="/assets/boot.js"></script></head>',
    );
    expect(documentParts(marked, facts).before.match(/fetchpriority/g)).toHaveLength(1);
  });

  it('refuses a template without the outlet', () => {
    expect(hasOutlet(TEMPLATE)).toBe(true);
    expect(() => documentParts('<div id="root"></div>', facts)).toThrow(/ssr-outlet/);
  });
});

describe('jsonScript', () => {
  it('cannot be closed by a value: `</script>` in data stays inside the JSON block', () => {
    const block = jsonScript('server-state', { name: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block.endsWith('</script>')).toBe(true);
  });

  it('reads back as the same value for any JSON data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const block = jsonScript('s', value);
        const inner = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
        expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(inner)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
