import { describe, expect, it } from 'vitest';
import { verificationStatus } from './verification.ts';

describe('verificationStatus', () => {
  it('maps init, waiting, user_pending and pending to pending', () => {
    for (const word of ['init', 'waiting', 'user_pending', 'pending'])
      expect(verificationStatus(word)).toBe('pending');
  });

  it('maps failed and unverified to failed', () => {
    for (const word of ['failed', 'unverified']) expect(verificationStatus(word)).toBe('failed');
  });

  it('maps success and verified to success', () => {
    for (const word of ['success', 'verified']) expect(verificationStatus(word)).toBe('success');
  });

  it('reads the word regardless of case and surrounding spaces', () => {
    expect(verificationStatus(' Verified ')).toBe('success');
  });

  it('gives null for an unknown word or a value that is not a word', () => {
    for (const value of ['approved', '', 'constructor', '__proto__', null, undefined, 3, {}]) {
      expect(verificationStatus(value)).toBeNull();
    }
  });
});
