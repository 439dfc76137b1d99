// What posthog-js needs as it starts, loaded with it (`@casino/adapters/analytics`) rather than with the app's shell
// (issue 35): its settings, the redaction of the URLs it stores and sends, and the §3 user properties.
export { posthogConfig } from './posthogConfig.ts';
export { redactStoredUrls } from './redactStoredUrls.ts';
export { browserUserProperties } from './userProperties.ts';
