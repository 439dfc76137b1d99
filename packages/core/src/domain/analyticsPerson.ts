/**
 * The analytics person (§4): anonymous until identify, and reset returns to anonymous. Person profiles exist only
 * for identified users (§9).
 */
export type AnalyticsPerson =
  { readonly kind: 'anonymous' } | { readonly kind: 'identified'; readonly userId: string };

export type AnalyticsPersonEvent =
  { readonly type: 'identify'; readonly userId: string } | { readonly type: 'reset' };

export const ANONYMOUS_PERSON: AnalyticsPerson = { kind: 'anonymous' };

export function analyticsPersonReducer(
  person: AnalyticsPerson,
  event: AnalyticsPersonEvent,
): AnalyticsPerson {
  switch (event.type) {
    case 'identify': {
      const userId = event.userId.trim();
      if (!userId) return person;
      return person.kind === 'identified' && person.userId === userId
        ? person
        : { kind: 'identified', userId };
    }
    case 'reset':
      return ANONYMOUS_PERSON;
  }
}

/** Whether identify must reach the analytics service: not again for the person already identified. */
export function needsIdentify(person: AnalyticsPerson, userId: string): boolean {
  const id = userId.trim();
  return id !== '' && !(person.kind === 'identified' && person.userId === id);
}

/** Person profiles only for identified users (§9). */
export function hasPersonProfile(person: AnalyticsPerson): boolean {
  return person.kind === 'identified';
}
