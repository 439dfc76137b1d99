/**
 * How long a unit test or a hook may run before it counts as hung, in every vitest project. Not a speed check: a test
 * that waits on a first dynamic import, a server or a socket takes seconds on a busy machine (posthog-js's first
 * import took over vitest's default 5 s with the static checks running beside the unit tests; the API's tests start
 * real servers and child processes; the tools' first lint loads ESLint's config and TypeScript), and no test may depend
 * on the machine's speed. A test that asserts a time uses a fake clock.
 */
export const HANG_LIMITS = { testTimeout: 60_000, hookTimeout: 60_000 } as const;
