import { describe, expect, it } from 'vitest';
import {
  buildManifestUrl,
  buildUpdateReducer,
  initialBuildUpdate,
  isAppUpdateAvailable,
  parseBuildManifest,
} from './buildUpdate.ts';

describe('buildUpdateReducer', () => {
  it('raises an app update when the id changes', () => {
    const state = buildUpdateReducer(initialBuildUpdate('build-1'), { id: 'build-2' });
    expect(isAppUpdateAvailable(state)).toBe(true);
    expect(state.availableId).toBe('build-2');
  });

  it('raises nothing while the id is the running build', () => {
    const state = initialBuildUpdate('build-1');
    expect(buildUpdateReducer(state, { id: 'build-1' })).toBe(state);
  });

  it('takes the first id read as the running build when it was not known', () => {
    const first = buildUpdateReducer(initialBuildUpdate(null), { id: 'build-1' });
    expect(first).toEqual({ currentId: 'build-1', availableId: null });
    expect(isAppUpdateAvailable(buildUpdateReducer(first, { id: 'build-2' }))).toBe(true);
  });

  it('ignores a malformed manifest', () => {
    const state = initialBuildUpdate('build-1');
    for (const body of [
      null,
      'build-2',
      [],
      {},
      { id: '' },
      { id: { nested: true } },
      { build: 'build-2' },
    ]) {
      expect(buildUpdateReducer(state, body)).toBe(state);
    }
  });

  it('keeps a raised update when the same new id is read again', () => {
    const raised = buildUpdateReducer(initialBuildUpdate('build-1'), { id: 'build-2' });
    expect(buildUpdateReducer(raised, { id: 'build-2' })).toBe(raised);
  });
});

describe('parseBuildManifest', () => {
  it('reads a string or numeric id', () => {
    expect(parseBuildManifest({ id: ' abc123 ' })).toBe('abc123');
    expect(parseBuildManifest({ id: 1700000000 })).toBe('1700000000');
    expect(parseBuildManifest({ id: 'x'.repeat(201) })).toBeNull();
  });
});

describe('buildManifestUrl', () => {
  it('polls builds/latest.json with a timestamp query', () => {
    expect(buildManifestUrl(1_700_000_000_123)).toBe('/builds/latest.json?t=1700000000123');
  });
});
