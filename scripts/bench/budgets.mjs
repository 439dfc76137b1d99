// The speed budgets of the web app (GitHub issue 9). Sizes are in kB of 1000 bytes, gzip level 9.

/** JavaScript the browser loads for `/` before it is ready, gzip. */
export const INITIAL_JS_GZIP_MAX_BYTES = 130_000;
/** Lighthouse, mobile preset, for each measured page (scores 0–100). */
export const LIGHTHOUSE_PERFORMANCE_MIN = 95;
export const LIGHTHOUSE_ACCESSIBILITY_MIN = 95;
export const CLS_MAX = 0.05;

/** The pages Lighthouse measures. */
export const LIGHTHOUSE_PAGES = ['/', '/games/dice', '/bonuses'];
