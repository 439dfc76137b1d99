export type ResetChannel = 'email' | 'phone';

/** Reset tokens the API issues: URL-safe text. Anything else is refused before it is sent anywhere. */
const RESET_TOKEN = /^[A-Za-z0-9._~-]{1,256}$/;

export function isResetToken(value: string): boolean {
  return RESET_TOKEN.test(value);
}

/**
 * The finish page for a token: `/reset-password/{token}`, marked `?via=phone` for a phone token. The emailed link
 * has no mark, so an unmarked token is an email token.
 */
export function resetPagePath(token: string, channel: ResetChannel): string {
  const path = `/reset-password/${encodeURIComponent(token)}`;
  return channel === 'phone' ? `${path}?via=phone` : path;
}

export function channelOf(search: string): ResetChannel {
  return new URLSearchParams(search).get('via') === 'phone' ? 'phone' : 'email';
}
