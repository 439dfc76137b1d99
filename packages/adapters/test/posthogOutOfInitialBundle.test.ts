import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('posthog-js loading', () => {
  it('is only ever imported dynamically, so it stays out of the initial bundle', () => {
    const staticImports: string[] = [];
    const dynamicImports: string[] = [];
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(SOURCE, file);
      for (const match of text.matchAll(/^\s*(import|export)\s+(?!type\b)[^;]*from\s+'posthog-js[^']*'/gm)) {
        staticImports.push(`${relative}: ${match[0].trim()}`);
      }
      if (/import\('posthog-js'\)/.test(text)) dynamicImports.push(relative);
    }
    expect(staticImports).toEqual([]);
    expect(dynamicImports).toEqual([path.join('analytics', 'PosthogAnalytics.ts')]);
  });
});
