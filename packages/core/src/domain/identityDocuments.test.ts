import { describe, expect, it } from 'vitest';
import { documentProblem, MAX_DOCUMENT_BYTES } from './identityDocuments.ts';

describe('documentProblem (the browser half of the upload checks)', () => {
  it('accepts a JPEG, PNG or PDF up to 5 MiB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'IMAGE/PNG', 'application/pdf'])
      expect(documentProblem({ name: 'doc', type, size: MAX_DOCUMENT_BYTES })).toBeNull();
  });

  it('refuses an empty file, one over 5 MiB and any other type', () => {
    expect(documentProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(documentProblem({ name: 'a.png', type: 'image/png', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      'too_large',
    );
    for (const type of ['image/gif', 'text/plain', 'application/x-msdownload', ''])
      expect(documentProblem({ name: 'a', type, size: 10 })).toBe('unsupported_type');
  });
});
