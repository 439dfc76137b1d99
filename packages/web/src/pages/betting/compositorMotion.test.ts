import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');
const SHEETS = ['betting.css', '../../components/sportsbook/liveScore.css'];

/** The properties each `@keyframes` of a stylesheet animates. */
function animatedProperties(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)) {
    const body = match[2] ?? '';
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((one) => one[1] ?? '');
    found.set(match[1] ?? '', properties);
  }
  return found;
}

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(css: string, selector: string): string {
  const at = css.indexOf(`\n${selector} {`);
  if (at === -1) throw new Error(`no rule for ${selector}`);
  return css.slice(at, css.indexOf('}', at));
}

describe('the sportsbook’s list on a phone’s main thread (issue 35)', () => {
  it('animates a moved price and a new score with opacity and transform alone, which the compositor runs', () => {
    for (const sheet of SHEETS) {
      const keyframes = animatedProperties(read(sheet));
      expect(keyframes.size, sheet).toBeGreaterThan(0);
      for (const [name, properties] of keyframes)
        expect(
          properties.filter((property) => property !== 'opacity' && property !== 'transform'),
          `${sheet} @keyframes ${name}`,
        ).toEqual([]);
    }
  });

  it('flashes a moved price as a layer under its figures, and not with reduced motion', () => {
    const css = read('betting.css');
    expect(css).toMatch(
      /\.odds--up \.odds__price::after,\s*\.odds--down \.odds__price::after \{[^}]*animation: odds-flash/,
    );
    expect(css).toMatch(
      /prefers-reduced-motion: reduce\)\s*\{\s*\.odds--up \.odds__price::after,\s*\.odds--down \.odds__price::after \{\s*animation: none;/,
    );
  });

  it('leaves the rows off screen unstyled and unpainted until they near it, each keeping its place', () => {
    const row = rule(read('betting.css'), '.event-row');
    expect(row).toContain('content-visibility: auto;');
    expect(row).toMatch(/contain-intrinsic-size: auto \d/);
  });
});
