import { describe, expect, it } from 'vitest';
import { libraryOf } from '../../scripts/bench/lib/libraries.mjs';

describe('which library a built chunk’s source belongs to (the size table of pnpm bench and test:size)', () => {
  it('names an npm package by its folder under node_modules, scoped or not', () => {
    expect(libraryOf('../../../../node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/x.js')).toBe(
      'react-dom',
    );
    expect(libraryOf('../../node_modules/.pnpm/x/node_modules/@inversifyjs/core/lib/a.js')).toBe(
      '@inversifyjs/core',
    );
  });

  it('names our own code by its workspace package, as the build’s source maps write it', () => {
    expect(libraryOf('../../src/app/appTokens.ts')).toBe('@casino/web');
    expect(libraryOf('../../../core/src/games/dice/dice.ts')).toBe('@casino/core');
    expect(libraryOf('../../../adapters/src/http/send.ts')).toBe('@casino/adapters');
    expect(libraryOf('/work/packages/core/src/money/money.ts')).toBe('@casino/core');
  });

  it('leaves what is neither to the bundler', () => {
    expect(libraryOf('\0rolldown/runtime.js')).toBe('(bundler runtime)');
  });
});
