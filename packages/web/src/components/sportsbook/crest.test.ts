import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREST_PATH, crestKey, crestSrc, crestSvg, crestSvgOf } from './crest.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** Every side of the simulated line: the names the API's catalogue gives its leagues. */
function sidesOfTheLine(): string[] {
  const catalogue = readFileSync(path.join(ROOT, 'packages/api/src/sports/leagues.ts'), 'utf8');
  return [...catalogue.matchAll(/teams: \[([^\]]*)\]/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((name) => name[1] ?? ''),
  );
}

/** The tags of an SVG in order, with whether each opens, closes or stands alone; throws on anything else. */
function tagsOf(svg: string): string[] {
  const tags: string[] = [];
  const rest = svg.replace(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z0-9:-]+="[^"<>]*")*)\s*(\/?)>/g,
    (_, close: string, name: string, _attributes: string, self: string) => {
      tags.push(self ? `${name}/` : `${close}${name}`);
      return '';
    },
  );
  if (rest.trim() !== '') throw new Error(`not markup: ${rest.slice(0, 40)}`);
  return tags;
}

function expectPlainPicture(svg: string): void {
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+">/,
  );
  const open: string[] = [];
  for (const tag of tagsOf(svg)) {
    expect(tag).not.toMatch(/^\/?(text|tspan|image|script|a|use|style|foreignObject)\/?$/);
    if (tag.startsWith('/')) expect(open.pop()).toBe(tag.slice(1));
    else if (!tag.endsWith('/')) open.push(tag);
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/href=|\son[a-z]+=|NaN|undefined/);
}

describe('a side’s crest', () => {
  const sides = sidesOfTheLine();

  it('is drawn the same every time for the same name', () => {
    expect(sides.length).toBeGreaterThan(40);
    for (const side of sides) expect(crestSvg(side)).toBe(crestSvg(side));
  });

  it('differs between every two sides of the line', () => {
    expect(new Set(sides.map(crestSvg)).size).toBe(sides.length);
  });

  it('is a plain SVG picture with no words, whatever the name holds', () => {
    for (const side of [...sides, '<script>', '"><b>', 'Ünïcødé 東京']) expectPlainPicture(crestSvg(side));
    expect(crestSvg('<script>')).not.toContain('script');
  });

  it('is given to an image as an address on the site, named by the six choices that draw it', () => {
    expect(crestSrc('Foxley City')).toBe(`${CREST_PATH}${crestKey('Foxley City')}.svg`);
    for (const side of sides) {
      expect(crestKey(side)).toMatch(/^[0-4][0-9a-d][0-3][0-6][0-9][0-3]$/);
      expect(crestSvgOf(crestKey(side))).toBe(crestSvg(side));
    }
  });

  it('is drawn only for a key a name can make', () => {
    for (const key of [
      '',
      '3d207',
      '3d20711',
      '5d2071',
      '3e2071',
      '3d4071',
      '3d2771',
      '3d2072',
      '3D2071',
      '../x',
    ])
      expect(crestSvgOf(key), key).toBeNull();
  });
});

describe('the sports’ icons', () => {
  const folder = path.join(ROOT, 'packages/web/public/sports');

  it('are one plain SVG picture per sport, with no words', () => {
    const files = readdirSync(folder).sort();
    expect(files).toEqual(['basketball.svg', 'esports.svg', 'football.svg', 'hockey.svg', 'tennis.svg']);
    for (const file of files) expectPlainPicture(readFileSync(path.join(folder, file), 'utf8').trim());
  });
});
