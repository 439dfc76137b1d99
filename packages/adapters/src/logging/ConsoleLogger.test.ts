import { describe, expect, it } from 'vitest';
import { ConsoleLogger } from './ConsoleLogger.ts';

describe('ConsoleLogger', () => {
  it('writes warnings and errors to the console with their detail', () => {
    const lines: unknown[][] = [];
    const logger = new ConsoleLogger({
      warn: (...args: unknown[]) => lines.push(['warn', ...args]),
      error: (...args: unknown[]) => lines.push(['error', ...args]),
    });
    logger.warn('Missing locale message');
    logger.error('Mirror check failed', { status: 500 });
    expect(lines).toEqual([
      ['warn', 'Missing locale message'],
      ['error', 'Mirror check failed', { status: 500 }],
    ]);
  });
});
