import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_PERSON,
  analyticsPersonReducer,
  hasPersonProfile,
  needsIdentify,
} from './analyticsPerson.ts';
import { userFactory } from '../../test/factories/index.ts';

describe('analyticsPersonReducer', () => {
  const user = userFactory.build();

  it('is anonymous until identify', () => {
    expect(hasPersonProfile(ANONYMOUS_PERSON)).toBe(false);
    const identified = analyticsPersonReducer(ANONYMOUS_PERSON, { type: 'identify', userId: user.id });
    expect(identified).toEqual({ kind: 'identified', userId: user.id });
    expect(hasPersonProfile(identified)).toBe(true);
  });

  it('returns to anonymous on reset', () => {
    const identified = analyticsPersonReducer(ANONYMOUS_PERSON, { type: 'identify', userId: user.id });
    expect(analyticsPersonReducer(identified, { type: 'reset' })).toEqual(ANONYMOUS_PERSON);
  });

  it('identifies another player after a switch of account', () => {
    const first = analyticsPersonReducer(ANONYMOUS_PERSON, { type: 'identify', userId: 'user-1' });
    expect(analyticsPersonReducer(first, { type: 'identify', userId: 'user-2' })).toEqual({
      kind: 'identified',
      userId: 'user-2',
    });
  });

  it('ignores an empty user id', () => {
    expect(analyticsPersonReducer(ANONYMOUS_PERSON, { type: 'identify', userId: '  ' })).toBe(
      ANONYMOUS_PERSON,
    );
  });
});

describe('needsIdentify', () => {
  it('identifies once per person', () => {
    const identified = analyticsPersonReducer(ANONYMOUS_PERSON, { type: 'identify', userId: 'user-1' });
    expect(needsIdentify(ANONYMOUS_PERSON, 'user-1')).toBe(true);
    expect(needsIdentify(identified, 'user-1')).toBe(false);
    expect(needsIdentify(identified, 'user-2')).toBe(true);
    expect(needsIdentify(ANONYMOUS_PERSON, '')).toBe(false);
  });
});
