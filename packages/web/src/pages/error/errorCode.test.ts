import { describe, expect, it } from 'vitest';
import { errorMessageKey, readErrorCode } from './errorCode.ts';

describe('the errorCode query of /error', () => {
  it('reads a three-digit code and ignores anything else', () => {
    expect(readErrorCode('?errorCode=404')).toBe('404');
    expect(readErrorCode('?errorCode=<script>')).toBeNull();
    expect(readErrorCode('?errorCode=4040')).toBeNull();
    expect(readErrorCode('')).toBeNull();
  });

  it('has a message for 403, 404 and 500 and a general one for the rest', () => {
    expect(errorMessageKey('404')).toBe('page.messages.404');
    expect(errorMessageKey('418')).toBe('page.messages.default');
    expect(errorMessageKey(null)).toBe('page.messages.default');
  });
});
