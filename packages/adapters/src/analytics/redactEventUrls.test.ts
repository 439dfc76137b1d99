import { describe, expect, it } from 'vitest';
import { redactEventUrls } from './redactEventUrls.ts';

const SECRET = 'Zq9-secret';

describe('redactEventUrls', () => {
  it('redacts every address property of the event and of its person properties', () => {
    const event = redactEventUrls({
      uuid: 'e1',
      event: '$pageview',
      properties: {
        $current_url: `https://casino.example/?token=${SECRET}`,
        $pathname: `/reset-password/${SECRET}`,
        $referrer: `https://casino.example/br/reset-password/${SECRET}`,
        $session_entry_url: `https://casino.example/?fresh_token=${SECRET}`,
        return_url: `/games?code=${SECRET}`,
      },
      $set_once: {
        $initial_current_url: `https://casino.example/?token=${SECRET}`,
        $initial_referrer: `https://casino.example/?refresh_token=${SECRET}`,
      },
      $set: { $pathname: `/en/reset-password/${SECRET}` },
    });
    expect(JSON.stringify(event)).not.toContain(SECRET);
    expect(event.properties.$current_url).toBe('https://casino.example/?token=REDACTED');
    expect(event.$set_once?.$initial_referrer).toBe('https://casino.example/?refresh_token=REDACTED');
  });

  it('leaves other properties, ordinary addresses and non-text values as they were', () => {
    const properties = {
      $current_url: 'https://casino.example/games?page=2',
      $referrer: '$direct',
      method: 'card',
      token_count: 3,
      $lib: 'web',
    };
    const event = redactEventUrls({ uuid: 'e2', event: 'deposit_opened', properties });
    expect(event.properties).toEqual(properties);
    expect(event).not.toHaveProperty('$set');
  });
});
