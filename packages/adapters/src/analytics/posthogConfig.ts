import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_FLAG_TIMEOUT_MS,
  ANALYTICS_SESSION_IDLE_SECONDS,
  ANALYTICS_STRING_MAX,
  type Logger,
} from '@casino/core';
import type { PostHogConfig } from 'posthog-js';
import { redactEventUrls } from './redactEventUrls.ts';

/** Where events go: `/ingest` under the API base (§7). */
export function ingestHost(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/ingest`;
}

/**
 * The analytics settings of §9. posthog-js gives every request a 60 s timeout of its own
 * (ANALYTICS_REQUEST_TIMEOUT_MS), which it does not let a caller change.
 */
export function posthogConfig(
  apiBaseUrl: string,
  logger: Logger,
  options: { readonly captureBots?: boolean } = {},
): Partial<PostHogConfig> {
  return {
    api_host: ingestHost(apiBaseUrl),
    // posthog-js drops events from agents that look like bots, headless browsers included; end-to-end runs opt out.
    opt_out_useragent_filter: options.captureBots ?? false,
    // Page views are captured by hand after each route change, with the full path (§2).
    capture_pageview: false,
    person_profiles: 'identified_only',
    session_idle_timeout_seconds: ANALYTICS_SESSION_IDLE_SECONDS,
    cookie_expiration: ANALYTICS_COOKIE_DAYS,
    feature_flag_request_timeout_ms: ANALYTICS_FLAG_TIMEOUT_MS,
    properties_string_max_length: ANALYTICS_STRING_MAX,
    // The API stores events as JSON; scripts from the ingest host (recordings, surveys, toolbar) are not part of it.
    disable_compression: true,
    disable_external_dependency_loading: true,
    disable_session_recording: true,
    disable_surveys: true,
    autocapture: false,
    // A URL can carry a credential (the simple-auth `?token=`, `/reset-password/<token>`): redacted from every event.
    before_send: redactEventUrls,
    on_request_error: (response) => {
      logger.error(`Bad HTTP status: ${response.statusCode} ${response.text ?? ''}`.trim());
    },
  };
}
