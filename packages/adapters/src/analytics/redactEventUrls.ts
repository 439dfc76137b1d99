import { redactUrlForAnalytics } from '@casino/core';
import type { CaptureResult } from 'posthog-js';

/**
 * Properties holding an address: posthog-js's own (`$current_url`, `$pathname`, `$referrer`, `$initial_current_url`,
 * `$initial_referrer`, `$session_entry_url`, `$prev_pageview_pathname`, ...) and any the app passes under such a name.
 */
const URL_PROPERTY = /(url|pathname|path|referrer|href)$/i;

function redactProperties(properties: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, value]) => [
      name,
      typeof value === 'string' && URL_PROPERTY.test(name) ? redactUrlForAnalytics(value) : value,
    ]),
  );
}

/**
 * posthog-js's `before_send`: every event, its person properties (`$set`, `$set_once`) included, leaves with the
 * credentials in its addresses redacted by the core's rule, whatever posthog-js read from `location` or `referrer`.
 */
export function redactEventUrls(event: CaptureResult): CaptureResult {
  return {
    ...event,
    properties: redactProperties(event.properties),
    ...(event.$set ? { $set: redactProperties(event.$set) } : {}),
    ...(event.$set_once ? { $set_once: redactProperties(event.$set_once) } : {}),
  };
}
