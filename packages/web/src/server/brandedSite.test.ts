import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandedSite, operatorEnvOf } from './brandedSite.ts';
import { StaticFiles } from './staticFiles.ts';
import { testFolder } from '../testing/testFolder.ts';

const page = (brand: string) =>
  `<head><title>${brand}</title><meta name="operator" content="{&quot;VITE_OPERATOR_BRAND&quot;:&quot;${brand}&quot;}" /></head>`;

/** A build of two brands: its own page is the first's, each has a copy of the page and manifest in brands/<id>/. */
function build(): string {
  const dist = testFolder('brands-');
  writeFileSync(path.join(dist, 'index.html'), page('Kestrel Bay'));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Kestrel Bay"}');
  writeFileSync(path.join(dist, 'sw.js'), '// precaches Kestrel Bay');
  for (const [id, name] of [
    ['kestrel-bay', 'Kestrel Bay'],
    ['vellumbay', 'Vellumbay'],
  ] as const) {
    mkdirSync(path.join(dist, 'brands', id), { recursive: true });
    writeFileSync(path.join(dist, 'brands', id, 'index.html'), page(name));
    writeFileSync(path.join(dist, 'brands', id, 'manifest.webmanifest'), `{"name":"${name}"}`);
    writeFileSync(path.join(dist, 'brands', id, 'sw.js'), `// precaches ${name}`);
  }
  return dist;
}

describe('the brand a production server serves (issue 36)', () => {
  it("is the build's own without VITE_BRAND", () => {
    const site = brandedSite(build(), undefined);
    expect(site.template).toContain('<title>Kestrel Bay</title>');
    expect(site.files).toEqual({});
    expect(site.operatorEnv).toEqual({ VITE_OPERATOR_BRAND: 'Kestrel Bay' });
  });

  it('is the one VITE_BRAND names: its page to render into, its offline shell, manifest and worker', async () => {
    const dist = build();
    const site = brandedSite(dist, ' vellumbay ');
    expect(site.template).toContain('<title>Vellumbay</title>');
    expect(site.operatorEnv).toEqual({ VITE_OPERATOR_BRAND: 'Vellumbay' });
    const files = new StaticFiles(dist, site.files);
    const text = async (file: string) =>
      new TextDecoder().decode((await files.get(file, null))?.body ?? new Uint8Array());
    expect(await text('/index.html')).toContain('<title>Vellumbay</title>');
    expect(await text('/manifest.webmanifest')).toBe('{"name":"Vellumbay"}');
    // Its worker precaches its own fonts, not the build's own brand's (packages/sw/build/brandPrecache.ts).
    expect(await text('/sw.js')).toBe('// precaches Vellumbay');
    // No brand's copy is served by its own path: a site names no other brand of its build.
    const hidden = new StaticFiles(dist, site.files, site.hidden);
    expect(await hidden.get('/brands/kestrel-bay/index.html', null)).toBeNull();
    expect(await hidden.get('/index.html', null)).not.toBeNull();
  });

  it('refuses to start with a brand the build does not carry, naming those it does', () => {
    expect(() => brandedSite(build(), 'harbour-lantern')).toThrow(
      'VITE_BRAND "harbour-lantern" is not a brand of this build; it has: kestrel-bay, vellumbay',
    );
    expect(() => brandedSite(build(), '../index.html')).toThrow(/is not a brand of this build/);
  });

  it("reads only the operator's variables from the page's head", () => {
    expect(
      operatorEnvOf('<meta name="operator" content="{&quot;VITE_API_URL&quot;:&quot;x&quot;}">'),
    ).toEqual({});
    expect(operatorEnvOf('<title>No brand</title>')).toEqual({});
  });
});
