/**
 * How long a unit test or a hook may run before it counts as hung, in every vitest project. Not a speed check: a test
 * that waits on a first dynamic import, a server or a socket takes seconds on a busy machine (posthog-js's first
 * import took over vitest's default 5 s with the static checks running beside the unit tests; the API's tests start
 * real servers and child processes; the tools' first lint loads ESLint's config and TypeScript), and no test may depend
 * on the machine's speed. A test that asserts a time uses a fake clock.
 */
export const HANG_LIMITS = { testTimeout: 60_000, hookTimeout: 60_000 } as const;

/**
 * The longest a wait inside a test or a hook may take before it fails by itself (a server's start, what a screen is to
 * show): the hang limit less five seconds, so the wait's own error, which says what did not come, is reported instead
 * of the bare timeout.
 */
export const LONGEST_WAIT_MS = Math.min(HANG_LIMITS.testTimeout, HANG_LIMITS.hookTimeout) - 5_000;
