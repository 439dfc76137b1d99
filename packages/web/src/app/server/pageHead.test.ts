import { describe, expect, it } from 'vitest';
import { escapeHtml, pageHead } from './pageHead.ts';

const text = { title: 'Dice — Casino', description: 'Roll under or over.', keywords: 'dice, casino' };

describe('pageHead', () => {
  it('puts the §3 SEO title, description and keywords in the head', () => {
    const head = pageHead({ origin: 'https://casino.example', locale: 'en', rest: '/games/dice', text });
    expect(head).toContain('<title>Dice — Casino</title>');
    expect(head).toContain('<meta name="description" content="Roll under or over." />');
    expect(head).toContain('<meta name="keywords" content="dice, casino" />');
  });

  it('names the page’s own address canonical and the same page in ru, en, kz and br as alternates', () => {
    const head = pageHead({ origin: 'https://casino.example', locale: 'kz', rest: '/games/dice', text });
    expect(head).toContain('<link rel="canonical" href="https://casino.example/kz/games/dice" />');
    expect(head).toContain('hreflang="ru-RU" href="https://casino.example/games/dice"');
    expect(head).toContain('hreflang="en-US" href="https://casino.example/en/games/dice"');
    expect(head).toContain('hreflang="kk-KZ" href="https://casino.example/kz/games/dice"');
    expect(head).toContain('hreflang="pt-BR" href="https://casino.example/br/games/dice"');
    expect(head).toContain('hreflang="x-default" href="https://casino.example/games/dice"');
  });

  it('gives link previews the Open Graph basics in the page’s locale', () => {
    const head = pageHead({ origin: 'https://casino.example', locale: 'br', rest: '/', text });
    expect(head).toContain('<meta property="og:title" content="Dice — Casino" />');
    expect(head).toContain('<meta property="og:url" content="https://casino.example/br" />');
    expect(head).toContain('<meta property="og:locale" content="pt_BR" />');
  });

  it('writes the API’s SEO answer as text, never as markup', () => {
    const hostile = {
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x>',
      keywords: '',
    };
    const head = pageHead({ origin: 'https://casino.example', locale: 'ru', rest: '/', text: hostile });
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<img');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(head).not.toContain('name="keywords"');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
